/**
 * Which entry of a list became which, between two versions of it: the entries that stayed the same (the
 * longest run in order), then entries with the same code (`id`), then, between two matched entries, the
 * remaining ones pairwise in order (an entry edited in place). What is left was removed from the first
 * list or added in the second. A moved entry is one removed and one added.
 */
import { isPlainObject, sameValue } from "../schema/field-tree.ts";

/** For each entry of `before`, its position in `after`, or undefined when it has gone. */
type EntryMatches = (number | undefined)[];

/** The longest common run of unchanged entries, as pairs of positions. */
function unchangedRun(before: readonly unknown[], after: readonly unknown[]): [number, number][] {
  const longest = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      longest[i][j] = sameValue(before[i], after[j]) ? longest[i + 1][j + 1] + 1 : Math.max(longest[i + 1][j], longest[i][j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (sameValue(before[i], after[j])) pairs.push([i++, j++]);
    else if (longest[i + 1][j] >= longest[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

const codeOf = (entry: unknown) => (isPlainObject(entry) && typeof entry.id === "string" ? entry.id : undefined);

export function matchEntries(before: readonly unknown[], after: readonly unknown[]): EntryMatches {
  const matches: EntryMatches = new Array(before.length).fill(undefined);
  const taken = new Set<number>();
  const match = (i: number, j: number) => {
    matches[i] = j;
    taken.add(j);
  };
  for (const [i, j] of unchangedRun(before, after)) match(i, j);

  // An entry edited in place keeps its code, wherever it now is.
  before.forEach((entry, i) => {
    const code = codeOf(entry);
    if (matches[i] !== undefined || code === undefined) return;
    const j = after.findIndex((other, at) => !taken.has(at) && codeOf(other) === code);
    if (j >= 0) match(i, j);
  });

  // Between two matched entries, what is left on both sides was edited where it stood: paired in order.
  let i = 0;
  while (i < before.length) {
    if (matches[i] !== undefined) {
      i++;
      continue;
    }
    const gapEnd = before.findIndex((_, at) => at > i && matches[at] !== undefined);
    const end = gapEnd < 0 ? before.length : gapEnd;
    const previous = matches.slice(0, i).reduce<number>((last, j) => (j !== undefined && j > last ? j : last), -1);
    const next = gapEnd < 0 ? after.length : (matches[gapEnd] as number);
    const free = Array.from({ length: Math.max(0, next - previous - 1) }, (_, k) => previous + 1 + k).filter((j) => !taken.has(j));
    for (let at = i; at < end && free.length > 0; at++) match(at, free.shift()!);
    i = end;
  }
  return matches;
}
