import { describe, expect, it } from "vitest";
import { BOOKING_RULES } from "../../tests/fixtures/booking/booking-rules";
import {
  MAX_PARAM_LENGTH,
  bookingQuery,
  bookingRules,
  formSearch,
  initialChoice,
  parseBookingQuery,
  schedulingPath as pathOf,
  type BookingChoice,
  type BookingParams,
  type BookingRules,
} from "./booking-selection";

const TIERS = BOOKING_RULES.tiers;
const SIZES = BOOKING_RULES.sizes;
const WASHES = BOOKING_RULES.washes.map((wash) => wash.value);

/** The path the calendar would mount for a query, or null for the "Sorry" message. */
function schedulingPath(params: BookingParams, rules: BookingRules = BOOKING_RULES): string | null {
  const selection = parseBookingQuery(params, rules).bookable;
  return selection === null ? null : pathOf(selection, "prefix", rules);
}
const selectionFromParams = (params: BookingParams) => parseBookingQuery(params, BOOKING_RULES).bookable;

/** Every valid booking, with its path spelt out by hand: 4 tiers × 3 sizes × 2 washes × (single, 6, 12). */
const PACKS = [
  { type: "single", blocks: undefined, part: "" },
  { type: "block", blocks: "6", part: "-6pack" },
  { type: "block", blocks: "12", part: "-12pack" },
] as const;
const validCases = TIERS.flatMap((tier) =>
  SIZES.flatMap((size) =>
    WASHES.flatMap((wash) =>
      PACKS.map(({ type, blocks, part }) => {
        const query = new URLSearchParams({ location: "home", type, tier, wash, size });
        if (blocks !== undefined) query.set("blocks", blocks);
        const expected = "prefix/" + tier + "-" + size + part + (wash === "exterior" ? "-ext" : "");
        return [query.toString(), expected] as const;
      }),
    ),
  ),
);

describe("schedulingPath: every valid selection", () => {
  it("covers all 72 combinations, each with its own path", () => {
    expect(validCases).toHaveLength(72);
    expect(new Set(validCases.map(([, path]) => path)).size).toBe(72);
  });

  it.each(validCases)("?%s → %s", (query, expected) => {
    expect(schedulingPath(new URLSearchParams(query))).toBe(expected);
  });

  it.each([
    ["gold medium exterior 6-pack", "type=block&blocks=6&tier=gold&wash=exterior&size=medium", "prefix/gold-medium-6pack-ext"],
    ["gold medium in & out single", "type=single&tier=gold&wash=inout&size=medium", "prefix/gold-medium"],
    ["large platinum in & out still gets a path", "type=single&tier=platinum&wash=inout&size=large", "prefix/platinum-large"],
    ["large platinum in & out 12-pack", "type=block&blocks=12&tier=platinum&wash=inout&size=large", "prefix/platinum-large-12pack"],
    ["express small exterior single", "type=single&tier=express&wash=exterior&size=small", "prefix/express-small-ext"],
  ])("%s", (_, query, expected) => {
    expect(schedulingPath(new URLSearchParams(query))).toBe(expected);
  });
});

describe("schedulingPath: what is accepted around the values", () => {
  it.each([
    ["no location (optional)", "type=single&tier=gold&wash=inout&size=medium", "prefix/gold-medium"],
    ["location us", "location=us&type=single&tier=gold&wash=inout&size=medium", "prefix/gold-medium"],
    ["an empty location, as absent", "location=&type=single&tier=gold&wash=inout&size=medium", "prefix/gold-medium"],
    ["an empty blocks for a single wash, as the form sends it", "type=single&blocks=&tier=gold&wash=inout&size=medium", "prefix/gold-medium"],
    ["parameters in any order", "size=medium&wash=inout&blocks=6&tier=gold&type=block", "prefix/gold-medium-6pack"],
    ["other parameters (tracking) are ignored", "type=single&tier=gold&wash=inout&size=medium&utm_source=leaflet&fbclid=x<y", "prefix/gold-medium"],
    ["percent-encoded plain letters", "type=single&tier=%67old&wash=inout&size=medium", "prefix/gold-medium"],
  ])("%s", (_, query, expected) => {
    expect(schedulingPath(new URLSearchParams(query))).toBe(expected);
  });

  it("reads a plain record too", () => {
    expect(schedulingPath({ type: "block", blocks: "12", tier: "silver", wash: "exterior", size: "large", location: undefined })).toBe(
      "prefix/silver-large-12pack-ext",
    );
  });
});

