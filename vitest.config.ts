import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./src/content/node/vite-plugin.ts";
import { pageScriptPlugin } from "./scripts/build/page-script-plugin.ts";
import { FIXTURE_CONTENT_DIR } from "./tests/support/content-root.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  // Unit tests import `virtual:content/*` from the fixture content, never the owner's content/:
  // an owner's edit can't break them, and they may state the fixture's values.
  // A module that renders an inline script (`?page-script`) gets its text, as in the build.
  plugins: [contentPlugin(root, { contentDir: FIXTURE_CONTENT_DIR }), pageScriptPlugin()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/owner-edits/*.test.ts"],
    environment: "node",
    // Tests compile schemas and spawn the content check; on a busy 2-core machine that can take far
    // longer than vitest's 5 s default, which must never decide a result.
    testTimeout: 60_000,
    // Every core: vitest's own default leaves one free, which on the 2-core machine ran the files one at a time
    // (1441 tests: 68-70 s alone, 33-36 s on both cores, 2026-11-28).
    maxWorkers: os.availableParallelism(),
    // GitHub's workflow parser imports its schema JSON without the `type: "json"` attribute Node asks for; inlined, Vite reads it.
    server: { deps: { inline: ["@actions/workflow-parser"] } },
  },
});
