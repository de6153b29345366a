/**
 * The link from what the preview draws to the field that holds it, carried in the drawn words themselves: each
 * text the owner writes as prose (the form's "text" with no keyboard of its own, and "paragraph") gets its file and
 * path appended as invisible characters, as Vercel's Content Link does (`@vercel/stega`). The site's own components
 * draw the marked words unchanged, so a tap on them in the preview can be read back to its field.
 *
 * Only the editor's preview store marks content (preview/live-content.ts); the site's build never does, so the
 * public pages carry no mark. Codes, ids, addresses, emails, phone numbers, dates and photo paths are never
 * marked: the site uses them in links, HTML ids and comparisons. Nor are numbers and choices, which are no text. Where
 * the page draws one of those (a price range, a saving, a phone number, a package's ✓), the component that draws it
 * appends the value's mark to the text it makes (src/lib/drawn-from.ts's `drawnFrom`): every object and list copied
 * here says how, and on the public pages no object does.
 */
import { vercelStegaCombine, vercelStegaDecode, vercelStegaEncode } from "@vercel/stega";
import { CONTENT_NAMES, type ContentName } from "../../content/names.ts";
import { schemaFile } from "../../content/schema-texts.ts";
import { fileOnDay } from "../../lib/dated-prices.ts";
import type { ContentFiles } from "../../content/generated/content-files.ts";
import { markDrawnValues } from "../../lib/drawn-from.ts";
import type { FieldPath, FormField } from "../schema/field-types.ts";
import { entryField, isPlainObject } from "../schema/field-tree.ts";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";

/** Where a drawn text comes from: its file and its path in that file's values. */
export interface EditMark {
  file: ContentName;
  path: FieldPath;
}

/** As encoded: short keys, as every marked string carries it. */
interface Encoded {
  f: string;
  p: (string | number)[];
}

const isProse = (field: FormField) => (field.kind === "text" && field.input === undefined) || field.kind === "paragraph";

/** `value` (found at `path` of the file) with every prose text in it marked, following its field; the rest as it is. */
function markValue(file: ContentName, field: FormField, value: unknown, path: (string | number)[]): unknown {
  if (isProse(field)) {
    // An empty text stays empty: a component that draws nothing for it must still draw nothing.
    return typeof value === "string" && value.trim() !== "" ? vercelStegaCombine(value, { f: file, p: path } satisfies Encoded, false) : value;
  }
  if (field.kind === "list" && Array.isArray(value)) {
    return drawable(
      file,
      value.map((entry, at) => markValue(file, entryField(field, at), entry, [...path, at])),
      path,
    );
  }
  if ((field.kind === "group" || field.kind === "code-table") && isPlainObject(value)) {
    return markFields(file, field.fields, value, path);
  }
  return value;
}

function markFields(file: ContentName, fields: readonly FormField[], value: Record<string, unknown>, path: (string | number)[]): Record<string, unknown> {
  const marked = { ...value };
  for (const field of fields) {
    if (Object.hasOwn(value, field.key)) marked[field.key] = markValue(file, field, value[field.key], [...path, field.key]);
  }
  return drawable(file, marked, path);
}

/** `copy`, the preview's own copy of the object or list at `path`: a text drawn from one of its values gets that value's mark. */
function drawable<T extends object>(file: ContentName, copy: T, path: (string | number)[]): T {
  markDrawnValues(copy, (key) => vercelStegaEncode({ f: file, p: [...path, key] } satisfies Encoded));
  return copy;
}

/** One file's values (as its schema has checked them) with each prose text marked with its file and path. */
export function markFile<Data>(file: ContentName, data: Data, schemas: SchemaFiles): Data {
  if (!isPlainObject(data)) return data;
  // Marking changes only the texts' invisible characters: the values keep their shape, so their type.
  return markFields(file, fileFields(schemaFile(file), data, schemas), data, []) as Data;
}

/**
 * One file as the preview draws it on `day`: marked first, then shown as a visitor sees it that day (fileOnDay). The
 * other way round, new prices drawn on their first day would carry today's prices' marks, and a tap on one would open
 * today's box instead of the new price's.
 */
export const markFileOnDay = <Name extends ContentName & keyof ContentFiles>(
  file: Name,
  data: ContentFiles[Name],
  schemas: SchemaFiles,
  day: string,
): ContentFiles[Name] => fileOnDay(file, markFile(file, data, schemas), day);

/** The file and path a drawn text was marked with, if any (the first, where several texts were joined). */
export function markIn(text: string | null | undefined): EditMark | undefined {
  if (!text) return undefined;
  let decoded: unknown;
  try {
    decoded = vercelStegaDecode<unknown>(text);
  } catch {
    return undefined;
  }
  if (!isPlainObject(decoded)) return undefined;
  const { f, p } = decoded as Partial<Encoded>;
  const file = CONTENT_NAMES.find((name) => name === f);
  const path = Array.isArray(p) && p.every((part) => typeof part === "string" || typeof part === "number") ? p : undefined;
  return file && path ? { file, path } : undefined;
}

/**
 * Whether a text holds a mark, cheaply: every encoded mark starts with four zero-width spaces (the library's own
 * prefix), which no owner types.
 */
const MARK_START = "\u200b\u200b\u200b\u200b";
export const hasMark = (text: string | null | undefined): boolean => Boolean(text?.includes(MARK_START));