const base = { location: "home", type: "single", tier: "gold", wash: "inout", size: "medium" };
const block = { ...base, type: "block", blocks: "6" };
const query = (record: Record<string, string>) => new URLSearchParams(record).toString();
const without = (record: Record<string, string>, name: string) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
const long = "g".repeat(MAX_PARAM_LENGTH + 1);

describe("schedulingPath: no path", () => {
  it.each([
    // Missing values (each required one in turn).
    ["no parameters at all", ""],
    ["no tier", query(without(base, "tier"))],
    ["no wash", query(without(base, "wash"))],
    ["no size", query(without(base, "size"))],
    ["no type", query(without(base, "type"))],
    ["no blocks for a block booking", query(without(block, "blocks"))],
    ["an empty blocks for a block booking", query({ ...block, blocks: "" })],
    ["an empty tier", query({ ...base, tier: "" })],
    // Values that aren't allowed.
    ["unknown tier", query({ ...base, tier: "diamond" })],
    ["unknown wash", query({ ...base, wash: "interior" })],
    ["unknown size", query({ ...base, size: "xl" })],
    ["unknown type", query({ ...base, type: "subscription" })],
    ["unknown location", query({ ...base, location: "work" })],
    ["blocks 7", query({ ...block, blocks: "7" })],
    ["blocks 0", query({ ...block, blocks: "0" })],
    ["blocks 06", query({ ...block, blocks: "06" })],
    ["blocks 6.0", query({ ...block, blocks: "6.0" })],
    ["blocks +6", query({ ...block, blocks: "+6" })],
    ["blocks six", query({ ...block, blocks: "six" })],
    ["type single with blocks 6", query({ ...base, blocks: "6" })],
    ["type single with blocks 12", query({ ...base, blocks: "12" })],
    // Only the exact lower-case codes: the form never sends anything else, and one booking keeps one URL.
    ["upper-case GOLD", query({ ...base, tier: "GOLD" })],
    ["capitalised Gold", query({ ...base, tier: "Gold" })],
    ["upper-case location", query({ ...base, location: "HOME" })],
    ["upper-case type", query({ ...base, type: "Single" })],
    // White space is not trimmed.
    ["a leading space", "type=single&tier=%20gold&wash=inout&size=medium"],
    ["a trailing plus (space)", "type=single&tier=gold+&wash=inout&size=medium"],
    ["a space in the middle", query({ ...base, size: "med ium" })],
    ["a tab", query({ ...base, wash: "inout\t" })],
    // Injected characters.
    ["gold<script>", query({ ...base, tier: "gold<script>" })],
    ["<script>alert(1)</script>", query({ ...base, tier: "<script>alert(1)</script>" })],
    ["gold%00 (a NUL character)", "type=single&tier=gold%00&wash=inout&size=medium"],
    ["gold%2500 (a literal %00)", "type=single&tier=gold%2500&wash=inout&size=medium"],
    ["a path", query({ ...base, tier: "../gold" })],
    ["a slash", query({ ...base, size: "medium/extra" })],
    ["a quote", query({ ...base, tier: 'gold"' })],
    ["a line break", query({ ...base, size: "medium\n" })],
    ["a prototype key", query({ ...base, tier: "constructor" })],
    ["__proto__", query({ ...base, tier: "__proto__" })],
    // Too long.
    [`a tier of ${MAX_PARAM_LENGTH + 1} characters`, query({ ...base, tier: long })],
    [`an ignored location of ${MAX_PARAM_LENGTH + 1} characters`, query({ ...base, location: long })],
    [`a blocks of ${MAX_PARAM_LENGTH + 1} characters`, query({ ...block, blocks: "6".repeat(MAX_PARAM_LENGTH + 1) })],
    // Repeated parameters, even when the values agree.
    ["tier twice", `${query(base)}&tier=gold`],
    ["tier twice, different", `${query(base)}&tier=silver`],
    ["type twice", `${query(block)}&type=single`],
    ["blocks twice", `${query(block)}&blocks=6`],
    ["location twice", `${query(base)}&location=home`],
    ["an empty blocks twice", `${query(base)}&blocks=&blocks=`],
  ])("%s: ?%s", (_, search) => {
    const params = new URLSearchParams(search);
    expect(selectionFromParams(params)).toBeNull();
    expect(schedulingPath(params)).toBeNull();
  });

  it.each<[string, BookingParams]>([
    ["an empty record", {}],
    ["a record without size", { type: "single", tier: "gold", wash: "inout" }],
    ["a record with blocks for a single wash", { type: "single", blocks: "6", tier: "gold", wash: "inout", size: "small" }],
    ["a record with a bad value", { type: "single", tier: "gold;", wash: "inout", size: "small" }],
  ])("%s", (_, params) => {
    expect(schedulingPath(params)).toBeNull();
  });

  it("follows the allowed values it is given", () => {
    const narrow: BookingRules = { ...BOOKING_RULES, tiers: ["gold"], packs: [6] };
    expect(schedulingPath(new URLSearchParams(query(block)), narrow)).toBe("prefix/gold-medium-6pack");
    expect(schedulingPath(new URLSearchParams(query({ ...block, blocks: "12" })), narrow)).toBeNull();
    expect(schedulingPath(new URLSearchParams(query({ ...base, tier: "silver" })), narrow)).toBeNull();
  });
});

