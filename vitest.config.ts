import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { contentPlugin } from "./src/content/node/vite-plugin.ts";
import { pageScriptPlugin } from "./scripts/build/page-script-plugin.ts";
import { FIXTURE_CONTENT_DIR } from "./tests/support/content-root.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

const TEST_FILES = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/owner-edits/*.test.ts"];

/**
 * What makes a test file need modules of its own: a page's environment (happy-dom), or a module replaced, a global or
 * a variable stubbed, the clock faked or a function spied on, any of which another file sharing its modules would see.
 */
const CHANGES_WHAT_OTHERS_SEE = /@vitest-environment|\bvi\.(?:mock|doMock|unmock|hoisted|stub\w*|useFakeTimers|spyOn)\b/;

/** The test files that get modules of their own (vitest's default); the rest share theirs (isolate: false). */
const ownModules = fs
  .globSync(TEST_FILES, { cwd: root })
  .filter((file) => CHANGES_WHAT_OTHERS_SEE.test(fs.readFileSync(new URL(file, import.meta.url), "utf8")));

export default defineConfig({
  // Unit tests import `virtual:content/*` from the fixture content, never the owner's content/:
  // an owner's edit can't break them, and they may state the fixture's values.
  // A module that renders an inline script (`?page-script`) gets its text, as in the build.
  plugins: [contentPlugin(root, { contentDir: FIXTURE_CONTENT_DIR }), pageScriptPlugin()],
  test: {
    environment: "node",
    // Tests compile schemas and spawn the content check; on a busy 2-core machine that can take far
    // longer than vitest's 5 s default, which must never decide a result.
    testTimeout: 60_000,
    // Every core: vitest's own default leaves one free, which on the 2-core machine ran the files one at a time
    // (1441 tests: 68-70 s alone, 33-36 s on both cores, 2026-11-28).
    maxWorkers: os.availableParallelism(),
    // GitHub's workflow parser imports its schema JSON without the `type: "json"` attribute Node asks for; inlined, Vite reads it.
    server: { deps: { inline: ["@actions/workflow-parser"] } },
    // The files that change nothing another file sees share their modules within a worker: the schemas compiled, the
    // content read, the libraries loaded once a worker, not once a file. That was 27 % of the suite's time (vitest's own
    // count; 76 core-seconds against 50 with every file sharing, 2026-11-30).
    projects: [
      { test: { name: "own modules", include: ownModules } },
      { test: { name: "shared modules", include: TEST_FILES, exclude: [...configDefaults.exclude, ...ownModules], isolate: false } },
    ],
  },
});
