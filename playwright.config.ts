import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { DESKTOP_VIEWPORT, PHONE, PORTS, chromiumTestLaunchOptions as launchOptions } from "./scripts/tools/browsers.ts";
import { siteWebServer } from "./scripts/tools/start-server.ts";
import { VARIANT_BUILD_DIR, VARIANT_CONTENT_DIR, VARIANT_TAGS, variantPort, type VariantOptions } from "./tests/e2e/support/variant-site.ts";

const port = PORTS.site;
const siteVariantPort = variantPort(port);
/** The tests of the switches' sides the site's content doesn't pick, which run on the variant site (tests/e2e/support/variant-site.ts). */
const onVariantOnly = new RegExp(VARIANT_TAGS.join("|"));
const phone = { ...devices["Pixel 7"], viewport: PHONE.viewport, launchOptions };
const desktop = { ...devices["Desktop Chrome"], viewport: DESKTOP_VIEWPORT, launchOptions };
/** The specs with tests for the variant site: content's switches, and the long names it gives a package and an add-on. */
const VARIANT_SPECS = ["content-switches.spec.ts", "closures.spec.ts", "long-names.spec.ts"];
const onVariant = { baseURL: `http://127.0.0.1:${siteVariantPort}`, contentDir: VARIANT_CONTENT_DIR };

/** The two widths every run that isn't about one width has: a phone, and a computer that skips what the phone covers for both. */
export const WIDTH_PROJECTS = [
  // The site runs the tests of the switches' sides its content picks; the variant projects, the others.
  { name: "phone", grepInvert: onVariantOnly, use: phone },
  {
    name: "desktop",
    // Tests of what doesn't depend on the screen width (headers, requests) run once, at phone width.
    grepInvert: [/@any-width/, onVariantOnly],
    use: desktop,
  },
];

/**
 * The production build (BUILD_DIR's, scripts/build/site-folders.ts), served as `npm start` serves it. Playwright's own
 * webServer starts it (it reuses a server already answering outside CI, and stops it however the run ends), with
 * the command and the wait of scripts/tools/start-server.ts, which the other runners call.
 */
export const SITE_SERVER = siteWebServer({ port });

/**
 * The variant site (tests/e2e/support/variant-site.ts), built first unless `npm test` has just built it
 * (VARIANT_SITE_BUILT=1, scripts/tools/run-checks.ts), then served as the site is.
 */
const variantServer = siteWebServer({ port: siteVariantPort, client: path.join(VARIANT_BUILD_DIR, "client") });
const VARIANT_SERVER = {
  ...variantServer,
  command: process.env.VARIANT_SITE_BUILT === "1" ? variantServer.command : `npx tsx tests/e2e/support/build-variant-site.ts && ${variantServer.command}`,
  // A few seconds' build, which a loaded machine takes longer over.
  timeout: 180_000,
};

/** The suite runs against the production build, served as `npm start` serves it. */
export default defineConfig<VariantOptions>({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try hides a race, and that is a defect to fix.
  retries: 0,
  // Axe's full scan of the longest pages takes seconds on a 2-core machine; a loaded one needs room.
  timeout: 60_000,
  // Three on the 2-core machine: with two, a fifth of the CPU sat idle while tests waited on a server, a poll or a
  // frame; with three it is busy: 6.3 min against 7.9 with two, the same day (420-423 tests, 2026-11-28).
  workers: 3,
  reporter: [["list"]],
  // A folder of its own, as each Playwright suite here has (the screenshots' test-results/visual, the Gecko journeys'
  // and the content suite's): Playwright empties its output folder as it starts, so no suite's can hold another's.
  outputDir: "test-results/chromium",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions,
    // Every transition and animation settles at once (global.css shortens them under this preference), so nothing
    // is judged mid-fade: a test of an animation itself asks for "no-preference" (content-switches.spec.ts, the banner video).
    reducedMotion: "reduce",
    // Off by default: recording a trace of every test (kept only for failures) cost a fifth of the suite's time
    // (71 booking tests: 213 s with it, 171 s without). PW_TRACE=1 records them again to look into a failure.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
  },
  projects: [
    ...WIDTH_PROJECTS,
    { name: "phone, variant site", testMatch: VARIANT_SPECS, grep: onVariantOnly, use: { ...phone, ...onVariant } },
    {
      name: "desktop, variant site",
      testMatch: VARIANT_SPECS,
      grep: onVariantOnly,
      grepInvert: /@any-width/,
      use: { ...desktop, ...onVariant },
    },
  ],
  webServer: [SITE_SERVER, VARIANT_SERVER],
});
