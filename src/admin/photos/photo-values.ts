/** The photos a part of the file names, to remove their files with it when nothing else names them. */
import type { FormField } from "../schema/field-types.ts";
import { entryField, isPlainObject } from "../schema/field-tree.ts";

/** The photos (photos/<file>) named under a field, in this value. */
export function photosIn(field: FormField, value: unknown): string[] {
  switch (field.kind) {
    case "photo":
      return typeof value === "string" && value !== "" ? [value] : [];
    case "group":
    case "code-table":
      return isPlainObject(value) ? field.fields.flatMap((child) => photosIn(child, value[child.key])) : [];
    case "list":
      return Array.isArray(value) ? value.flatMap((entry, i) => photosIn(entryField(field, i), entry)) : [];
    default:
      return [];
  }
}

/** Whether any text in the values is exactly this photo's name. */
export function namesPhoto(values: unknown, photo: string): boolean {
  if (values === photo) return true;
  if (Array.isArray(values)) return values.some((entry) => namesPhoto(entry, photo));
  if (isPlainObject(values)) return Object.values(values).some((entry) => namesPhoto(entry, photo));
  return false;
}
