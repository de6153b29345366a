/**
 * What the owner changed in a file, field by field: each value changed, each list entry added, removed
 * or moved, with the labels that lead to it ("Exterior", "Small car", "Gold"). Read by the commit message
 * (describe-change.ts).
 */
import type { FormField, ListField } from "../schema/field-types.ts";
import { entryField, entryName, isPlainObject, sameValue } from "../schema/field-tree.ts";
import { matchEntries } from "../conflicts/match-entries.ts";

export type Change =
  | { kind: "changed"; trail: string[]; field: FormField; before: unknown; after: unknown }
  | { kind: "added" | "removed"; trail: string[]; entry: string }
  | { kind: "moved"; trail: string[]; entry: string; direction: Direction };

/** Which way an entry moved: to an end of its list ("Move to top"), else up or down. */
type Direction = "up" | "down" | "to the top" | "to the bottom";
const directionOf = (from: number, to: number, length: number): Direction =>
  to === 0 ? "to the top" : to === length - 1 ? "to the bottom" : to < from ? "up" : "down";

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The matched entries that changed places: the fewest whose moving explains the new order. */
function movedEntries(matches: readonly (number | undefined)[]): Set<number> {
  const kept = new Set(matches.flatMap((j, i) => (j === undefined ? [] : [i])));
  const moved = new Set<number>();
  const outOfOrder = (i: number) => [...kept].filter((other) => other !== i && other < i !== matches[other]! < matches[i]!).length;
  for (;;) {
    const [worst] = [...kept].sort((a, b) => outOfOrder(b) - outOfOrder(a) || a - b);
    if (worst === undefined || outOfOrder(worst) === 0) return moved;
    kept.delete(worst);
    moved.add(worst);
  }
}

function listEntryChanges(list: ListField, here: string[], before: unknown, after: unknown): Change[] {
  const [old, now] = [asList(before), asList(after)];
  const matches = matchEntries(old, now);
  const moved = movedEntries(matches);
  const changes: Change[] = [];
  const added = new Set(now.keys());
  matches.forEach((j, i) => {
    if (j === undefined) return;
    added.delete(j);
    if (moved.has(i)) changes.push({ kind: "moved", trail: here, entry: entryName(list, old[i], i), direction: directionOf(i, j, now.length) });
    // An entry is named by its summary as it was ("How long does it take?"), not by its field's label ("Question").
    changes.push(...changesIn(entryField(list, j), [...here, entryName(list, old[i], i)], old[i], now[j], false));
  });
  // An entry removed in one place and added, the same, in another was moved too.
  const removed = [...old.keys()].filter((i) => matches[i] === undefined);
  for (const i of removed) {
    const j = [...added].find((at) => sameValue(old[i], now[at]));
    if (j === undefined) {
      changes.push({ kind: "removed", trail: here, entry: entryName(list, old[i], i) });
    } else {
      added.delete(j);
      changes.push({ kind: "moved", trail: here, entry: entryName(list, now[j], j), direction: directionOf(i, j, now.length) });
    }
  }
  for (const j of added) changes.push({ kind: "added", trail: here, entry: entryName(list, now[j], j) });
  return changes;
}

/**
 * The changes under one field, `trail` being the labels that lead to it and `named` whether the field's
 * own label joins them. A code table's own label is left out, its codes' names kept: they say where a
 * price is ("Exterior, Small car, Gold", not "Prices, Exterior, …"). A list entry is named by its summary.
 */
function changesIn(field: FormField, trail: string[], before: unknown, after: unknown, named: boolean): Change[] {
  if (sameValue(before, after)) return [];
  const here = named ? [...trail, field.label] : trail;
  switch (field.kind) {
    case "list":
      return listEntryChanges(field, here, before, after);
    case "group":
    case "code-table": {
      const [old, now] = [isPlainObject(before) ? before : {}, isPlainObject(after) ? after : {}];
      const childNamed = (child: FormField) => field.kind === "code-table" || child.kind !== "code-table";
      return field.fields.flatMap((child) => changesIn(child, here, old[child.key], now[child.key], childNamed(child)));
    }
    default:
      return [{ kind: "changed", trail: here, field, before, after }];
  }
}

/** Every change between two versions of a file's values, in the order of its fields. */
export function valueChanges(fields: readonly FormField[], before: unknown, after: unknown): Change[] {
  const [old, now] = [isPlainObject(before) ? before : {}, isPlainObject(after) ? after : {}];
  return fields.flatMap((field) => changesIn(field, [], old[field.key], now[field.key], field.kind !== "code-table"));
}
