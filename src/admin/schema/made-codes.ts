/**
 * Codes the site needs that the owner never types (a field's `madeFrom`, the schema's `x-made-from`): an FAQ
 * question's link name (/faq#how-long) is made from its question. A new entry's code follows its words until the
 * file is saved with it; from then on the code is kept whatever the words become, so links to it keep working.
 */
import type { FieldPath, FormField, ListField } from "./field-types.ts";
import { isPlainObject, setValueAt, valueAt } from "./field-tree.ts";

/** The longest code a schema's `id` allows (common.schema.json's id). */
const LONGEST = 40;

/** Words as a code: "How long does it take?" → "how-long-does-it-take"; a code starts with a letter. */
export function codeOf(words: string, fallback: string): string {
  const code = words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^[^a-z]+/, "")
    .slice(0, LONGEST)
    .replace(/-+$/, "");
  return code || fallback;
}

/** `code`, or with -2, -3 … added until no other entry has it. */
export function uniqueCode(code: string, taken: ReadonlySet<string>): string {
  if (!taken.has(code)) return code;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const numbered = `${code.slice(0, LONGEST - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(numbered)) return numbered;
  }
}

/** Every list whose entries have a made code, as fields at their own paths (a list inside a list's entries not being needed yet). */
const listsWithMadeCodes = (fields: readonly FormField[]): ListField[] =>
  fields.flatMap((field): ListField[] => {
    if (field.kind === "group") return listsWithMadeCodes(field.fields);
    if (field.kind === "list" && field.item.kind === "group" && field.item.fields.some((child) => child.madeFrom)) return [field];
    return [];
  });

/**
 * `values` with each made code of a new entry (one whose code the file as read doesn't have) made from its words,
 * unique in its list. Without the file as read, only an empty code is made. The same `values` when nothing changes.
 */
export function withMadeCodes(fields: readonly FormField[], asRead: unknown, values: unknown): unknown {
  let next = values;
  for (const list of listsWithMadeCodes(fields)) {
    if (list.item.kind !== "group") continue;
    const entries = valueAt(next, list.path);
    if (!Array.isArray(entries)) continue;
    for (const made of list.item.fields.filter((child) => child.madeFrom)) {
      const read = valueAt(asRead, list.path);
      const kept = new Set(Array.isArray(read) ? read.map((entry) => (isPlainObject(entry) ? entry[made.key] : undefined)) : []);
      const codes = entries.map((entry) => (isPlainObject(entry) ? entry[made.key] : undefined));
      entries.forEach((entry, at) => {
        if (!isPlainObject(entry)) return;
        const code = codes[at];
        const isNew = asRead === undefined ? code === undefined || code === "" : !kept.has(code);
        if (!isNew) return;
        const words = entry[made.madeFrom!];
        const taken = new Set(codes.filter((other, i): other is string => i !== at && typeof other === "string"));
        const wanted = uniqueCode(codeOf(typeof words === "string" ? words : "", codeOf(list.singular, "entry")), taken);
        if (wanted === code) return;
        codes[at] = wanted;
        const path: FieldPath = [...list.path, at, made.key];
        next = setValueAt(next, path, wanted);
      });
    }
  }
  return next;
}
