/**
 * Where each of the content check's problems shows in the form: at the field its path in words names
 * ("items › item 3 › answer"), or, when the form has no such field (a value the schema doesn't know, a
 * missing code in a table), at the nearest field that holds it. A problem of another file, or of the
 * whole file, shows only in the list above the form.
 */
import { fieldInWords, type ContentProblem } from "../../content/problem.ts";
import type { FieldPath, FormField } from "../schema/field-types.ts";
import { entryField, valueAt } from "../schema/field-tree.ts";

/** Every path the form shows a field (or a list entry) at, for these values. */
export function shownPaths(fields: readonly FormField[], values: unknown): FieldPath[] {
  return fields.flatMap((field): FieldPath[] => {
    switch (field.kind) {
      case "group":
      case "code-table":
        return [field.path, ...shownPaths(field.fields, values)];
      case "list": {
        const entries = valueAt(values, field.path);
        const count = Array.isArray(entries) ? entries.length : 0;
        return [field.path, ...Array.from({ length: count }, (_, i) => shownPaths([entryField(field, i)], values)).flat()];
      }
      default:
        return [field.path];
    }
  });
}

interface PlacedProblems {
  /** The problems each field shows, by its path in words. */
  byField: ReadonlyMap<string, ContentProblem[]>;
  /** The field each problem shows at (its path in words), when it shows at one. */
  fieldOf: ReadonlyMap<ContentProblem, string>;
}

/** `file` is the form's file as problems name it (content/pricing.yaml). */
export function placeProblems(problems: readonly ContentProblem[], file: string, paths: readonly FieldPath[]): PlacedProblems {
  const shown = new Set(paths.map(fieldInWords));
  const byField = new Map<string, ContentProblem[]>();
  const fieldOf = new Map<ContentProblem, string>();
  for (const problem of problems) {
    if (problem.file !== file || problem.field === "") continue;
    const parts = problem.field.split(" › ");
    const nearest = parts.map((_, i) => parts.slice(0, parts.length - i).join(" › ")).find((words) => shown.has(words));
    if (nearest === undefined) continue;
    fieldOf.set(problem, nearest);
    byField.set(nearest, [...(byField.get(nearest) ?? []), problem]);
  }
  return { byField, fieldOf };
}
