import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const FIXTURES = path.join(PROJECT_ROOT, "tests/fixtures/bad-content");

/**
 * A throw-away project root holding the real content and schemas, with the files of one
 * bad-content fixture laid over the content.
 */
export function contentRootWith(fixture?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(PROJECT_ROOT, "content"), path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
  if (fixture) fs.cpSync(path.join(FIXTURES, fixture), path.join(root, "content"), { recursive: true });
  return root;
}
