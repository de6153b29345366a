import { describe, expect, it } from "vitest";
import { BOOKING_RULES } from "../../tests/fixtures/booking/booking-rules";
import {
  MAX_PARAM_LENGTH,
  bookingQuery,
  bookingRules,
  choosesAnything,
  contactSearch,
  formSearch,
  initialChoice,
  parseBookingQuery,
  postcodeFromQuery,
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
    ["a single wash", query(base), { location: "home", type: "single", blocks: "", tier: "gold", wash: "inout", size: "medium", extras: [], cars: 1 }],
    ["a block booking", query(block), { location: "home", type: "block", blocks: "6", tier: "gold", wash: "inout", size: "medium", extras: [], cars: 1 }],
    [
      "no location",
      query(without(block, "location")),
      { location: "", type: "block", blocks: "6", tier: "gold", wash: "inout", size: "medium", extras: [], cars: 1 },
    ],
    [
      "visit us, 12-pack",
      query({ ...block, location: "us", blocks: "12" }),
      { location: "us", type: "block", blocks: "12", tier: "gold", wash: "inout", size: "medium", extras: [], cars: 1 },
    ],
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
    extras: ["mats"],
    maxCars: 2,
  };

  it("a pack is needed by whichever type takes one, and the wash's own suffix ends the path", () => {
    expect(schedulingPath(new URLSearchParams("type=bundle&blocks=4&tier=bronze&wash=outside&size=van"), renamed)).toBe("prefix/bronze-van-4pack-out");
    expect(schedulingPath(new URLSearchParams("type=bundle&tier=bronze&wash=outside&size=van"), renamed)).toBeNull();
    expect(schedulingPath(new URLSearchParams("type=one-off&tier=bronze&wash=outside&size=van"), renamed)).toBe("prefix/bronze-van-out");
    expect(schedulingPath(new URLSearchParams("type=one-off&blocks=4&tier=bronze&wash=outside&size=van"), renamed)).toBeNull();
  });

  it("the form starts from the first location and the first type", () => {
    expect(initialChoice(renamed)).toEqual({ location: "drive", type: "bundle", blocks: "", tier: "", wash: "", size: "", extras: [], cars: 1 });
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
      cars: { max: 5 },
    };
    const addons = { items: [{ id: "mats" }, { id: "wax" }] };
    expect(bookingRules(fields, addons)).toEqual({
      locations: [{ value: "home", checksPostcode: true }],
      types: [{ value: "single", choosesPack: false }],
      packs: [6, 12],
      tiers: ["express", "gold"],
      washes: [{ value: "exterior", schedulingSuffix: "-ext" }],
      sizes: ["small", "large"],
      extras: ["mats", "wax"],
      maxCars: 5,
    });
  });
});

const complete: BookingChoice = { location: "home", type: "single", blocks: "", tier: "gold", wash: "inout", size: "medium", extras: [], cars: 1 };
const INITIAL = initialChoice(BOOKING_RULES);

describe("queries", () => {
  it("sends every field to the booking calendar, blocks empty for a single wash", () => {
    expect(bookingQuery(complete)).toBe("location=home&type=single&blocks=&tier=gold&wash=inout&size=medium");
    expect(bookingQuery({ ...complete, location: "us", type: "block", blocks: "12" })).toBe(
      "location=us&type=block&blocks=12&tier=gold&wash=inout&size=medium",
    );
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
    [
      "every field",
      "location=us&type=block&blocks=12&tier=express&wash=exterior&size=large",
      { location: "us", type: "block", blocks: "12", tier: "express", wash: "exterior", size: "large" },
    ],
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
    const empty = { location: "", type: "", blocks: "", tier: "", wash: "", size: "", extras: [], cars: 1 };
    expect(parseBookingQuery(new URLSearchParams(search), BOOKING_RULES).given).toEqual({ ...empty, ...expected });
  });
});

