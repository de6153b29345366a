/**
 * Part of `npm run lint`: fails when a shipped price or sentence from content/*.yaml is copied into
 * a git-tracked file under src/, scripts/ or tests/ (tests/fixtures/ and the owner-edit step's edits aside), unless the
 * owner's content took the value after the code had it (copy-history.ts). Usage:
 * `tsx scripts/tools/check-content-copies.ts [project root]`.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SEARCHED_FOLDERS, contentCopiesIn, formatCopy } from "./content-copies.ts";
import { copiedFromContent } from "./copy-history.ts";

const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const tracked = execFileSync("git", ["ls-files", "-z", "--", ...SEARCHED_FOLDERS], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const { searched, copies: matches } = contentCopiesIn(root, tracked);
// A match the owner's content made after the code was written is no copy (copy-history.ts).
const copies = matches.filter((copy) =>
  copiedFromContent(root, copy.file, copy.line, { file: `content/${copy.source}.yaml`, value: copy.value, amount: copy.amount }),
);
if (copies.length > 0) {
  console.error(copies.map(formatCopy).join("\n"));
  console.error(`\n${copies.length === 1 ? "1 copy" : `${copies.length} copies`} of shipped content found.`);
  process.exit(1);
}
console.log(`No shipped content copied: ${searched.length === 1 ? "1 file" : `${searched.length} files`} checked.`);
