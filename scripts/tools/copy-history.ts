/**
 * Whether a shipped value found in code was copied from the content, or is the owner's later edit meeting a value the
 * code already had (issue 56): an owner who sets a price to £62 the week after a test made up "£62" for its own use
 * has copied nothing, and a check that went red then would break the project's first promise (a legitimate edit
 * never turns a check red). A copy is a line of code written after the content held the value: git tells both times.
 * Where it can't tell them apart (a shallow clone, where every line has the same commit), nothing is a copy.
 */
import { execFileSync } from "node:child_process";

const git = (root: string, args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

/** A value as it is written in the content file: a phrase as it is, an amount as its digits standing alone. */
export interface ValueInContent {
  file: string;
  /** The phrase, or the amount as the code wrote it (£1,200). */
  value: string;
  /** For an amount, its digits alone (1200), as content-copies.ts read them: the content may hold it as a number. */
  amount?: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An amount's digits, not as part of a longer number. */
const amountPattern = (digits: string) => `(^|[^0-9])${digits}([^0-9]|$)`;

/** When the value last came into the content file as committed (seconds), or undefined where HEAD's file doesn't hold it (an edit not yet committed). */
function valueCommittedAt(root: string, { file, value, amount }: ValueInContent): number | undefined {
  const pattern = amount === undefined ? "" : `${amountPattern(amount)}|${escapeRegex(value)}`;
  let committed: string;
  try {
    committed = git(root, ["show", `HEAD:${file}`]);
  } catch {
    return undefined;
  }
  if (amount !== undefined ? !new RegExp(pattern, "m").test(committed) : !committed.includes(value)) return undefined;
  // The newest commit that added or removed the value (for an amount: a line holding its digits, or the amount as written).
  const search = amount !== undefined ? ["-G", pattern] : ["-S", value];
  const time = git(root, ["log", "-1", "--format=%ct", ...search, "HEAD", "--", file]).trim();
  return time ? Number(time) : undefined;
}

/** When a line of a tracked file was last written (seconds): its commit's time, or now for a change not yet committed. */
function lineWrittenAt(root: string, file: string, line: number): number {
  const blame = git(root, ["blame", "--porcelain", "-L", `${line},${line}`, "--", file]);
  return Number(/^committer-time (\d+)$/m.exec(blame)?.[1] ?? Math.floor(Date.now() / 1000));
}

/**
 * Whether line `line` of `file` copied `found`: written after the content held it. Outside a git checkout (no history
 * to ask), every match counts, as the check always did.
 */
export function copiedFromContent(root: string, file: string, line: number, found: ValueInContent): boolean {
  try {
    git(root, ["rev-parse", "--verify", "HEAD"]);
  } catch {
    return true;
  }
  const committed = valueCommittedAt(root, found);
  return committed !== undefined && lineWrittenAt(root, file, line) > committed;
}
