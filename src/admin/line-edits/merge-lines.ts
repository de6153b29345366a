/**
 * A three-way merge (diff3): the changes that turned `base` into `theirs`, carried onto `ours`. The
 * editor's save uses it to put an edit made on the yaml package's rendering of a file back
 * onto the file exactly as the owner wrote it (see apply-edits.ts): every line the edit didn't touch
 * stays byte for byte, and so does the rest of an edited line (alignment spaces, for one).
 *
 * Put back (file-kinds/put-back.ts) merges the other way round with the same pieces: a change undone on today's file.
 *
 * (No maintained, dependency-free diff3 package runs on Node 20: node-diff3 declares Bun only.)
 */

/** Pairs of equal items [index in a, index in b] of a longest common subsequence, in order. */
export function commonItems(a: readonly string[], b: readonly string[]): [number, number][] {
  // The stretches equal at both ends belong to a longest common subsequence: an edit of one line leaves the dynamic
  // programme only the lines between (at each pause in typing, the editor's check merges whole files).
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let [endA, endB] = [a.length, b.length];
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) [endA, endB] = [endA - 1, endB - 1];
  const pairs: [number, number][] = [];
  for (let i = 0; i < start; i++) pairs.push([i, i]);
  for (const [i, j] of commonBetween(a.slice(start, endA), b.slice(start, endB))) pairs.push([start + i, start + j]);
  for (let k = 0; endA + k < a.length; k++) pairs.push([endA + k, endB + k]);
  return pairs;
}

function commonBetween(a: readonly string[], b: readonly string[]): [number, number][] {
  // Content files are a few hundred lines: the plain dynamic programme is fast enough and exact.
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

export type Resolve = (ours: string[], base: string[], theirs: string[]) => string[];

/**
 * Between items all three share, each stretch comes from the side that changed it; a stretch both
 * sides changed is settled by `resolve`.
 */
export function merge3(ours: readonly string[], base: readonly string[], theirs: readonly string[], resolve: Resolve): string[] {
  const inOurs = new Map(commonItems(base, ours));
  const inTheirs = new Map(commonItems(base, theirs));
  // Base items kept by both sides: in order on all three, as both matchings increase with base.
  const anchors: [number, number, number][] = [];
  for (const [b, o] of inOurs) {
    const t = inTheirs.get(b);
    if (t !== undefined) anchors.push([b, o, t]);
  }
  anchors.push([base.length, ours.length, theirs.length]);

  const merged: string[] = [];
  let [b0, o0, t0] = [0, 0, 0];
  for (const [b, o, t] of anchors) {
    const [baseChunk, oursChunk, theirsChunk] = [base.slice(b0, b), ours.slice(o0, o), theirs.slice(t0, t)];
    if (same(theirsChunk, baseChunk)) merged.push(...oursChunk);
    else if (same(oursChunk, baseChunk)) merged.push(...theirsChunk);
    else merged.push(...resolve(oursChunk, baseChunk, theirsChunk));
    if (b < base.length) merged.push(ours[o]);
    [b0, o0, t0] = [b + 1, o + 1, t + 1];
  }
  return merged;
}

/** Words, spaces and punctuation as separate pieces, so an edit and a layout difference on one line both survive. */
export const pieces = (line: string) => line.split(/(\s+|[,:{}[\]])/).filter((piece) => piece !== "");

/** Same-length stretches both sides changed, item for item: each from the side that changed it, or undefined where both did. */
export function itemForItem(ours: string[], base: string[], theirs: string[]): string[] | undefined {
  if (ours.length !== base.length || theirs.length !== base.length) return undefined;
  const merged = base.map((item, index) => (theirs[index] === item ? ours[index] : ours[index] === item ? theirs[index] : undefined));
  return merged.every((item) => item !== undefined) ? (merged as string[]) : undefined;
}

/** One line both sides changed: merged piece by piece, or `theirs` when they changed the same piece. */
function mergeLine(ours: string, base: string, theirs: string): string {
  let clash = false;
  const merged = merge3(pieces(ours), pieces(base), pieces(theirs), (o, b, t) => {
    const paired = itemForItem(o, b, t);
    if (!paired) clash = true;
    return paired ?? t;
  });
  return clash ? theirs : merged.join("");
}

/**
 * Merges line by line. Where both sides changed the same lines, `theirs` wins (it holds the edit, and
 * the stretch is whole lines between shared ones, so the YAML stays well-formed); with `withinLines`,
 * such lines are first merged piece by piece when they correspond line for line (the layout of
 * `ours`, the edit of `theirs`).
 */
export function mergeLines(ours: readonly string[], base: readonly string[], theirs: readonly string[], { withinLines = true } = {}): string[] {
  return merge3(ours, base, theirs, (o, b, t) =>
    withinLines && o.length === b.length && b.length === t.length ? t.map((line, index) => mergeLine(o[index], b[index], line)) : t,
  );
}