describe("the selection the calendar books", () => {
  it.each([
    ["a single wash", query(base), { location: "home", type: "single", blocks: "", tier: "gold", wash: "inout", size: "medium" }],
    ["a block booking", query(block), { location: "home", type: "block", blocks: "6", tier: "gold", wash: "inout", size: "medium" }],
    ["no location", query(without(block, "location")), { location: "", type: "block", blocks: "6", tier: "gold", wash: "inout", size: "medium" }],
    ["visit us, 12-pack", query({ ...block, location: "us", blocks: "12" }), { location: "us", type: "block", blocks: "12", tier: "gold", wash: "inout", size: "medium" }],
  ])("%s", (_, search, expected) => {
    expect(selectionFromParams(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("what each choice does comes from the rules, not from codes", () => {
  const renamed: BookingRules = {
    locations: [
      { value: "drive", checksPostcode: false },
      { value: "doorstep", checksPostcode: true },
    ],
    types: [
      { value: "bundle", choosesPack: true },
      { value: "one-off", choosesPack: false },
    ],
    packs: [4],
    tiers: ["bronze"],
    washes: [{ value: "outside", schedulingSuffix: "-out" }],
    sizes: ["van"],
  };

  it("a pack is needed by whichever type takes one, and the wash's own suffix ends the path", () => {
    expect(schedulingPath(new URLSearchParams("type=bundle&blocks=4&tier=bronze&wash=outside&size=van"), renamed)).toBe("prefix/bronze-van-4pack-out");
    expect(schedulingPath(new URLSearchParams("type=bundle&tier=bronze&wash=outside&size=van"), renamed)).toBeNull();
    expect(schedulingPath(new URLSearchParams("type=one-off&tier=bronze&wash=outside&size=van"), renamed)).toBe("prefix/bronze-van-out");
    expect(schedulingPath(new URLSearchParams("type=one-off&blocks=4&tier=bronze&wash=outside&size=van"), renamed)).toBeNull();
  });

  it("the form starts from the first location and the first type", () => {
    expect(initialChoice(renamed)).toEqual({ location: "drive", type: "bundle", blocks: "", tier: "", wash: "", size: "" });
    expect(parseBookingQuery(new URLSearchParams("blocks=4"), renamed).choice.blocks).toBe("4");
  });
});

describe("bookingRules", () => {
  it("reads the allowed values and what they do from booking content", () => {
    const fields = {
      location: { options: [{ value: "home", checksPostcode: true }] },
      type: { options: [{ value: "single", choosesPack: false }] },
      tier: { options: [{ value: "express" }, { value: "gold" }] },
      wash: { options: [{ value: "exterior", schedulingSuffix: "-ext" }] },
      size: { options: [{ value: "small" }, { value: "large" }] },
      blocks: { options: [{ value: 6 }, { value: 12 }] },
    };
    expect(bookingRules(fields)).toEqual({
      locations: [{ value: "home", checksPostcode: true }],
      types: [{ value: "single", choosesPack: false }],
      packs: [6, 12],
      tiers: ["express", "gold"],
      washes: [{ value: "exterior", schedulingSuffix: "-ext" }],
      sizes: ["small", "large"],
    });
  });
});

const complete: BookingChoice = { location: "home", type: "single", blocks: "", tier: "gold", wash: "inout", size: "medium" };
const INITIAL = initialChoice(BOOKING_RULES);

describe("queries", () => {
  it("sends every field to the booking calendar, blocks empty for a single wash", () => {
    expect(bookingQuery(complete)).toBe("location=home&type=single&blocks=&tier=gold&wash=inout&size=medium");
    expect(bookingQuery({ ...complete, location: "us", type: "block", blocks: "12" })).toBe("location=us&type=block&blocks=12&tier=gold&wash=inout&size=medium");
  });

  it("keeps only the chosen values in /book's own address", () => {
    expect(formSearch(complete, BOOKING_RULES)).toBe("tier=gold&wash=inout&size=medium");
    expect(formSearch(INITIAL, BOOKING_RULES)).toBe("");
  });

  it("what the form sends to the calendar is bookable as it is", () => {
    const sent = { ...complete, type: "block", blocks: "6" };
    expect(selectionFromParams(new URLSearchParams(bookingQuery(sent)))).toEqual(sent);
  });
});

describe("the form's choice from a deep link", () => {
  it.each<[string, string, Partial<BookingChoice>]>([
    ["a full price link", "tier=gold&wash=inout&size=medium", { tier: "gold", wash: "inout", size: "medium" }],
    ["every field", "location=us&type=block&blocks=12&tier=express&wash=exterior&size=large", { location: "us", type: "block", blocks: "12", tier: "express", wash: "exterior", size: "large" }],
    ["unknown values are ignored", "location=mars&type=lots&tier=diamond&wash=inout&size=huge", {}],
    ["a wash without a tier is ignored", "wash=inout&size=small", {}],
    ["a size without a wash is ignored", "tier=gold&size=small", { tier: "gold" }],
    ["blocks need a block booking", "type=single&blocks=6", {}],
    ["blocks other than 6 or 12 are ignored", "type=block&blocks=7", { type: "block" }],
    ["case matters: values are codes", "tier=GOLD", {}],
    ["injected text is ignored", "tier=gold%3Cscript%3E", {}],
    ["a repeated value is ignored", "tier=gold&tier=silver&wash=inout", {}],
    ["an overlong value is ignored", `tier=${"g".repeat(MAX_PARAM_LENGTH + 1)}`, {}],
  ])("%s", (_name, search, expected) => {
    expect(parseBookingQuery(new URLSearchParams(search), BOOKING_RULES).choice).toEqual({ ...INITIAL, ...expected });
  });

  it("round-trips what the form writes", () => {
    const choice = { ...complete, type: "block", blocks: "6", location: "us" };
    expect(parseBookingQuery(new URLSearchParams(formSearch(choice, BOOKING_RULES)), BOOKING_RULES).choice).toEqual(choice);
  });
});

describe("what the visitor really chose (the hand-off and the contact page)", () => {
  it.each<[string, string, Partial<BookingChoice>]>([
    ["nothing", "", {}],
    ["no defaults are filled in", "tier=gold", { tier: "gold" }],
    ["a pack kept only with a type that takes one", "type=block&blocks=6&tier=gold", { type: "block", blocks: "6", tier: "gold" }],
    ["a pack without a type is dropped, as the first type takes none", "blocks=6", {}],
    ["unknown values are dropped", "location=mars&tier=gold&wash=inout&size=huge", { tier: "gold", wash: "inout" }],
  ])("%s", (_name, search, expected) => {
    const empty = { location: "", type: "", blocks: "", tier: "", wash: "", size: "" };
    expect(parseBookingQuery(new URLSearchParams(search), BOOKING_RULES).given).toEqual({ ...empty, ...expected });
  });
});
