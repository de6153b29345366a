/**
 * What names the codes of a change in the owner's words (a Savings at a Glance row by its package's name, never
 * "Savings row 1"): the content as the editor knows it now, with the lists of the change's own files before and
 * after it added, so a package the change retired (or one it added, retired since) is still named by what it was
 * called. Recent changes and a put back describe a change with it (schema-fields.ts's `allContent`).
 */
import { parse } from "yaml";
import { isPlainObject } from "../schema/field-tree.ts";
import type { EditedFile } from "../../content/names.ts";
import { fileKindOf } from "../file-kinds/file-kind-of.ts";

type Values = Record<string, unknown>;

const valuesOf = (text: string | undefined): Values => {
  try {
    const values: unknown = parse(text ?? "");
    return isPlainObject(values) ? values : {};
  } catch {
    return {};
  }
};

/** One file's values with each top-level list's entries of the other versions after its own (only to name codes). */
function withEveryEntry(versions: readonly Values[]): Values {
  const [first, ...rest] = versions;
  const merged: Values = { ...first };
  for (const version of rest) {
    for (const [key, value] of Object.entries(version)) {
      if (!Array.isArray(value)) merged[key] ??= value;
      else merged[key] = [...(Array.isArray(merged[key]) ? merged[key] : []), ...value];
    }
  }
  return merged;
}

/** Every file's values, as now, with the lists of a change's files before and after it. */
export function namesForChange(now: Readonly<Record<string, unknown>>, files: readonly { name: EditedFile; before?: string; after?: string }[]): Values {
  const named: Values = { ...now };
  for (const file of files) {
    // Only the content files name codes (the postcode list has none).
    const content = fileKindOf(file.name).contentName;
    if (!content) continue;
    const current = isPlainObject(now[content]) ? (now[content] as Values) : {};
    named[content] = withEveryEntry([current, valuesOf(file.after), valuesOf(file.before)]);
  }
  return named;
}
