import { vercelStegaSplit } from "@vercel/stega";
import { describe, expect, it } from "vitest";
import type { FieldPath, FormField } from "../schema/field-types.ts";
import { entryField, valueAt } from "../schema/field-tree.ts";
import { fixtureContent, fixtureForm, schemaFiles } from "../schema/form-fixtures.test-support.ts";
import { CONTENT_NAMES } from "../../content/names.ts";
import { drawnFrom } from "../../lib/drawn-from.ts";
import { formatDay } from "../../lib/business-day.ts";
import { markFile, markFileOnDay, markIn } from "./edit-marks.ts";
import { raisedPrices } from "../../../tests/support/raised-prices";
import type { PricingContent } from "../../content/generated/pricing.ts";

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

  it("leaves the site's language tag as written: the page writes a day in it (a closure's, a price change's), which a marked tag would stop", () => {
    const { values } = fixtureForm("site");
    const { language } = markFile("site", values, schemaFiles) as { language: string };
    expect(language).toBe((values as { language: string }).language);
    expect(formatDay("2027-01-04", language, { month: "long" })).toBe(formatDay("2027-01-04", (values as { language: string }).language, { month: "long" }));
  });

  it.each(CONTENT_NAMES)(
    "%s: a text drawn from any value (a price, a phone number, a choice, a group of them) gets that value's mark from the preview's values, and none from the site's",
    (name) => {
      const { fields, values } = fixtureForm(name);
      const marked = markFile(name, values, schemaFiles);
      // Each value the file holds (an optional group it leaves out draws nothing).
      for (const { path } of everyField(fields, values).filter(({ path }) => valueAt(values, path) !== undefined)) {
        const [key, around] = [path.at(-1)!, path.slice(0, -1)];
        const drawn = drawnFrom("the value, as drawn", valueAt(marked, around) as object, key);
        expect(markIn(drawn), path.join(" › ")).toEqual({ file: name, path });
        expect(vercelStegaSplit(drawn).cleaned).toBe("the value, as drawn");
        expect(drawnFrom("the value, as drawn", valueAt(values, around) as object, key)).toBe("the value, as drawn");
      }
    },
  );

  it("draws new prices on their first day with their own marks: a tap on one opens the new price's box, not today's", () => {
    const pricing = fixtureContent().pricing;
    const withNew: PricingContent = { ...pricing, newPrices: { from: "2027-01-04", prices: raisedPrices(pricing.prices) } };
    const [wash, sizes] = Object.entries(pricing.prices)[0]!;
    const [size, tiers] = Object.entries(sizes)[0]!;
    const tier = Object.keys(tiers)[0]!;
    const drawnOn = (day: string) => {
      const shown = markFileOnDay("pricing", withNew, schemaFiles, day);
      return { price: shown.prices[wash]![size]![tier], mark: markIn(drawnFrom("a price", shown.prices[wash]![size]!, tier))?.path };
    };
    // The day before: today's price, leading to today's box.
    expect(drawnOn("2027-01-03")).toEqual({ price: tiers[tier], mark: ["prices", wash, size, tier] });
    // The first day: the new price, leading to its own box.
    expect(drawnOn("2027-01-04")).toEqual({ price: withNew.newPrices!.prices[wash]![size]![tier], mark: ["newPrices", "prices", wash, size, tier] });
  });
});
