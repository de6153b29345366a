import { describe, expect, it } from "vitest";
import booking from "virtual:content/booking";
import {
  MAX_PARAM_LENGTH,
  schedulingOptions,
  schedulingPath,
  selectionFromParams,
  type BookingParams,
  type SchedulingOptions,
} from "./scheduling-path";

const TIERS = ["express", "silver", "gold", "platinum"];
const SIZES = ["small", "medium", "large"];
const WASHES = ["exterior", "inout"];
const options: SchedulingOptions = { prefix: "prefix", tiers: TIERS, washes: WASHES, sizes: SIZES, blockSizes: [6, 12] };

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
    expect(schedulingPath(new URLSearchParams(query), options)).toBe(expected);
  });

  it.each([
    ["gold medium exterior 6-pack", "type=block&blocks=6&tier=gold&wash=exterior&size=medium", "prefix/gold-medium-6pack-ext"],
    ["gold medium in & out single", "type=single&tier=gold&wash=inout&size=medium", "prefix/gold-medium"],
    ["large platinum in & out still gets a path", "type=single&tier=platinum&wash=inout&size=large", "prefix/platinum-large"],
    ["large platinum in & out 12-pack", "type=block&blocks=12&tier=platinum&wash=inout&size=large", "prefix/platinum-large-12pack"],
    ["express small exterior single", "type=single&tier=express&wash=exterior&size=small", "prefix/express-small-ext"],
  ])("%s", (_, query, expected) => {
    expect(schedulingPath(new URLSearchParams(query), options)).toBe(expected);
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
    expect(schedulingPath(new URLSearchParams(query), options)).toBe(expected);
  });

  it("reads a plain record too", () => {
    expect(schedulingPath({ type: "block", blocks: "12", tier: "silver", wash: "exterior", size: "large", location: undefined }, options)).toBe(
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
    expect(selectionFromParams(params, options)).toBeNull();
    expect(schedulingPath(params, options)).toBeNull();
  });

  it.each<[string, BookingParams]>([
    ["an empty record", {}],
    ["a record without size", { type: "single", tier: "gold", wash: "inout" }],
    ["a record with blocks for a single wash", { type: "single", blocks: "6", tier: "gold", wash: "inout", size: "small" }],
    ["a record with a bad value", { type: "single", tier: "gold;", wash: "inout", size: "small" }],
  ])("%s", (_, params) => {
    expect(schedulingPath(params, options)).toBeNull();
  });

  it("follows the allowed values it is given", () => {
    const narrow: SchedulingOptions = { ...options, tiers: ["gold"], blockSizes: [6] };
    expect(schedulingPath(new URLSearchParams(query(block)), narrow)).toBe("prefix/gold-medium-6pack");
    expect(schedulingPath(new URLSearchParams(query({ ...block, blocks: "12" })), narrow)).toBeNull();
    expect(schedulingPath(new URLSearchParams(query({ ...base, tier: "silver" })), narrow)).toBeNull();
  });
});

describe("selectionFromParams", () => {
  it.each([
    ["a single wash", query(base), { location: "home", type: "single", blocks: null, tier: "gold", wash: "inout", size: "medium" }],
    ["a block booking", query(block), { location: "home", type: "block", blocks: 6, tier: "gold", wash: "inout", size: "medium" }],
    ["no location", query(without(block, "location")), { location: null, type: "block", blocks: 6, tier: "gold", wash: "inout", size: "medium" }],
    ["visit us, 12-pack", query({ ...block, location: "us", blocks: "12" }), { location: "us", type: "block", blocks: 12, tier: "gold", wash: "inout", size: "medium" }],
  ])("%s", (_, search, expected) => {
    expect(selectionFromParams(new URLSearchParams(search), options)).toEqual(expected);
  });
});

describe("schedulingOptions", () => {
  it("reads the allowed values from booking content", () => {
    const content = {
      fields: {
        tier: { options: [{ value: "express" }, { value: "gold" }] },
        wash: { options: [{ value: "exterior" }] },
        size: { options: [{ value: "small" }, { value: "large" }] },
        blocks: { options: [{ value: 6 }, { value: 12 }] },
      },
      scheduling: { prefix: "redbridge-mobile-valeting" },
    };
    expect(schedulingOptions(content)).toEqual({
      prefix: "redbridge-mobile-valeting",
      tiers: ["express", "gold"],
      washes: ["exterior"],
      sizes: ["small", "large"],
      blockSizes: [6, 12],
    });
  });
});

describe("schedulingPath with the shipped booking content", () => {
  const shipped = schedulingOptions(booking);

  it.each([
    ["type=block&blocks=6&tier=gold&wash=exterior&size=medium", `${booking.scheduling.prefix}/gold-medium-6pack-ext`],
    ["location=us&type=single&tier=platinum&wash=inout&size=large", `${booking.scheduling.prefix}/platinum-large`],
  ])("?%s → %s", (search, expected) => {
    expect(schedulingPath(new URLSearchParams(search), shipped)).toBe(expected);
  });
});
