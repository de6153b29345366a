/**
 * What the other files do when the Pricing page's lists change, one edit at a time as the form makes them: a package
 * added (its id typed key by key), renamed and retired; values made up here, not the shipped content's.
 */
import { describe, expect, it } from "vitest";
import { followPricing, includedDefaults } from "./follow-pricing.ts";
import { newBookingTypes } from "./booking-types.ts";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import { checkCrossFileRules } from "../../content/cross-file-rules.ts";
import { checkedContent } from "../../content/node/read-content.ts";

const tier = (id: string) => ({ id, name: id.toUpperCase(), duration: "1 hour" });
const pricing = (...tiers: string[]) => ({
  tiers: tiers.map(tier),
  washTypes: [
    { id: "out", name: "Outside", schedulingSuffix: "-o" },
    { id: "all", name: "All", schedulingSuffix: "" },
  ],
  vehicleSizes: [{ id: "van", name: "Van" }],
  included: {
    rows: {
      out: [{ feature: "Wash", tiers: Object.fromEntries(tiers.map((id, i) => [id, i === 0 ? "addon" : "included"])) }],
      all: [{ feature: "Wash", tiers: Object.fromEntries(tiers.map((id) => [id, "included"])) }],
    },
  },
});
const savings = (...tiers: string[]) => ({
  heading: "Table",
  rows: tiers.map((id, i) => ({ tier: id, monthlyLoyalty: i + 1, packs: [{ blocks: 4, save: 10 }] })),
});
const booking = (quoteTier: string) => ({
  fields: { blocks: { options: [{ value: 4 }, { value: 8 }] } },
  customQuote: { tier: quoteTier, wash: "all", size: "van" },
  scheduling: { prefix: "me" },
});

/** The edits of typing a new package's code key by key, after its entry was added with an empty one. */
function typeNewCode(code: string, others: { savings: unknown; booking: unknown }) {
  let [values, now] = [pricing("bronze", "silver"), others];
  const steps = ["", ...[...code].map((_, i) => code.slice(0, i + 1))];
  for (const step of steps) {
    const next = { ...values, tiers: [...values.tiers.slice(0, 2), tier(step)] };
    now = followPricing(values, next, now);
    values = next;
  }
  return { values, others: now };
}

describe("a package added on the Pricing page", () => {
  it("brings its savings row, with a pack for each of the booking form's pack sizes and its figures left to ask", () => {
    const { others } = typeNewCode("gold", { savings: savings("bronze", "silver"), booking: booking("silver") });
    expect((others.savings as ReturnType<typeof savings>).rows.map((row) => row.tier)).toEqual(["bronze", "silver", "gold"]);
    expect((others.savings as ReturnType<typeof savings>).rows[2]).toEqual({ tier: "gold", packs: [{ blocks: 4 }, { blocks: 8 }] });
    expect(others.booking, "the custom quote names no new code").toEqual(booking("silver"));
  });

  it("starts its What's Included column as the package's before it, in the packages' order", () => {
    const before = pricing("bronze", "silver");
    const after = { ...before, tiers: [tier("bronze"), tier(""), tier("silver")] };
    const rows = (includedDefaults(before, after) as ReturnType<typeof pricing>).included.rows;
    expect(rows.out[0].tiers).toEqual({ bronze: "addon", "": "addon", silver: "included" });
    expect(Object.keys(rows.out[0].tiers)).toEqual(["bronze", "", "silver"]);
  });

  it("starts a new wash type's What's Included rows as the wash type's before it", () => {
    const before = pricing("bronze");
    const after = { ...before, washTypes: [...before.washTypes, { id: "", name: "", schedulingSuffix: "" }] };
    expect((includedDefaults(before, after) as { included: { rows: Record<string, unknown> } }).included.rows[""]).toEqual(before.included.rows.all);
  });

  it("lists the scheduling service's booking types to create for it", () => {
    expect(newBookingTypes(pricing("bronze"), pricing("bronze", "gold"), booking("bronze"))).toEqual([
      "me/gold-van-o",
      "me/gold-van-4pack-o",
      "me/gold-van-8pack-o",
      "me/gold-van",
      "me/gold-van-4pack",
      "me/gold-van-8pack",
    ]);
  });
});

describe("a package renamed or retired on the Pricing page", () => {
  it("renames its savings row and the custom quote's package with its code", () => {
    const before = pricing("bronze", "silver");
    const after = { ...before, tiers: [tier("bronze"), tier("silverplus")] };
    const others = followPricing(before, after, { savings: savings("bronze", "silver"), booking: booking("silver") });
    expect((others.savings as ReturnType<typeof savings>).rows.map((row) => row.tier)).toEqual(["bronze", "silverplus"]);
    expect((others.booking as ReturnType<typeof booking>).customQuote.tier).toBe("silverplus");
  });

  it("takes its savings row out, and empties the custom quote's package for the owner to choose again", () => {
    const before = pricing("bronze", "silver");
    const after = { ...before, tiers: [tier("silver")] };
    const others = followPricing(before, after, { savings: savings("bronze", "silver"), booking: booking("bronze") });
    expect((others.savings as ReturnType<typeof savings>).rows).toEqual([savings("bronze", "silver").rows[1]]);
    expect((others.booking as ReturnType<typeof booking>).customQuote).toEqual({ tier: "", wash: "all", size: "van" });
  });

  it("leaves the other files as they are when no list of codes changed", () => {
    const others = { savings: savings("bronze"), booking: booking("bronze") };
    const before = pricing("bronze");
    const followed = followPricing(before, { ...before, heading: "New" }, others);
    expect(followed.savings).toBe(others.savings);
    expect(followed.booking).toBe(others.booking);
  });
});

describe("what follows the Pricing page is what the content check asks of the files that follow it", () => {
  // The fixture content, and the check's own cross-file rules: both read the same declarations (src/content/file-declarations.ts).
  const content = checkedContent(PROJECT_ROOT, { contentDir: FIXTURE_CONTENT_DIR });
  const [first, ...rest] = content.pricing.tiers;
  type Packages = typeof content.pricing.tiers;
  /** The Pricing page's packages as listed (the schema asks for one at least, as the fixture has). */
  const packages = (...tiers: Packages[number][]) => tiers as Packages;
  const followersProblems = (tiers: Packages) => {
    const after = { ...content.pricing, tiers };
    const followed = followPricing(content.pricing, after, { savings: content.savings, booking: content.booking });
    const checked = { ...content, pricing: after, ...(followed as Pick<typeof content, "savings" | "booking">) };
    return checkCrossFileRules(checked).filter((problem) => problem.name !== "pricing");
  };

  it("holds before any edit: the fixture's files agree", () => {
    expect(checkCrossFileRules(content)).toEqual([]);
  });

  it.each([
    ["renamed", packages({ ...first, id: `${first.id}plus` }, ...rest)],
    ["retired", packages(...rest)],
    ["added", packages(...content.pricing.tiers, { ...first, id: "brandnew" })],
    ["moved", packages(...rest, first)],
  ])("a package %s leaves the savings table and the booking form as the check wants them", (_, tiers) => {
    expect(followersProblems(tiers)).toEqual([]);
  });
});