describe("extras: repeated `extras` parameters, only the codes content offers", () => {
  const bookable = query(base);

  it("keeps the known ones, each once, in content's order, and the query stays bookable", () => {
    const search = `${bookable}&extras=mats&extras=polish&extras=wax&extras=mats&extras=${long}`;
    const parsed = parseBookingQuery(new URLSearchParams(search), BOOKING_RULES);
    expect(parsed.given.extras).toEqual(["wax", "mats"]);
    expect(parsed.choice.extras).toEqual(["wax", "mats"]);
    expect(parsed.bookable).toEqual({ ...complete, extras: ["wax", "mats"] });
    expect(schedulingPath(new URLSearchParams(search))).toBe("prefix/gold-medium");
  });

  it(`drops a value longer than ${MAX_PARAM_LENGTH} characters, even one content were to offer`, () => {
    const rules: BookingRules = { ...BOOKING_RULES, extras: ["wax", long] };
    expect(parseBookingQuery(new URLSearchParams(`${bookable}&extras=wax&extras=${long}`), rules).bookable?.extras).toEqual(["wax"]);
  });

  it.each([
    ["none", "", []],
    ["an empty value", "&extras=", []],
    ["only unknown ones", "&extras=polish&extras=WAX&extras=%20wax", []],
    ["every one", "&extras=mats&extras=pet-hair&extras=wax", ["wax", "pet-hair", "mats"]],
  ])("%s", (_name, more, expected) => {
    const parsed = parseBookingQuery(new URLSearchParams(bookable + more), BOOKING_RULES);
    expect(parsed.choice.extras).toEqual(expected);
    expect(parsed.bookable).toEqual({ ...complete, extras: expected });
  });

  it("reads one from a plain record", () => {
    expect(parseBookingQuery({ ...base, extras: "mats" }, BOOKING_RULES).bookable).toEqual({ ...complete, extras: ["mats"] });
  });

  it("an unknown extra doesn't make an unbookable query bookable, nor a bookable one unbookable", () => {
    expect(parseBookingQuery(new URLSearchParams(`${query(without(base, "size"))}&extras=wax`), BOOKING_RULES).bookable).toBeNull();
    expect(parseBookingQuery(new URLSearchParams(`${bookable}&extras=polish`), BOOKING_RULES).bookable).toEqual(complete);
  });
});

describe("cars: one whole number from 1 to content's most, else 1", () => {
  const bookable = query(base);

  it.each([
    ["2", "&cars=2", 2],
    ["the most content allows", "&cars=3", 3],
    ["1", "&cars=1", 1],
    ["none", "", 1],
    ["empty", "&cars=", 1],
    ["0", "&cars=0", 1],
    ["1.5", "&cars=1.5", 1],
    ["more than content allows", "&cars=4", 1],
    ["99", "&cars=99", 1],
    ["abc", "&cars=abc", 1],
    ["a leading zero", "&cars=02", 1],
    ["a sign", "&cars=%2B2", 1],
    ["a space", "&cars=%202", 1],
    ["negative", "&cars=-2", 1],
    ["repeated, even the same", "&cars=2&cars=2", 1],
    ["repeated, different", "&cars=2&cars=3", 1],
  ])("%s → %i, still bookable", (_name, more, cars) => {
    const parsed = parseBookingQuery(new URLSearchParams(bookable + more), BOOKING_RULES);
    expect(parsed.given.cars).toBe(cars);
    expect(parsed.choice.cars).toBe(cars);
    expect(parsed.bookable).toEqual({ ...complete, cars });
  });

  it("follows content's most", () => {
    expect(parseBookingQuery(new URLSearchParams("cars=3"), { ...BOOKING_RULES, maxCars: 2 }).choice.cars).toBe(1);
    expect(parseBookingQuery(new URLSearchParams("cars=9"), { ...BOOKING_RULES, maxCars: 10 }).choice.cars).toBe(9);
  });

  it("reads a plain record too", () => {
    expect(parseBookingQuery({ cars: "2" }, BOOKING_RULES).choice.cars).toBe(2);
  });
});

