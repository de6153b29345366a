import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { WAIT } from "../../engines/webkit/support/wait.ts";

/**
 * The screenshot suite's WebKit half (tests/visual/webkit/*.test.ts), run by tests/visual/run.ts against the fixture
 * build it names in BUILD_DIR: the WebKit journeys' setup (tests/engines/webkit/global-setup.ts serves the build and
 * starts WebKitWebDriver under Xvfb) on ports of its own.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../../..", import.meta.url)),
  test: {
    include: ["tests/visual/webkit/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/engines/webkit/global-setup.ts"],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 120_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: WAIT } },
  },
});
