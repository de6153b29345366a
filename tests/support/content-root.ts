import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FIXTURE_CONTENT_DIR } from "../../scripts/build/site-folders.ts";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FIXTURES = path.join(PROJECT_ROOT, "tests/fixtures/bad-content");

// The unit tests' content (scripts/build/site-folders.ts), which the suites take from here with the roots.
export { FIXTURE_CONTENT_DIR };

/**
 * A throw-away project root holding the fixture content (as its content/ folder) and the real
 * schemas, with the files of one bad-content fixture laid over the content.
 */
export function contentRootWith(fixture?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
  if (fixture) {
    for (const file of fs.readdirSync(path.join(FIXTURES, fixture)).filter((name) => name.endsWith(".yaml") || name.endsWith(".csv"))) {
      fs.copyFileSync(path.join(FIXTURES, fixture, file), path.join(root, "content", file));
    }
  }
  return root;
}

/** Every bad-content fixture: one folder each, holding the files that differ from the real content and expected.txt. */
export function badContentFixtures(): string[] {
  return fs
    .readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** What `npm run check:content` prints for a fixture, exactly (expected.txt, without its final line break). */
export function expectedOutput(fixture: string): string {
  return fs.readFileSync(path.join(FIXTURES, fixture, "expected.txt"), "utf8").replace(/\n$/, "");
}

/**
 * An empty build folder (BUILD_DIR, scripts/build/site-folders.ts) for a build of other content than the owner's,
 * beside the site's build/ rather than in it. Inside the project (node_modules/.cache), not the system's temporary
 * folder: the prerender imports the server build, whose packages resolve from the project's node_modules.
 */
export function fixtureBuildDir(name: string): string {
  const folder = path.join(PROJECT_ROOT, "node_modules/.cache/site-builds", name);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}
