import { describe, expect, it } from "vitest";
import booking from "virtual:content/booking";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import { quoteFor, type QuotePricing, type QuoteSelection } from "./quote";
import { bookingFields } from "./booking-fields";

// On the fixture content (tests/fixtures/content): its figures never change, so they are typed in.
// Its custom quote is the supreme, full, estate combination.
const customQuote = booking.customQuote;

const quote = (selection: QuoteSelection) => quoteFor(selection, pricing, savings, customQuote);

describe("quoteFor: the single-wash price of every choice", () => {
  it.each([
    ["quick", "outside", "compact", 11],
    ["deluxe", "outside", "compact", 19],
    ["supreme", "outside", "compact", 43],
    ["quick", "outside", "estate", 13],
    ["deluxe", "outside", "estate", 23],
    ["supreme", "outside", "estate", 47],
    ["quick", "full", "compact", 31],
    ["deluxe", "full", "compact", 53],
    ["supreme", "full", "compact", 97],
    ["quick", "full", "estate", 41],
    ["deluxe", "full", "estate", 59],
  ])("%s %s %s → £%i", (tier, wash, size, single) => {
    expect(quote({ tier, wash, size })).toEqual({ kind: "price", single });
  });
});

describe("quoteFor: the custom quote", () => {
  it.each<[string, QuoteSelection]>([
    ["no pack", { tier: "supreme", wash: "full", size: "estate" }],
    ["3-pack", { tier: "supreme", wash: "full", size: "estate", blocks: 3 }],
    ["9-pack written as text", { tier: "supreme", wash: "full", size: "estate", blocks: "9" }],
  ])("estate supreme full (%s) is a custom quote, even though a price is listed", (_, selection) => {
    expect(pricing.prices.full.estate.supreme).toBe(113);
    expect(quote(selection)).toEqual({ kind: "custom" });
  });

  it("follows the rule in the content", () => {
    const rule = { tier: "deluxe", wash: "outside", size: "compact" };
    expect(quoteFor({ tier: "deluxe", wash: "outside", size: "compact" }, pricing, savings, rule)).toEqual({ kind: "custom" });
    expect(quoteFor({ tier: "supreme", wash: "full", size: "estate" }, pricing, savings, rule)).toEqual({ kind: "price", single: 113 });
  });
});

describe("quoteFor: block savings", () => {
  it.each([
    ["quick", 13, 3, 9],
    ["quick", 13, 9, 27],
    ["deluxe", 23, 3, 16],
    ["deluxe", 23, 9, 44],
    ["supreme", 47, 3, 33],
    ["supreme", 47, 9, 77],
  ])("%s (£%i) %i-pack saves up to £%i", (tier, single, blocks, save) => {
    expect(quote({ tier, wash: "outside", size: "estate", blocks })).toEqual({ kind: "price", single, blockSaving: { blocks, save } });
    expect(quote({ tier, wash: "outside", size: "estate", blocks: String(blocks) })).toEqual({
      kind: "price",
      single,
      blockSaving: { blocks, save },
    });
  });

  it.each<[string, QuoteSelection]>([
    ["a block booking with no pack chosen", {}],
    ["a block booking with an empty pack", { blocks: "" }],
    ["a block booking with a null pack", { blocks: null }],
    ["a pack the savings don't list", { blocks: 7 }],
    ["a pack written oddly", { blocks: "03" }],
  ])("no saving for %s", (_, extra) => {
    expect(quote({ tier: "deluxe", wash: "full", size: "compact", ...extra })).toEqual({ kind: "price", single: 53 });
  });

  it("no saving for a tier missing from the savings table", () => {
    expect(quoteFor({ tier: "deluxe", wash: "full", size: "compact", blocks: 3 }, pricing, { rows: [] }, customQuote)).toEqual({
      kind: "price",
      single: 53,
    });
  });
});

describe("quoteFor: no quote", () => {
  it.each<[string, QuoteSelection]>([
    ["nothing chosen", {}],
    ["tier only", { tier: "deluxe" }],
    ["tier and wash", { tier: "deluxe", wash: "full" }],
    ["no tier", { wash: "full", size: "compact" }],
    ["no wash", { tier: "deluxe", size: "compact" }],
    ["no size", { tier: "deluxe", wash: "full" }],
    ["an empty tier", { tier: "", wash: "full", size: "compact" }],
    ["a null size", { tier: "deluxe", wash: "full", size: null }],
    ["a block pack without the rest", { blocks: 3 }],
    // Never invented: a combination the content has no price for.
    ["an unknown tier", { tier: "diamond", wash: "full", size: "compact" }],
    ["an unknown wash", { tier: "deluxe", wash: "interior", size: "compact" }],
    ["an unknown size", { tier: "deluxe", wash: "full", size: "xl" }],
    ["a prototype key as wash", { tier: "deluxe", wash: "constructor", size: "compact" }],
    ["a prototype key as tier", { tier: "toString", wash: "full", size: "compact" }],
    ["__proto__ as size", { tier: "deluxe", wash: "full", size: "__proto__" }],
  ])("%s", (_, selection) => {
    expect(quote(selection)).toBeNull();
  });

  it("gives no quote when the content lacks the price", () => {
    const gappy: QuotePricing = { prices: { full: { compact: { quick: 31 } } } };
    expect(quoteFor({ tier: "deluxe", wash: "full", size: "compact" }, gappy, savings, customQuote)).toBeNull();
    expect(quoteFor({ tier: "quick", wash: "full", size: "compact" }, gappy, savings, customQuote)).toEqual({ kind: "price", single: 31 });
  });
});

describe("quoteFor with the booking form's own option values", () => {
  // The form hands over option values as content holds them (pack sizes as numbers).
  const fields = bookingFields(booking.fields, pricing);
  const choices = fields.tier.options.flatMap(({ value: tier }) =>
    fields.wash.options.flatMap(({ value: wash }) => fields.size.options.map(({ value: size }) => [tier, wash, size] as const)),
  );

  it("offers every combination of the fixture's options", () => {
    expect(choices).toHaveLength(3 * 2 * 2);
  });

  it.each(choices)("%s %s %s has a price or a custom quote", (tier, wash, size) => {
    const isCustom = tier === customQuote.tier && wash === customQuote.wash && size === customQuote.size;
    expect(quote({ tier, wash, size })).toEqual(isCustom ? { kind: "custom" } : { kind: "price", single: pricing.prices[wash][size][tier] });
  });

  it.each(booking.fields.blocks.options.map(({ value }) => value))("every tier has a saving for the %i-pack", (blocks) => {
    for (const { value: tier } of fields.tier.options) {
      expect(quote({ tier, wash: "outside", size: "compact", blocks })).toMatchObject({ kind: "price", blockSaving: { blocks, save: expect.any(Number) } });
    }
  });
});
