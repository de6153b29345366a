import { raisedPrices } from "../../tests/support/raised-prices";
import { describe, expect, it } from "vitest";
import { checkedContent } from "./node/read-content";
import { contentRootWith } from "../../tests/support/content-root";
import { checkCrossFileRules } from "./cross-file-rules";
import { changeNotice, pricesValidUntil, pricingOn } from "../lib/dated-prices";
import { newPricesNotes } from "./dated-rules";
import type { PricingContent } from "./generated/pricing";

// Every day here is the test's own: nothing reads today's date. The prices are the fixture's, each raised by one.
const fixture = checkedContent(contentRootWith()).pricing;
const raised = raisedPrices(fixture.prices);
const monday = "2027-01-04";
const withNewPrices: PricingContent = { ...fixture, newPrices: { from: monday, prices: raised } };

describe("new prices from a day", () => {
  it.each([
    ["the day before", "2027-01-03", false],
    ["their first day", monday, true],
    ["a year later", "2028-01-04", true],
  ])("on %s, the site's prices are the new ones: %s", (_, day, started) => {
    const shown = pricingOn(withNewPrices, day);
    expect(shown.prices).toEqual(started ? raised : fixture.prices);
    expect(shown.newPrices).toEqual(started ? undefined : withNewPrices.newPrices);
    expect(pricesValidUntil(shown)).toBe(started ? undefined : "2027-01-03");
    expect(newPricesNotes(withNewPrices, "en-GB", day).length).toBe(started ? 1 : 0);
  });

  it("leaves a file without new prices as it is, on any day", () => {
    expect(pricingOn(fixture, monday)).toBe(fixture);
    expect(pricesValidUntil(pricingOn(fixture, monday))).toBeUndefined();
    expect(newPricesNotes(fixture, "en-GB", monday)).toEqual([]);
  });

  it("names the change's day in the notice, in words", () => {
    const notice = changeNotice(withNewPrices, monday, "en-GB");
    expect(notice).toContain("4 January");
    expect(notice).not.toContain("{day}");
  });

  it("asks, once they have started, for them to be made the prices, at the new prices", () => {
    const [note] = newPricesNotes(withNewPrices, "en-GB", "2027-01-05");
    expect(note.path).toEqual(["newPrices"]);
    expect(note.message).toContain("4 January 2027");
  });
});

describe("the new prices' table, checked as today's", () => {
  it("asks for a missing new price at its own box, and refuses one for a package that isn't", () => {
    const [wash, bySize] = Object.entries(raised)[0];
    const [size, byTier] = Object.entries(bySize)[0];
    const [tier] = Object.keys(byTier);
    const rest = Object.fromEntries(Object.entries(byTier).filter(([code]) => code !== tier));
    const gapped = { ...raised, [wash]: { ...bySize, [size]: { ...rest, unknown: 1 } } };
    const problems = checkCrossFileRules({ pricing: { ...fixture, newPrices: { from: monday, prices: gapped } } });
    expect(problems.map((problem) => problem.path)).toEqual([
      ["newPrices", "prices", wash, size, tier],
      ["newPrices", "prices", wash, size, "unknown"],
    ]);
  });
});
