import { defineConfig } from "@playwright/test";
import base, { SITE_SERVER, WIDTH_PROJECTS } from "./playwright.config";

/**
 * The browser half of `npm run test:content` (scripts/tools/test-content.ts): the tests whose expectations are the
 * content (tagged @content: each page's sweep of layout rules and axe at every width, the prices, questions, reviews,
 * wording and booking options), at a phone's and a computer's width, against the build of the content being checked
 * (CONTENT_DIR, BUILD_DIR). Only that site is served: the variant site of playwright.config.ts is for code changes.
 */
export default defineConfig({
  ...base,
  grep: /@content/,
  projects: WIDTH_PROJECTS,
  webServer: SITE_SERVER,
});
