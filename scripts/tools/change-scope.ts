/**
 * Which checks a push needs (.github/workflows/check.yml): a change to the owner's content alone (content/, its
 * YAML and photos) is checked by `npm run test:content`, everything a content edit can turn red, in minutes; any
 * other change, or one whose files can't be listed, by the full `npm test`.
 *
 *   tsx scripts/tools/change-scope.ts <base commit>   prints "scope=content" or "scope=full" (for $GITHUB_OUTPUT)
 */
import { execFileSync } from "node:child_process";

export type Scope = "content" | "full";

/** The folder the owner's content lives in (the build's CONTENT_DIR default), as git names its files. */
const CONTENT_FOLDER = "content/";

/** What a list of changed files needs: content only when every one of them is the owner's content. */
export function scopeOf(changedFiles: readonly string[]): Scope {
  if (changedFiles.length === 0) return "full";
  return changedFiles.every((file) => file.startsWith(CONTENT_FOLDER)) ? "content" : "full";
}

/** The files changed between `base` and HEAD, or null when git can't say (a new branch, a base not fetched). */
export function changedSince(base: string | undefined): string[] | null {
  if (!base || /^0+$/.test(base)) return null;
  try {
    const output = execFileSync("git", ["diff", "--name-only", "-z", `${base}...HEAD`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return output.split("\0").filter(Boolean);
  } catch {
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = changedSince(process.argv[2]);
  const scope = files === null ? "full" : scopeOf(files);
  console.error(files === null ? "change scope: the changed files can't be listed, so every check runs" : `change scope: ${files.length} file(s) changed`);
  console.log(`scope=${scope}`);
}
