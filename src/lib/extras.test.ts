import { describe, expect, it } from "vitest";
import addons from "virtual:content/addons";
import booking from "virtual:content/booking";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import { chargedExtras, extraStatus, sumRanges, type ExtraContent, type IncludedRows } from "./extras";
import { quoteFor, type QuotePricing, type QuoteSelection } from "./quote";

// On the fixture content (tests/fixtures/content): its figures never change, so they are typed in.
// Its add-ons: tyre-shine (£7–£9, 15–25 min, no What's Included row) and seat-shampoo (£21, 90 min, the
// "Fixture hoover" row: not offered with the outside wash, an extra with quick and included with
// deluxe and supreme in the full valet).
const rows = pricing.included.rows;
const byId = (id: string) => {
  const extra = addons.items.find((item) => item.id === id);
  if (!extra) throw new Error(`no fixture add-on ${id}`);
  return extra;
};
const tyreShine = byId("tyre-shine");
const seatShampoo = byId("seat-shampoo");

describe("extraStatus", () => {
  it("reads the fixture add-ons as the test expects", () => {
    expect(tyreShine.includedAs).toBeUndefined();
    expect(seatShampoo.includedAs).toBe("Fixture hoover");
  });

  it.each([
    ["quick", "full", "extra"],
    ["deluxe", "full", "included"],
    ["supreme", "full", "included"],
    ["quick", "outside", "notOffered"],
    ["deluxe", "outside", "notOffered"],
    ["supreme", "outside", "notOffered"],
  ])("the seat shampoo with %s %s is %s", (tier, wash, expected) => {
    expect(extraStatus(seatShampoo, tier, wash, rows)).toBe(expected);
  });

  it.each([
    ["no tier", "", "full"],
    ["no wash", "deluxe", ""],
    ["nothing", "", ""],
    ["no tier, a wash that doesn't offer it", "", "outside"],
  ])("is an extra while the package isn't chosen (%s)", (_name, tier, wash) => {
    expect(extraStatus(seatShampoo, tier, wash, rows)).toBe("extra");
  });

  it("an add-on with no What's Included row is always an extra", () => {
    for (const tier of ["quick", "deluxe", "supreme"]) {
      for (const wash of ["outside", "full"]) expect(extraStatus(tyreShine, tier, wash, rows)).toBe("extra");
    }
  });

  it("is an extra where the table says nothing about it", () => {
    expect(extraStatus(seatShampoo, "quick", "interior", rows)).toBe("extra");
    expect(extraStatus(seatShampoo, "diamond", "full", rows)).toBe("extra");
    expect(extraStatus(seatShampoo, "quick", "constructor", rows)).toBe("extra");
    expect(extraStatus({ ...seatShampoo, includedAs: "Fixture wax" }, "deluxe", "full", rows)).toBe("extra");
  });

  it("follows the rows it is given", () => {
    const wax: ExtraContent = { id: "wax", name: "Wax", price: { from: 5, to: 5 }, time: { from: 10, to: 10 }, includedAs: "Waxing" };
    const table: IncludedRows = { out: [{ feature: "Waxing", tiers: { bronze: "included", silver: "addon", gold: "excluded" } }] };
    expect(extraStatus(wax, "bronze", "out", table)).toBe("included");
    expect(extraStatus(wax, "silver", "out", table)).toBe("extra");
    expect(extraStatus(wax, "gold", "out", table)).toBe("notOffered");
  });
});

describe("chargedExtras", () => {
  const both = ["seat-shampoo", "tyre-shine"];

  it("charges the ticked add-ons that are extras with the package, in content's order", () => {
    expect(chargedExtras({ extras: both, tier: "quick", wash: "full" }, addons.items, rows)).toEqual([tyreShine, seatShampoo]);
  });

  it("charges every ticked one while the package isn't chosen", () => {
    expect(chargedExtras({ extras: both, tier: "", wash: "" }, addons.items, rows)).toEqual([tyreShine, seatShampoo]);
  });

  it.each([
    ["included with the package", "deluxe", "full"],
    ["not offered with the wash", "quick", "outside"],
  ])("leaves out an add-on %s", (_name, tier, wash) => {
    expect(chargedExtras({ extras: both, tier, wash }, addons.items, rows)).toEqual([tyreShine]);
  });

  it("charges nothing when nothing is ticked, and ignores codes content doesn't have", () => {
    expect(chargedExtras({ extras: [], tier: "quick", wash: "full" }, addons.items, rows)).toEqual([]);
    expect(chargedExtras({ extras: ["polish"], tier: "quick", wash: "full" }, addons.items, rows)).toEqual([]);
  });
});

