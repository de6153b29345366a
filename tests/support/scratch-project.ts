import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project's root. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Folders that are made by installs, builds and test runs, never copied. */
const NOT_COPIED = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report", "bench-results"]);

/**
 * A copy of the project in a new folder under the system's temporary one (named `prefix`…), for a run
 * that builds other content than the owner's (the owner edits, the screenshot suite's fixture site):
 * everything but what installs, builds and runs make, with node_modules linked rather than copied.
 */
export function copyProject(prefix: string): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(PROJECT_ROOT, scratch, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(PROJECT_ROOT, source).split(path.sep)[0]),
  });
  fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(scratch, "node_modules"), "dir");
  return scratch;
}
