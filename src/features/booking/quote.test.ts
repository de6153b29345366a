import { describe, expect, it } from "vitest";
import booking from "virtual:content/booking";
import shippedPricing from "virtual:content/pricing";
import shippedSavings from "virtual:content/savings";
import { quoteFor, type CustomQuoteRule, type QuotePricing, type QuoteSavings, type QuoteSelection } from "./quote";

// The brief's figures (product-spec.md point 9), typed in as the content holds them.
const pricing: QuotePricing = {
  prices: {
    exterior: {
      small: { express: 15, silver: 22, gold: 40, platinum: 75 },
      medium: { express: 17, silver: 25, gold: 48, platinum: 90 },
      large: { express: 22, silver: 30, gold: 60, platinum: 110 },
    },
    inout: {
      small: { express: 26, silver: 30, gold: 70, platinum: 120 },
      medium: { express: 28, silver: 34, gold: 85, platinum: 140 },
      large: { express: 32, silver: 37, gold: 100, platinum: 170 },
    },
  },
};
const savings: QuoteSavings = {
  rows: [
    { tier: "express", packs: [{ blocks: 6, save: 8 }, { blocks: 12, save: 18 }] },
    { tier: "silver", packs: [{ blocks: 6, save: 14 }, { blocks: 12, save: 29 }] },
    { tier: "gold", packs: [{ blocks: 6, save: 25 }, { blocks: 12, save: 51 }] },
    { tier: "platinum", packs: [{ blocks: 6, save: 36 }, { blocks: 12, save: 85 }] },
  ],
};
const customQuote: CustomQuoteRule = { tier: "platinum", wash: "inout", size: "large" };

const quote = (selection: QuoteSelection) => quoteFor(selection, pricing, savings, customQuote);

describe("quoteFor: the single-wash price of every choice", () => {
  it.each([
    ["express", "exterior", "small", 15],
    ["silver", "exterior", "small", 22],
    ["gold", "exterior", "small", 40],
    ["platinum", "exterior", "small", 75],
    ["express", "exterior", "medium", 17],
    ["silver", "exterior", "medium", 25],
    ["gold", "exterior", "medium", 48],
    ["platinum", "exterior", "medium", 90],
    ["express", "exterior", "large", 22],
    ["silver", "exterior", "large", 30],
    ["gold", "exterior", "large", 60],
    ["platinum", "exterior", "large", 110],
    ["express", "inout", "small", 26],
    ["silver", "inout", "small", 30],
    ["gold", "inout", "small", 70],
    ["platinum", "inout", "small", 120],
    ["express", "inout", "medium", 28],
    ["silver", "inout", "medium", 34],
    ["gold", "inout", "medium", 85],
    ["platinum", "inout", "medium", 140],
    ["express", "inout", "large", 32],
    ["silver", "inout", "large", 37],
    ["gold", "inout", "large", 100],
  ])("%s %s %s → £%i", (tier, wash, size, single) => {
    expect(quote({ tier, wash, size })).toEqual({ kind: "price", single });
  });
});

describe("quoteFor: the custom quote", () => {
  it.each<[string, QuoteSelection]>([
    ["single", { tier: "platinum", wash: "inout", size: "large" }],
    ["no type yet", { tier: "platinum", wash: "inout", size: "large" }],
    ["6-pack", { tier: "platinum", wash: "inout", size: "large", blocks: 6 }],
    ["12-pack", { tier: "platinum", wash: "inout", size: "large", blocks: "12" }],
  ])("large platinum in & out (%s) is a custom quote, even though a price is listed", (_, selection) => {
    expect(quote(selection)).toEqual({ kind: "custom" });
  });

  it("follows the rule in the content", () => {
    expect(quoteFor({ tier: "gold", wash: "exterior", size: "small" }, pricing, savings, { tier: "gold", wash: "exterior", size: "small" })).toEqual({
      kind: "custom",
    });
    expect(quoteFor({ tier: "platinum", wash: "inout", size: "large" }, pricing, savings, { tier: "gold", wash: "exterior", size: "small" })).toEqual({
      kind: "price",
      single: 170,
    });
  });
});

