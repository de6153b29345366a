/**
 * After a conflict (the file changed on GitHub since the owner opened it): the owner's changes, value by
 * value from the file as they read it (base) to their form (mine), applied onto the newer file (theirs),
 * for the owner to review before saving again. Nothing the owner typed is lost: where the newer file
 * changed the same value another way, the owner's stands and the clash is reported, with both values.
 *
 * Lists are merged entry by entry (match-entries.ts): the owner's order, their new and removed entries;
 * an entry the newer file added stays after the entry it followed there.
 */
import { fieldInWords } from "../../content/problem.ts";
import type { FieldPath } from "../schema/field-types.ts";
import { isPlainObject, sameValue } from "../schema/field-tree.ts";
import { matchEntries } from "./match-entries.ts";

/** A value both sides changed, each its own way. The owner's is kept. */
interface Clash {
  /** Where, in the merged values (for an entry one side removed: the list). */
  path: FieldPath;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

/** A merge in progress: clash paths are relative to the value being merged. */
interface Merged {
  values: unknown;
  clashes: Clash[];
}

interface Rebased {
  values: unknown;
  /** Where both changed the same value, in the check's words ("prices › outside › compact › quick"), once each. */
  clashes: string[];
  /** The same, with the three values of each. */
  details: Clash[];
}

const under =
  (part: string | number) =>
  (clash: Clash): Clash => ({ ...clash, path: [part, ...clash.path] });

function mergeObjects(base: Record<string, unknown>, mine: Record<string, unknown>, theirs: Record<string, unknown>): Merged {
  const values: Record<string, unknown> = {};
  const clashes: Clash[] = [];
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const merged = merge(base[key], mine[key], theirs[key]);
    if (merged.values !== undefined) values[key] = merged.values;
    clashes.push(...merged.clashes.map(under(key)));
  }
  return { values, clashes };
}

/** One entry of the merged list, before its place is numbered. */
interface Slot {
  values: unknown;
  clashes: Clash[];
  /** Its place in the newer file, when it is there. */
  theirs?: number;
}

function mergeLists(base: unknown[], mine: unknown[], theirs: unknown[]): Merged {
  const toMine = matchEntries(base, mine);
  const toTheirs = matchEntries(base, theirs);
  const fromMine = new Map(toMine.flatMap((j, i) => (j === undefined ? [] : [[j, i] as const])));
  const fromTheirs = new Map(toTheirs.flatMap((j, i) => (j === undefined ? [] : [[j, i] as const])));
  const listClashes: Clash[] = [];

  // The owner's entries, in the owner's order.
  const slots: Slot[] = mine.flatMap((entry, at): Slot[] => {
    const i = fromMine.get(at);
    if (i === undefined) return [{ values: entry, clashes: [] }];
    const there = toTheirs[i];
    if (there === undefined) {
      // Removed in the newer file: gone, unless the owner changed it (then it stays, as a clash).
      if (sameValue(base[i], entry)) return [];
      listClashes.push({ path: [], base: base[i], mine: entry, theirs: undefined });
      return [{ values: entry, clashes: [] }];
    }
    const merged = merge(base[i], entry, theirs[there]);
    return [{ ...merged, theirs: there }];
  });
  // Removed by the owner but changed in the newer file: stays removed, as a clash.
  base.forEach((entry, i) => {
    const there = toTheirs[i];
    if (toMine[i] === undefined && there !== undefined && !sameValue(entry, theirs[there])) {
      listClashes.push({ path: [], base: entry, mine: undefined, theirs: theirs[there] });
    }
  });
  // The newer file's own new entries, each after the entry it followed there.
  theirs.forEach((entry, at) => {
    if (fromTheirs.has(at)) return;
    let after = -1;
    for (let before = at - 1; before >= 0 && after < 0; before--) after = slots.findIndex((slot) => slot.theirs === before);
    slots.splice(after + 1, 0, { values: entry, clashes: [], theirs: at });
  });

  return {
    values: slots.map((slot) => slot.values),
    clashes: [...listClashes, ...slots.flatMap((slot, at) => slot.clashes.map(under(at)))],
  };
}

function merge(base: unknown, mine: unknown, theirs: unknown): Merged {
  if (sameValue(base, mine)) return { values: theirs, clashes: [] };
  if (sameValue(base, theirs) || sameValue(mine, theirs)) return { values: mine, clashes: [] };
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) return mergeObjects(base, mine, theirs);
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeLists(base, mine, theirs);
  return { values: mine, clashes: [{ path: [], base, mine, theirs }] };
}

/** The owner's changes (base → mine) on the newer values (theirs), and where both changed the same value. */
export function rebaseEdits(base: unknown, mine: unknown, theirs: unknown): Rebased {
  const { values, clashes } = merge(base, mine, theirs);
  return { values, clashes: [...new Set(clashes.map((clash) => fieldInWords(clash.path)))], details: clashes };
}
