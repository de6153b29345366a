/**
 * Walking the fields together with the values: the field of one list entry, the value at a path, a
 * changed copy of the values, and the value a new entry starts with.
 */
import { shownText } from "./template-words.ts";
import type { FieldPath, FormField, ListField } from "./field-types.ts";

type Plain = Record<string, unknown>;
export const isPlainObject = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether two values are the same data (as YAML or JSON would write them; key order aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((entry, i) => sameValue(entry, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** A field with the list position at `depth` of its path (and of every field inside it) set to `index`. */
function atPosition(field: FormField, depth: number, index: number): FormField {
  const path = field.path.map((part, i) => (i === depth ? index : part));
  switch (field.kind) {
    case "list":
      return { ...field, path, item: atPosition(field.item, depth, index) };
    case "group":
    case "code-table":
      return { ...field, path, fields: field.fields.map((child) => atPosition(child, depth, index)) };
    default:
      return { ...field, path };
  }
}

/** The field of the list's entry at `index`: the list's item field, its paths pointing at that entry. */
export const entryField = (list: ListField, index: number): FormField => atPosition(list.item, list.path.length, index);

/** The value at `path`, or undefined where the values have nothing there. */
export function valueAt(values: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((node, part) => (Array.isArray(node) || isPlainObject(node) ? (node as Plain)[part as string] : undefined), values);
}

/**
 * A copy of the values with `value` at `path` (the rest shared, not copied), making the objects on the way
 * where there are none. Undefined removes the key (a list entry is replaced, never removed, here).
 */
export function setValueAt(values: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [part, ...rest] = path;
  if (Array.isArray(values) && typeof part === "number") {
    const copy = [...values];
    copy[part] = setValueAt(values[part], rest, value);
    return copy;
  }
  const copy: Plain = isPlainObject(values) ? { ...values } : {};
  const next = setValueAt(copy[part as string], rest, value);
  if (next === undefined) delete copy[part as string];
  else copy[part as string] = next;
  return copy;
}

/**
 * The value a new entry starts with: empty texts and numbers (the check asks for them), no for yes/no, the
 * fewest entries its lists need, and every code its code tables had (a new row of the What's Included
 * table gets one cell per package).
 */
export function emptyValue(field: FormField): unknown {
  switch (field.kind) {
    case "group":
      return Object.fromEntries(field.fields.filter((child) => child.required).map((child) => [child.key, emptyValue(child)]));
    case "code-table":
      return Object.fromEntries(field.fields.map((child) => [child.key, emptyValue(child)]));
    case "list":
      return Array.from({ length: field.min ?? 0 }, () => emptyValue(field.item));
    case "yes/no":
      return false;
    case "number":
    case "choice":
    case "photo":
      return undefined;
    default:
      return "";
  }
}

/**
 * What names a list entry: for entries of several values, the text of its summary ("How long does it
 * take?"), the name of its code ("Gold" for gold), its number with what it counts ("Block pack: 6 washes"), or
 * "Question 3" while that is empty (or a code has no name); for single values, always its place ("Paragraph 2").
 */
export function entryName(list: ListField, entry: unknown, index: number): string {
  const summary = list.summaryKey && isPlainObject(entry) ? entry[list.summaryKey] : undefined;
  const byPlace = `${list.item.label} ${index + 1}`;
  if (typeof summary === "number" && list.item.kind === "group") {
    const counted = list.item.fields.find((field) => field.key === list.summaryKey)?.label.toLowerCase();
    return `${list.item.label}: ${summary}${counted ? ` ${counted}` : ""}`;
  }
  const words = typeof summary === "string" ? summary.trim() : "";
  if (list.codeNames) return list.codeNames[words] ?? byPlace;
  // A summary the page fills in names its figures as what they become (template-words.ts).
  const template = list.item.kind === "group" ? list.item.fields.find((field) => field.key === list.summaryKey)?.template : undefined;
  return (template ? shownText(words, template) : words) || byPlace;
}

/** The field at a path of the values: a list entry's fields by position, a code table's by code. */
export function fieldAt(fields: readonly FormField[], path: FieldPath): FormField | undefined {
  let found: FormField | undefined = fields.find((field) => field.key === path[0]);
  for (const part of path.slice(1)) {
    if (!found) return undefined;
    if (found.kind === "list") found = typeof part === "number" ? entryField(found, part) : undefined;
    else if (found.kind === "group" || found.kind === "code-table") found = found.fields.find((child) => child.key === part);
    else return undefined;
  }
  return found;
}
