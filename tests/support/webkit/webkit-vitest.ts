import { fileURLToPath } from "node:url";
import { defineConfig, type ViteUserConfig } from "vitest/config";
import { WAIT } from "./wait.ts";

/**
 * The set-up every WebKitGTK suite shares (the journeys, tests/engines/webkit/vitest.config.ts; the screenshots'
 * WebKit half, tests/visual/webkit/vitest.config.ts): global-setup.ts serves the build and starts WebKitWebDriver
 * under Xvfb, and the files run one after another. `include`: the suite's test files; `reporters`: beside the default.
 */
export function webkitVitestConfig(include: string, reporters: NonNullable<ViteUserConfig["test"]>["reporters"] = []): ViteUserConfig {
  return defineConfig({
    root: fileURLToPath(new URL("../../..", import.meta.url)),
    test: {
      include: [include],
      environment: "node",
      globalSetup: ["tests/support/webkit/global-setup.ts"],
      // WebKitWebDriver drives one browser at a time, and the site's proxy has one port: one file after another.
      fileParallelism: false,
      sequence: { concurrent: false },
      // Starting a browser and scanning with axe take seconds each on a loaded 2-core machine.
      testTimeout: 120_000,
      // A file's set-up starts its browser: up to SESSION_ATTEMPTS starts of SESSION_START each (webkit.ts), and the
      // site's proxy.
      hookTimeout: 180_000,
      // expect.poll waits on the page's own state as long as any other wait here (its own default, 1 s, is less than
      // a press takes to show in WebKit while the other suites run beside it).
      expect: { poll: { timeout: WAIT } },
      reporters: ["default", ...(Array.isArray(reporters) ? reporters : [reporters])],
    },
  });
}
