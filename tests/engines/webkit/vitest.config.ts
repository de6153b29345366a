import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { WAIT } from "./support/wait.ts";

/**
 * WebKit: the main journeys in WebKitGTK (tests/engines/webkit/*.test.ts), driven by WebdriverIO over classic
 * WebDriver, against the production build. `npm run test:engines` runs this after the Gecko projects.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../../..", import.meta.url)),
  test: {
    include: ["tests/engines/webkit/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/engines/webkit/global-setup.ts"],
    // WebKitWebDriver drives one browser at a time, and the site's proxy has one port: one file after another.
    fileParallelism: false,
    sequence: { concurrent: false },
    // Starting a browser and scanning with axe take seconds each on a loaded 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll waits on the page's own state as long as any other wait here (its own default, 1 s, is less than
    // a press takes to show in WebKit while the other suites run beside it).
    expect: { poll: { timeout: WAIT } },
    reporters: ["default", ["json", { outputFile: "test-results/engines/webkit.json" }]],
  },
});
