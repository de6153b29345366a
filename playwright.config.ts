import { defineConfig, devices } from "@playwright/test";
import { DESKTOP_VIEWPORT, PHONE, PORTS, chromiumLaunchOptions as launchOptions } from "./scripts/tools/browsers.ts";
import { VARIANT_BANNER, VARIANT_CONTENT_DIR, bannerTag, variantPort, type BannerOptions } from "./tests/e2e/support/banner-variant.ts";

const port = PORTS.site;
const bannerPort = variantPort(port);
const phone = { ...devices["Pixel 7"], viewport: PHONE.viewport, launchOptions };
const desktop = { ...devices["Desktop Chrome"], viewport: DESKTOP_VIEWPORT, launchOptions };
/** The banner tests of the mode the site doesn't show run on the variant site (tests/e2e/support/banner-variant.ts). */
const onVariant = { baseURL: `http://127.0.0.1:${bannerPort}`, contentDir: VARIANT_CONTENT_DIR };

/** The suite runs against the production build, served as `npm start` serves it. */
export default defineConfig<BannerOptions>({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try hides a race, and that is a defect to fix.
  retries: 0,
  // Axe's full scan of the longest pages takes seconds on a 2-core machine; a loaded one needs room.
  timeout: 60_000,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions,
    // Every transition and animation settles at once (global.css shortens them under this preference), so nothing
    // is judged mid-fade: a test of an animation itself asks for "no-preference" (home.spec.ts, the banner video).
    reducedMotion: "reduce",
    // Off by default: recording a trace of every test (kept only for failures) cost a fifth of the suite's time
    // (71 booking tests: 213 s with it, 171 s without). PW_TRACE=1 records them again to look into a failure.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
  },
  projects: [
    // The site's own banner tests are those of the mode its content shows.
    { name: "phone", grepInvert: new RegExp(bannerTag(VARIANT_BANNER)), use: phone },
    {
      name: "desktop",
      // Tests of what doesn't depend on the screen width (headers, requests) run once, at phone width.
      grepInvert: [/@any-width/, new RegExp(bannerTag(VARIANT_BANNER))],
      use: desktop,
    },
    { name: `phone, ${VARIANT_BANNER} banner`, testMatch: "banner.spec.ts", grep: new RegExp(bannerTag(VARIANT_BANNER)), use: { ...phone, ...onVariant } },
    {
      name: `desktop, ${VARIANT_BANNER} banner`,
      testMatch: "banner.spec.ts",
      grep: new RegExp(bannerTag(VARIANT_BANNER)),
      grepInvert: /@any-width/,
      use: { ...desktop, ...onVariant },
    },
  ],
  webServer: [
    {
      command: `PORT=${port} npx tsx scripts/tools/serve.ts`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Builds the fixture site with the other banner (a few seconds' build; a loaded machine's build takes longer), then serves it.
      command: `PORT=${bannerPort} npx tsx tests/e2e/support/banner-variant-server.ts`,
      url: `http://127.0.0.1:${bannerPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
