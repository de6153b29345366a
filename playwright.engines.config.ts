import { defineConfig } from "@playwright/test";
import base, { SITE_SERVER } from "./playwright.config";
import { FIREFOX_PATH, PHONE, PORTS } from "./scripts/tools/browsers.ts";

/**
 * Gecko: the journeys tagged @engines (tests/e2e, one source per journey) in Debian's Firefox ESR at a phone's
 * width, against the production build. `npm run test:engines` runs this, then the WebKit journeys.
 *
 * Playwright drives Firefox ESR over WebDriver BiDi (channel "moz-firefox"); its own patched Firefox can't be
 * downloaded here. @playwright/test stays at 1.64.1 (package.json, with playwright-core in "overrides"): 1.65
 * sends emulation.setMediaFeaturesOverride, which Firefox ESR 153 doesn't know, and every test fails.
 */
const port = PORTS.site;

export default defineConfig({
  ...base,
  // One browser at a time: Firefox is heavier than Chromium, and the machine has 2 cores.
  workers: 1,
  // An axe scan in Firefox takes 5–20 s on a loaded 2-core machine, and some journeys scan twice.
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: "test-results/engines/gecko.json" }]],
  outputDir: "test-results/engines/gecko",
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}`, launchOptions: undefined },
  // The site alone: no journey here opens the variant site (playwright.config.ts's second server).
  webServer: SITE_SERVER,
  // The tag ENGINES of tests/support/fixtures.ts. JavaScript off is WebKit's to check (tests/engines/webkit):
  // over BiDi, Playwright ignores javaScriptEnabled, and with Firefox's own pref off, its waiting in the page stops.
  grep: /@engines/,
  projects: [
    {
      name: "gecko",
      use: {
        browserName: "firefox",
        channel: "moz-firefox",
        // Reduced motion, as every suite runs: over BiDi, Playwright 1.64 ignores the reducedMotion option (the
        // page still matches no-preference), so Firefox's own preference sets it.
        launchOptions: { executablePath: FIREFOX_PATH, firefoxUserPrefs: { "ui.prefersReducedMotion": 1 } },
        // A phone's width; Firefox has no mobile emulation (isMobile), so a narrow window stands for it.
        viewport: PHONE.viewport,
      },
    },
  ],
});
