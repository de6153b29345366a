import { describe, expect, it } from "vitest";
import booking from "virtual:content/booking";
import savings from "virtual:content/savings";
import { checkedContent } from "../content/node/read-content";
import { contentRootWith } from "../../tests/support/content-root";
import { raisedPrices } from "../../tests/support/raised-prices";
import { checkCrossFileRules } from "../content/cross-file-rules";
import { offersOverNotes } from "../content/offer-rules";
import type { Offer, PricingContent } from "../content/generated/pricing";
import { rebuildDays } from "../../scripts/tools/rebuild-days";
import { pricingOn } from "./dated-prices";
import { offerCovers } from "./offers";
import { quoteFor } from "./quote";
import { messageLines } from "./handoff";

// Every day here is the test's own: nothing reads today's date. The content is the fixture's (tests/fixtures/content).
const fixture = checkedContent(contentRootWith()).pricing;
const [firstTier, secondTier] = fixture.tiers;
const [wash] = fixture.washTypes;
const [size] = fixture.vehicleSizes;
/** An offer in March on the first package, every wash type and size: £2 off. */
const march: Offer = {
  words: "Fixture offer in March",
  from: "2027-03-01",
  to: "2027-03-31",
  saving: 2,
  tiers: [firstTier.id],
  washTypes: [],
  vehicleSizes: [],
};
const withOffer: PricingContent = { ...fixture, offers: [march] };
const priceOf = (pricing: PricingContent, tier = firstTier.id) => pricing.prices[wash.id][size.id][tier];

describe("an offer with dates", () => {
  it.each([
    ["the day before it", "2027-02-28", false],
    ["its first day", "2027-03-01", true],
    ["its last day", "2027-03-31", true],
    ["the day after it", "2027-04-01", false],
  ])("on %s, it lowers the prices it names and is the only offer left: %s", (_, day, on) => {
    const shown = pricingOn(withOffer, day);
    expect(priceOf(shown)).toBe(priceOf(fixture) - (on ? march.saving : 0));
    // A package it doesn't name keeps its price.
    expect(priceOf(shown, secondTier.id)).toBe(priceOf(fixture, secondTier.id));
    expect(shown.offers).toEqual(on ? [march] : undefined);
  });

  it("names every code of a list left empty, and only the codes of one that names some", () => {
    const place = { wash: wash.id, size: size.id, tier: firstTier.id };
    expect(offerCovers(march, place)).toBe(true);
    expect(offerCovers(march, { ...place, tier: secondTier.id })).toBe(false);
    expect(offerCovers({ ...march, vehicleSizes: [fixture.vehicleSizes[1].id] }, place)).toBe(false);
  });

  it("lowers the new prices once they have started, as it lowers today's before", () => {
    const raised = raisedPrices(fixture.prices);
    const both: PricingContent = { ...withOffer, newPrices: { from: "2027-03-15", prices: raised } };
    expect(priceOf(pricingOn(both, "2027-03-14"))).toBe(priceOf(fixture) - march.saving);
    expect(priceOf(pricingOn(both, "2027-03-15"))).toBe(raised[wash.id][size.id][firstTier.id] - march.saving);
  });

  it("gives the booking form's quote the lowered price and the offer's words, and the hand-off a line naming it on its days only", () => {
    const choice = { tier: firstTier.id, wash: wash.id, size: size.id };
    const quoteOn = (day: string) => quoteFor(choice, pricingOn(withOffer, day), savings, booking.customQuote);
    expect(quoteOn("2027-03-10")).toMatchObject({ single: priceOf(fixture) - march.saving, offer: { words: march.words, saving: march.saving } });
    expect(quoteOn("2027-04-01")).toEqual({ kind: "price", single: priceOf(fixture) });
    expect(messageLines(["Offer: {offer}"], { offer: march.words })).toEqual([`Offer: ${march.words}`]);
    expect(messageLines(["Offer: {offer}"], {})).toEqual([]);
  });

  it("is built again by itself on its first day and on the day after its last", () => {
    expect(rebuildDays({ pricing: withOffer })).toEqual(["2027-03-01", "2027-04-01"]);
  });
});

describe("what the check says of an offer", () => {
  const problemsOf = (pricing: PricingContent) => checkCrossFileRules({ pricing }).filter((problem) => problem.path[0] === "offers");

  it("passes a good one", () => {
    expect(problemsOf(withOffer)).toEqual([]);
  });

  it("refuses a code none of the lists has, at its place", () => {
    expect(problemsOf({ ...fixture, offers: [{ ...march, tiers: ["nonesuch"] }] })).toEqual([
      { name: "pricing", path: ["offers", 0, "tiers", 0], message: expect.stringContaining('but found "nonesuch"') as string },
    ]);
  });

  it("refuses a last day before the first", () => {
    expect(problemsOf({ ...fixture, offers: [{ ...march, to: "2027-02-01" }] })).toEqual([
      {
        name: "pricing",
        path: ["offers", 0, "to"],
        message: "Expected the offer's last day to be on or after its first day (2027-03-01), but found 2027-02-01.",
      },
    ]);
  });

  it("refuses a saving that would take a price it lowers to £0", () => {
    const [problem] = problemsOf({ ...fixture, offers: [{ ...march, saving: priceOf(fixture) }] });
    expect(problem).toMatchObject({ path: ["offers", 0, "saving"], message: expect.stringContaining(`to £0 or less`) as string });
  });

  it("asks for an offer to be removed once its last day has passed: a note, from the day after", () => {
    expect(offersOverNotes(withOffer, "en-GB", "2027-03-31")).toEqual([]);
    expect(offersOverNotes(withOffer, "en-GB", "2027-04-01")).toEqual([
      { name: "pricing", path: ["offers", 0], message: `The offer "${march.words}" ended on 31 March 2027, and the site no longer shows it: remove it.` },
    ]);
  });
});
