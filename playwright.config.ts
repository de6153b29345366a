import { defineConfig, devices } from "@playwright/test";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT ?? 4317);

/** How the suites launch Debian's Chromium (the screenshot suite's config adds its pinned fonts). */
export const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

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
    // Off by default: recording a trace of every test (kept only for failures) cost a fifth of the suite's time
    // (71 booking tests: 213 s with it, 171 s without). PW_TRACE=1 records them again to look into a failure.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: "desktop",
      // Tests of what doesn't depend on the screen width (headers, requests) run once, at phone width.
      grepInvert: /@any-width/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `PORT=${port} npx tsx scripts/serve.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
