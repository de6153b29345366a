import { defineConfig } from "@playwright/test";
import base, { SITE_SERVER, WIDTH_PROJECTS } from "./playwright.config";

const [phone] = WIDTH_PROJECTS;

/**
 * The browser half of `npm run test:content` (scripts/tools/test-content.ts): the tests whose expectations are the
 * content (tagged @content): the sweep of every page at every width (pages.spec.ts: the layout rules at 320 to 1280 px,
 * axe and the whole visit at the phone's and the computer's width), the pricing page's modes at every width, and the
 * prices, questions, reviews, wording and booking options, read at the phone's width (the full suite
 * runs them at the computer's too, on the shipped content). Against the build of the content being checked
 * (CONTENT_DIR, BUILD_DIR); only that site is served: the variant site of playwright.config.ts is for code changes.
 */
export default defineConfig({
  ...base,
  grep: /@content/,
  projects: [phone],
  // A folder of its own: Playwright empties its output folder as it starts, and npm test runs this (on the owner's
  // edits) beside the Gecko journeys, whose report is written under test-results/engines.
  outputDir: "test-results/content",
  webServer: SITE_SERVER,
});