describe("sumRanges", () => {
  it("adds the lowest ends and the highest ends", () => {
    expect(sumRanges([])).toEqual({ from: 0, to: 0 });
    expect(
      sumRanges([
        { from: 22, to: 22 },
        { from: 15, to: 25 },
        { from: 20, to: 30 },
      ]),
    ).toEqual({ from: 57, to: 77 });
  });
});

describe("quoteFor with extras and cars", () => {
  const customQuote = booking.customQuote;
  const quote = (selection: QuoteSelection, charged: readonly ExtraContent[] = []) => quoteFor(selection, pricing, savings, customQuote, charged);
  const quickFull = { tier: "quick", wash: "full", size: "compact" };

  it("adds two extras' ranges to the package's price, and their times", () => {
    // £22 + £15–£25 + £20–£30 = £57–£77, on small literals.
    const prices: QuotePricing = { prices: { out: { van: { bronze: 22 } } } };
    const charged: ExtraContent[] = [
      { id: "a", name: "A", price: { from: 15, to: 25 }, time: { from: 10, to: 20 } },
      { id: "b", name: "B", price: { from: 20, to: 30 }, time: { from: 30, to: 30 } },
    ];
    expect(quoteFor({ tier: "bronze", wash: "out", size: "van" }, prices, { rows: [] }, customQuote, charged)).toEqual({
      kind: "price",
      single: 22,
      extras: {
        prices: [
          { from: 15, to: 25 },
          { from: 20, to: 30 },
        ],
        total: { from: 57, to: 77 },
        time: { from: 40, to: 50 },
      },
    });
  });

  it("on the fixture: £31 + £7–£9 + £21 = £59–£61, taking 105–115 minutes more", () => {
    expect(quote(quickFull, [tyreShine, seatShampoo])).toEqual({
      kind: "price",
      single: 31,
      extras: {
        prices: [
          { from: 7, to: 9 },
          { from: 21, to: 21 },
        ],
        total: { from: 59, to: 61 },
        time: { from: 105, to: 115 },
      },
    });
  });

  it("prices every car: the package alone for two cars is doubled", () => {
    expect(quote({ ...quickFull, cars: 2 })).toEqual({ kind: "price", single: 31, cars: { count: 2, total: { from: 62, to: 62 } } });
  });

  it("prices every car with its extras: three cars", () => {
    expect(quote({ ...quickFull, cars: 3 }, [tyreShine])).toEqual({
      kind: "price",
      single: 31,
      extras: { prices: [{ from: 7, to: 9 }], total: { from: 38, to: 40 }, time: { from: 15, to: 25 } },
      cars: { count: 3, total: { from: 114, to: 120 } },
    });
  });

  it("keeps the pack saving alongside the extras and the cars", () => {
    expect(quote({ tier: "quick", wash: "outside", size: "estate", blocks: 3, cars: 2 }, [tyreShine])).toEqual({
      kind: "price",
      single: 13,
      blockSaving: { blocks: 3, save: 9 },
      extras: { prices: [{ from: 7, to: 9 }], total: { from: 20, to: 22 }, time: { from: 15, to: 25 } },
      cars: { count: 2, total: { from: 40, to: 44 } },
    });
  });

  it.each<[string, QuoteSelection]>([
    ["no cars given", quickFull],
    ["one car", { ...quickFull, cars: 1 }],
  ])("with no extras and %s the quote is exactly the old one", (_name, selection) => {
    const result = quote(selection);
    expect(result).toStrictEqual({ kind: "price", single: 31 });
    expect(Object.keys(result ?? {})).toEqual(["kind", "single"]);
    expect(quoteFor(selection, pricing, savings, customQuote)).toStrictEqual({ kind: "price", single: 31 });
  });

  it("the custom quote stays a custom quote with extras and cars", () => {
    expect(quote({ ...customQuote, cars: 2 }, [tyreShine])).toEqual({ kind: "custom" });
  });

  it("no quote until the package is chosen, extras or not", () => {
    expect(quote({ tier: "quick", wash: "full", cars: 2 }, [tyreShine])).toBeNull();
  });
});
