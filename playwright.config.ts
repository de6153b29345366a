import { defineConfig, devices } from "@playwright/test";
import { DESKTOP_VIEWPORT, PHONE, PORTS, chromiumLaunchOptions as launchOptions } from "./scripts/tools/browsers.ts";

const port = PORTS.site;

/** The suite runs against the production build, served as `npm start` serves it. */
export default defineConfig({
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
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: PHONE.viewport, launchOptions },
    },
    {
      name: "desktop",
      // Tests of what doesn't depend on the screen width (headers, requests) run once, at phone width.
      grepInvert: /@any-width/,
      use: { ...devices["Desktop Chrome"], viewport: DESKTOP_VIEWPORT, launchOptions },
    },
  ],
  webServer: {
    command: `PORT=${port} npx tsx scripts/tools/serve.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
