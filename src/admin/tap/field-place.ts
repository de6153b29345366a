/**
 * From a tap's mark to the field the owner means, and where that field is, in the form's own words.
 */
import type { FieldPath, FormField } from "../schema/field-types.ts";
import { entryName, fieldAt, valueAt } from "../schema/field-tree.ts";

/** A value that says where something is or what it is called in code: it travels with the words it goes with. */
const isAddressOrPhoto = (field: FormField) => field.kind === "photo" || (field.kind === "text" && (field.input === "url" || field.input === "code"));

/**
 * The field a tap on marked words opens. A photo's description or a link's words open their group, so the photo or
 * the link's address is there too; other words open their own field.
 */
export function fieldToOpen(fields: readonly FormField[], path: FieldPath, onPhotoOrLink: boolean): FieldPath | undefined {
  if (!fieldAt(fields, path)) return undefined;
  if (!onPhotoOrLink || path.length < 2) return path;
  const parent = fieldAt(fields, path.slice(0, -1));
  return parent?.kind === "group" && parent.fields.some(isAddressOrPhoto) ? path.slice(0, -1) : path;
}

/**
 * Where the field at `path` sits, in the form's words: the names of the groups and list entries around it
 * ("Prices › Interior + Exterior › Saloon / Small SUV"; "Questions › How long does it take?").
 */
export const placeInWords = (fields: readonly FormField[], values: unknown, path: FieldPath): string => fieldInOwnerWords(fields, values, path.slice(0, -1));

/**
 * The field at `path` in the form's words, the groups and list entries around it first ("Social links › Pixelfed ›
 * Url"), as far as the form has fields on the way.
 */
export function fieldInOwnerWords(fields: readonly FormField[], values: unknown, path: FieldPath): string {
  const words: string[] = [];
  for (let depth = 1; depth <= path.length; depth++) {
    const part = path[depth - 1];
    const field = fieldAt(fields, path.slice(0, depth));
    if (!field) break;
    const parent = depth > 1 ? fieldAt(fields, path.slice(0, depth - 1)) : undefined;
    // A list entry is named by its summary (its question), not by "Question 3".
    if (parent?.kind === "list" && typeof part === "number") words.push(entryName(parent, valueAt(values, path.slice(0, depth)), part));
    else words.push(field.label);
  }
  return words.join(" › ");
}

/** The path of a field from its element id (form-context.ts's fieldId: "field-items.2.answer"). */
export function pathOfFieldId(id: string): FieldPath | undefined {
  if (!id.startsWith("field-")) return undefined;
  return id
    .slice("field-".length)
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
