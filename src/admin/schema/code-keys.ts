/**
 * Code tables follow their codes: when the owner renames a package's code, its prices (and its cells of the What's
 * Included table) move to the new code, in place; when the owner removes a package, its prices go in the same
 * save. A new package needs nothing here: its boxes are drawn from the codes (schema-fields.ts) and ask for
 * their values until they are typed.
 */
import type { FieldPath, FormField } from "./field-types.ts";
import { entryField, isPlainObject, setValueAt, valueAt } from "./field-tree.ts";
import { codesOf } from "./schema-fields.ts";

/** How one list's codes changed: old code → new code, and the codes no longer there. */
interface CodeChanges {
  renamed: ReadonlyMap<string, string>;
  removed: ReadonlySet<string>;
}

/**
 * While the list keeps its length, an entry whose id changed in its place is renamed (typed key by key, the owner
 * goes through every shorter code on the way); a rename onto a code the list already had is not followed (the check
 * says the code is there twice, at the Id), and nothing is removed. When the list is shorter, the codes no longer in
 * it are removed.
 */
export function codeChanges(before: readonly string[], after: readonly string[]): CodeChanges {
  if (before.length !== after.length) return { renamed: new Map(), removed: new Set(before.filter((code) => !after.includes(code))) };
  const renamed = new Map<string, string>();
  before.forEach((code, i) => {
    if (after[i] !== code && !before.includes(after[i]) && !after.includes(code)) renamed.set(code, after[i]);
  });
  return { renamed, removed: new Set() };
}

/** The table with each renamed key in its own place and each removed key gone. */
function followed(table: Record<string, unknown>, changes: CodeChanges): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table)
      .filter(([key]) => !changes.removed.has(key))
      .map(([key, value]) => [changes.renamed.get(key) ?? key, value]),
  );
}

/** Every code table in `values` (through lists and groups), as a field at its own path, innermost first. */
function codeTables(fields: readonly FormField[], values: unknown): FormField[] {
  return fields.flatMap((field): FormField[] => {
    switch (field.kind) {
      case "group":
        return codeTables(field.fields, values);
      case "code-table":
        return [...codeTables(field.fields, values), field];
      case "list": {
        const entries = valueAt(values, field.path);
        return Array.isArray(entries) ? entries.flatMap((_, i) => codeTables([entryField(field, i)], values)) : [];
      }
      default:
        return [];
    }
  });
}

/**
 * `after` with its code tables following the change of codes from `before` (the values the fields were drawn
 * from) to `after`. The same `after` when no list of codes changed.
 */
export function followCodes(fields: readonly FormField[], before: unknown, after: unknown): unknown {
  const tables = codeTables(fields, before).filter((table) => table.kind === "code-table" && table.codesFrom);
  let next = after;
  for (const table of tables) {
    if (table.kind !== "code-table" || !table.codesFrom) continue;
    const changes = codeChanges(codesOf(before, table.codesFrom), codesOf(after, table.codesFrom));
    if (changes.renamed.size === 0 && changes.removed.size === 0) continue;
    const path: FieldPath = table.path;
    const value = valueAt(next, path);
    if (isPlainObject(value)) next = setValueAt(next, path, followed(value, changes));
  }
  return next;
}