describe("quoteFor: block savings", () => {
  it.each([
    ["express", 6, 8],
    ["express", 12, 18],
    ["silver", 6, 14],
    ["silver", 12, 29],
    ["gold", 6, 25],
    ["gold", 12, 51],
    ["platinum", 6, 36],
    ["platinum", 12, 85],
  ])("%s %i-pack saves up to £%i", (tier, blocks, save) => {
    const single = pricing.prices.exterior.medium[tier];
    expect(quote({ tier, wash: "exterior", size: "medium", blocks })).toEqual({ kind: "price", single, blockSaving: { blocks, save } });
    expect(quote({ tier, wash: "exterior", size: "medium", blocks: String(blocks) })).toEqual({
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
    ["a pack written oddly", { blocks: "06" }],
  ])("no saving for %s", (_, extra) => {
    expect(quote({ tier: "gold", wash: "inout", size: "small", ...extra })).toEqual({ kind: "price", single: 70 });
  });

  it("no saving for a tier missing from the savings table", () => {
    expect(quoteFor({ tier: "gold", wash: "inout", size: "small", blocks: 6 }, pricing, { rows: [] }, customQuote)).toEqual({
      kind: "price",
      single: 70,
    });
  });
});

describe("quoteFor: no quote", () => {
  it.each<[string, QuoteSelection]>([
    ["nothing chosen", {}],
    ["tier only", { tier: "gold" }],
    ["tier and wash", { tier: "gold", wash: "inout" }],
    ["no tier", { wash: "inout", size: "small" }],
    ["no wash", { tier: "gold", size: "small" }],
    ["no size", { tier: "gold", wash: "inout" }],
    ["an empty tier", { tier: "", wash: "inout", size: "small" }],
    ["a null size", { tier: "gold", wash: "inout", size: null }],
    ["a block pack without the rest", { blocks: 6 }],
    // Never invented: a combination the content has no price for.
    ["an unknown tier", { tier: "diamond", wash: "inout", size: "small" }],
    ["an unknown wash", { tier: "gold", wash: "interior", size: "small" }],
    ["an unknown size", { tier: "gold", wash: "inout", size: "xl" }],
    ["a prototype key as wash", { tier: "gold", wash: "constructor", size: "small" }],
    ["a prototype key as tier", { tier: "toString", wash: "inout", size: "small" }],
    ["__proto__ as size", { tier: "gold", wash: "inout", size: "__proto__" }],
  ])("%s", (_, selection) => {
    expect(quote(selection)).toBeNull();
  });

  it("gives no quote when the content lacks the price", () => {
    const gappy: QuotePricing = { prices: { inout: { small: { express: 26 } } } };
    expect(quoteFor({ tier: "gold", wash: "inout", size: "small" }, gappy, savings, customQuote)).toBeNull();
    expect(quoteFor({ tier: "express", wash: "inout", size: "small" }, gappy, savings, customQuote)).toEqual({ kind: "price", single: 26 });
  });
});

describe("quoteFor with the shipped content", () => {
  const choices = booking.fields.tier.options.flatMap(({ value: tier }) =>
    booking.fields.wash.options.flatMap(({ value: wash }) => booking.fields.size.options.map(({ value: size }) => [tier, wash, size] as const)),
  );

  it.each(choices)("%s %s %s has a price or a custom quote", (tier, wash, size) => {
    const result = quoteFor({ tier, wash, size }, shippedPricing, shippedSavings, booking.customQuote);
    const isCustom = tier === booking.customQuote.tier && wash === booking.customQuote.wash && size === booking.customQuote.size;
    expect(result).toEqual(isCustom ? { kind: "custom" } : { kind: "price", single: expect.any(Number) });
  });

  it.each(booking.fields.blocks.options.map(({ value }) => value))("every tier has a saving for the %i-pack", (blocks) => {
    for (const { value: tier } of booking.fields.tier.options) {
      const result = quoteFor({ tier, wash: "exterior", size: "small", blocks }, shippedPricing, shippedSavings, booking.customQuote);
      expect(result).toMatchObject({ kind: "price", blockSaving: { blocks, save: expect.any(Number) } });
    }
  });
});
