/**
 * A code the owner renamed that other files still name: the other files' problems are theirs (listed above the
 * form), but the mistake was made here, so the renamed code's own Id field says so.
 */
import { fieldInWords, type ContentProblem } from "../../content/problem.ts";
import type { FormField } from "./field-types.ts";
import { isPlainObject, valueAt } from "./field-tree.ts";

const idsOf = (entries: unknown): unknown[] => (Array.isArray(entries) ? entries.map((entry) => (isPlainObject(entry) ? entry.id : undefined)) : []);

export function renamedCodeProblems(
  fields: readonly FormField[],
  asRead: unknown,
  values: unknown,
  problems: readonly ContentProblem[],
  file: string,
): ContentProblem[] {
  const elsewhere = problems.filter((problem) => problem.file !== file);
  if (elsewhere.length === 0) return [];
  return fields.flatMap((field): ContentProblem[] => {
    if (field.kind !== "list" || field.item.kind !== "group" || !field.item.fields.some((child) => child.key === "id")) return [];
    const [before, after] = [idsOf(valueAt(asRead, field.path)), idsOf(valueAt(values, field.path))];
    if (before.length !== after.length) return [];
    return before.flatMap((code, i): ContentProblem[] => {
      if (typeof code !== "string" || after[i] === code || !elsewhere.some((problem) => problem.message.includes(`"${code}"`))) return [];
      const where = [...new Set(elsewhere.filter((problem) => problem.message.includes(`"${code}"`)).map((problem) => problem.file))].join(", ");
      const message = `The code was "${code}", and ${where} still name${where.includes(",") ? "" : "s"} it so: put "${code}" back, or change it there too.`;
      // Shown at its field only, never listed: its line is the file's first.
      return [{ file, line: 1, column: 1, field: fieldInWords([...field.path, i, "id"]), message }];
    });
  });
}