describe("queries with extras and cars", () => {
  const chosen: BookingChoice = { ...complete, extras: ["wax", "mats"], cars: 2 };

  it("sends one `extras` each and the cars to the calendar, after the six", () => {
    expect(bookingQuery(chosen)).toBe("location=home&type=single&blocks=&tier=gold&wash=inout&size=medium&extras=wax&extras=mats&cars=2");
    expect(bookingQuery({ ...chosen, cars: 1 })).toBe("location=home&type=single&blocks=&tier=gold&wash=inout&size=medium&extras=wax&extras=mats");
    expect(bookingQuery({ ...complete, cars: 3 })).toBe("location=home&type=single&blocks=&tier=gold&wash=inout&size=medium&cars=3");
  });

  it("writes them into /book's own address, even on a fresh form", () => {
    expect(formSearch(chosen, BOOKING_RULES)).toBe("tier=gold&wash=inout&size=medium&extras=wax&extras=mats&cars=2");
    expect(formSearch({ ...INITIAL, extras: ["pet-hair"] }, BOOKING_RULES)).toBe("extras=pet-hair");
    expect(formSearch({ ...INITIAL, cars: 2 }, BOOKING_RULES)).toBe("cars=2");
  });

  it("adds nothing without extras and with one car: the queries are as before", () => {
    for (const choice of [complete, { ...complete, type: "block", blocks: "12", location: "us" }, INITIAL]) {
      for (const search of [bookingQuery(choice), formSearch(choice, BOOKING_RULES)]) {
        expect(new URLSearchParams(search).has("extras")).toBe(false);
        expect(new URLSearchParams(search).has("cars")).toBe(false);
      }
    }
    expect(bookingQuery(complete)).toBe("location=home&type=single&blocks=&tier=gold&wash=inout&size=medium");
    expect(formSearch(complete, BOOKING_RULES)).toBe("tier=gold&wash=inout&size=medium");
  });

  it("round-trips: what the form sends the calendar is booked as it is, and its address gives the same choice back", () => {
    const block: BookingChoice = { ...chosen, type: "block", blocks: "6", location: "us", extras: ["pet-hair"], cars: 3 };
    for (const choice of [chosen, block]) {
      expect(parseBookingQuery(new URLSearchParams(bookingQuery(choice)), BOOKING_RULES).bookable).toEqual(choice);
      expect(parseBookingQuery(new URLSearchParams(formSearch(choice, BOOKING_RULES)), BOOKING_RULES).choice).toEqual(choice);
    }
  });
});

describe("choosesAnything", () => {
  const nothing: BookingChoice = { location: "", type: "", blocks: "", tier: "", wash: "", size: "", extras: [], cars: 1 };

  it.each<[string, Partial<BookingChoice>, boolean]>([
    ["nothing", {}, false],
    ["a tier", { tier: "gold" }, true],
    ["a location", { location: "us" }, true],
    ["an extra", { extras: ["wax"] }, true],
    ["two cars", { cars: 2 }, true],
  ])("%s → %s", (_name, change, expected) => {
    expect(choosesAnything({ ...nothing, ...change })).toBe(expected);
  });
});

describe("postcodeFromQuery", () => {
  it.each([
    ["ig1  3ty", "IG1 3TY"],
    [" e18 1ab ", "E18 1AB"],
    ["IG1<script>", ""],
    ["a".repeat(13), ""],
    [null, ""],
  ])("%s → %s", (input, expected) => {
    expect(postcodeFromQuery(input)).toBe(expected);
  });
});

describe("contactSearch", () => {
  it("carries what was chosen and the checked postcode, nothing empty", () => {
    const choice = { location: "home", type: "block", blocks: "6", tier: "gold", wash: "", size: "", extras: [], cars: 1 };
    expect(contactSearch(choice, "IG1 3TY")).toBe("location=home&type=block&blocks=6&tier=gold&postcode=IG1+3TY");
    expect(contactSearch({ ...choice, location: "", type: "", blocks: "", tier: "" })).toBe("");
  });

  it("carries the extras, one parameter each, and the cars when more than one, before the postcode", () => {
    const choice = { location: "home", type: "single", blocks: "", tier: "gold", wash: "inout", size: "", extras: ["wax", "mats"], cars: 2 };
    expect(contactSearch(choice, "IG1 3TY")).toBe("location=home&type=single&tier=gold&wash=inout&extras=wax&extras=mats&cars=2&postcode=IG1+3TY");
    expect(contactSearch({ ...choice, cars: 1 })).toBe("location=home&type=single&tier=gold&wash=inout&extras=wax&extras=mats");
    expect(contactSearch({ ...choice, location: "", type: "", tier: "", wash: "", extras: [] })).toBe("cars=2");
  });
});
