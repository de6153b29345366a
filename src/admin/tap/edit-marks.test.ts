import { vercelStegaSplit } from "@vercel/stega";
import { describe, expect, it } from "vitest";
import type { FieldPath, FormField } from "../form/schema/field-types.ts";
import { entryField, valueAt } from "../form/schema/field-tree.ts";
import { fixtureForm, schemaFiles } from "../form/form-fixtures.test-support.ts";
import { CONTENT_NAMES } from "../../content/names.ts";
import { PAGES } from "../../lib/site-paths.ts";
import { markFile, markIn } from "./edit-marks.ts";
import { priceOfLink } from "./tapped.ts";

/** Every field of a file with its path, list entries by position, as the values have them. */
function everyField(fields: readonly FormField[], values: unknown): { field: FormField; path: FieldPath }[] {
  return fields.flatMap((field) => {
    const here = { field, path: field.path };
    if (field.kind === "group" || field.kind === "code-table") return [here, ...everyField(field.fields, values)];
    if (field.kind !== "list") return [here];
    const entries = valueAt(values, field.path);
    return [here, ...(Array.isArray(entries) ? entries.flatMap((_, at) => everyField([entryField(field, at)], values)) : [])];
  });
}

const isProse = (field: FormField) => (field.kind === "text" && field.input === undefined) || field.kind === "paragraph";

describe("the preview's edit marks", () => {
  it.each(CONTENT_NAMES)("%s: each prose text carries its own file and path, reads as before, and nothing else is changed", (name) => {
    const { fields, values } = fixtureForm(name);
    const marked = markFile(name, values, schemaFiles);
    for (const { field, path } of everyField(fields, values)) {
      const before = valueAt(values, path);
      const after = valueAt(marked, path);
      if (isProse(field) && typeof before === "string" && before.trim() !== "") {
        expect(markIn(after as string), path.join(" › ")).toEqual({ file: name, path });
        expect(vercelStegaSplit(after as string).cleaned).toBe(before);
      } else if (field.kind !== "group" && field.kind !== "code-table" && field.kind !== "list") {
        // Codes, ids, addresses, emails, phone numbers, dates, photos and numbers: as they were.
        expect(after, path.join(" › ")).toEqual(before);
      }
    }
  });

  it("a booking link's package, wash type and size name its price in the price table; a pack of washes or another link names none", () => {
    const book = PAGES.book.path;
    expect(priceOfLink(`${book}?tier=gold&wash=inout&size=medium`)).toEqual({ file: "pricing", path: ["prices", "inout", "medium", "gold"] });
    expect(priceOfLink(`${book}?type=block&blocks=6&tier=gold&wash=inout&size=medium`)).toBeUndefined();
    expect(priceOfLink(`${book}?tier=gold`)).toBeUndefined();
    expect(priceOfLink(PAGES.contact.path)).toBeUndefined();
  });
});
