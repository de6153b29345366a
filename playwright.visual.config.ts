/**
 * The screenshot suite (`npm run test:visual`, run by tests/visual/run.ts): every page and state of the site built
 * from the fixture content (tests/fixtures/content), in Chromium at four widths, compared with the baselines in
 * tests/visual/baselines. run.ts builds the fixture site into a build folder of its own and names it in VISUAL_BUILD_DIR;
 * this config serves that build.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { PORTS, chromiumTestLaunchOptions as chromiumLaunch } from "./scripts/tools/browsers.ts";
import { siteWebServer } from "./scripts/tools/start-server.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const port = PORTS.visual;
const buildDir = process.env.VISUAL_BUILD_DIR;

const launchOptions = {
  ...chromiumLaunch,
  // Fonts from Debian's fonts-dejavu-core only, whatever else the machine has (tests/visual/fonts.conf), with
  // fontconfig's cache under the temporary folder ($XDG_CACHE_HOME is where fonts.conf puts it).
  env: { ...process.env, FONTCONFIG_FILE: path.join(root, "tests/visual/fonts.conf"), XDG_CACHE_HOME: os.tmpdir() },
};

/**
 * A phone as the Pixel 7 descriptor has it (mobile viewport, touch, its user agent) at this width. At 1 device
 * pixel per CSS pixel, as every project here: the baselines stay small and a full page stays inside Chromium's
 * 16,384-pixel capture limit; what the suite guards is the layout, which the pixel density doesn't change.
 */
const phone = (width: number) => ({ ...devices["Pixel 7"], viewport: { width, height: 844 }, deviceScaleFactor: 1, launchOptions });

export default defineConfig({
  testDir: "tests/visual",
  // The WebKit half (tests/visual/webkit) is vitest's, over WebDriver: run.ts runs it after this suite.
  testIgnore: "webkit/**",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a screenshot that matches only on a second try is a race to fix, not to hide.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [["list"]],
  // A failure keeps the expected, actual and diff images here (run.ts prints where).
  outputDir: path.join(root, "test-results/visual"),
  snapshotPathTemplate: "{testDir}/baselines/{arg}-{projectName}{ext}",
  expect: {
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      // No tolerance: the fonts, the build and the browser are pinned, so the same page draws the same pixels.
      maxDiffPixels: 0,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    // As the other suites: every transition settles at once (and the banner video never starts).
    reducedMotion: "reduce",
    trace: "off",
  },
  projects: [
    { name: "phone-360", use: phone(360) },
    { name: "phone-390", use: phone(390) },
    { name: "tablet-768", use: { ...devices["Desktop Chrome"], viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, launchOptions } },
    { name: "desktop-1280", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, launchOptions } },
  ],
  // The fixture build run.ts names, never a server already on the port. Only run.ts knows where that build is;
  // started any other way, the suite says so and stops.
  webServer: buildDir
    ? { ...siteWebServer({ port, client: path.resolve(root, buildDir, "client") }), reuseExistingServer: false }
    : { command: `node -e "console.error('Run the screenshot suite with npm run test:visual.'); process.exit(1)"`, url: `http://127.0.0.1:${port}/` },
});
