import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const FIXTURES = path.join(PROJECT_ROOT, "tests/fixtures/bad-content");

/**
 * The unit tests' content, relative to the project root: a complete, valid set of content files
 * whose values all differ from the shipped ones and never change, so tests may state them.
 */
export const FIXTURE_CONTENT_DIR = "tests/fixtures/content";

/**
 * A throw-away project root holding the fixture content (as its content/ folder) and the real
 * schemas, with the files of one bad-content fixture laid over the content.
 */
export function contentRootWith(fixture?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
  if (fixture) fs.cpSync(path.join(FIXTURES, fixture), path.join(root, "content"), { recursive: true });
  return root;
}
