import { describe, expect, it } from "vitest";
import { BOOKING_RULES } from "../../../tests/fixtures/booking/booking-rules";
import { initialChoice } from "../../lib/booking-selection";
import { bookingFormReducer, firstBookingProblem, startingState, visibleFields, type BookingFormState } from "./booking-form-state";

const INITIAL_BOOKING_STATE: BookingFormState = { ...initialChoice(BOOKING_RULES), termsAgreed: false };

const complete: BookingFormState = {
  location: "home",
  type: "single",
  blocks: "",
  tier: "gold",
  wash: "inout",
  size: "medium",
  extras: [],
  cars: 1,
  termsAgreed: true,
};

describe("bookingFormReducer", () => {
  it.each<[string, BookingFormState, Parameters<typeof bookingFormReducer>[1], Partial<BookingFormState>]>([
    [
      "changing type clears the block size",
      { ...complete, type: "block", blocks: "12" },
      { kind: "choose", field: "type", value: "single" },
      { type: "single", blocks: "" },
    ],
    ["choosing block keeps nothing from before", { ...complete, blocks: "" }, { kind: "choose", field: "type", value: "block" }, { type: "block", blocks: "" }],
    ["changing tier clears wash and size", complete, { kind: "choose", field: "tier", value: "silver" }, { tier: "silver", wash: "", size: "" }],
    ["clearing the wash clears the size", complete, { kind: "choose", field: "wash", value: "" }, { wash: "", size: "" }],
    ["changing wash keeps the size", complete, { kind: "choose", field: "wash", value: "exterior" }, { wash: "exterior", size: "medium" }],
    [
      "switching location keeps the rest",
      complete,
      { kind: "choose", field: "location", value: "us" },
      { location: "us", tier: "gold", wash: "inout", size: "medium" },
    ],
    ["choosing a block size", { ...complete, type: "block" }, { kind: "choose", field: "blocks", value: "6" }, { blocks: "6" }],
    ["ticking the terms", { ...complete, termsAgreed: false }, { kind: "agreeToTerms", agreed: true }, { termsAgreed: true }],
    ["ticking an extra", complete, { kind: "tickExtra", extra: "wax", ticked: true }, { extras: ["wax"] }],
    ["ticking a second extra adds it", { ...complete, extras: ["wax"] }, { kind: "tickExtra", extra: "mats", ticked: true }, { extras: ["wax", "mats"] }],
    ["ticking a ticked extra again keeps it once", { ...complete, extras: ["wax"] }, { kind: "tickExtra", extra: "wax", ticked: true }, { extras: ["wax"] }],
    ["unticking an extra keeps the others", { ...complete, extras: ["wax", "mats"] }, { kind: "tickExtra", extra: "wax", ticked: false }, { extras: ["mats"] }],
    [
      "unticking an extra not ticked changes nothing",
      { ...complete, extras: ["mats"] },
      { kind: "tickExtra", extra: "wax", ticked: false },
      { extras: ["mats"] },
    ],
    [
      "ticking with content's order keeps the extras in that order",
      { ...complete, extras: ["mats"] },
      { kind: "tickExtra", extra: "wax", ticked: true, order: ["wax", "pet-hair", "mats"] },
      { extras: ["wax", "mats"] },
    ],
    ["choosing a number of cars", complete, { kind: "chooseCars", cars: 3 }, { cars: 3 }],
    ["back to one car", { ...complete, cars: 2 }, { kind: "chooseCars", cars: 1 }, { cars: 1 }],
    [
      "a number of cars that isn't one (a tampered form value) changes nothing",
      { ...complete, cars: 2 },
      { kind: "chooseCars", cars: Number.NaN },
      { cars: 2 },
    ],
    ["no cars changes nothing", { ...complete, cars: 2 }, { kind: "chooseCars", cars: 0 }, { cars: 2 }],
    [
      "a new tier keeps the extras and the cars",
      { ...complete, extras: ["wax"], cars: 2 },
      { kind: "choose", field: "tier", value: "silver" },
      { tier: "silver", wash: "", size: "" },
    ],
    [
      "a new type keeps the extras and the cars",
      { ...complete, extras: ["wax"], cars: 2 },
      { kind: "choose", field: "type", value: "block" },
      { type: "block", blocks: "" },
    ],
  ])("%s", (_name, before, action, expected) => {
    expect(bookingFormReducer(before, action)).toEqual({ ...before, ...expected });
  });

  it("choosing the same tier again keeps wash and size", () => {
    expect(bookingFormReducer(complete, { kind: "choose", field: "tier", value: "gold" })).toBe(complete);
  });
});

describe("startingState: the address, then what the visitor chose before the app started", () => {
  /** The prerendered form as nobody has touched it. */
  const untouched = { location: "home", type: "single", blocks: "", tier: "", wash: "", size: "" };
  const form = (choices: Partial<typeof untouched>, extras: string[] = [], cars = "1") => ({ choices: { ...untouched, ...choices }, extras, cars });
  it.each<[string, string, Partial<typeof untouched>, boolean, BookingFormState]>([
    ["a fresh form", "", {}, false, { ...INITIAL_BOOKING_STATE }],
    ["a deep link, form untouched", "tier=gold&wash=inout&size=medium", {}, false, { ...INITIAL_BOOKING_STATE, tier: "gold", wash: "inout", size: "medium" }],
    [
      "every field chosen before the app started, terms ticked",
      "",
      { location: "us", type: "block", blocks: "12", tier: "silver", wash: "exterior", size: "large" },
      true,
      { location: "us", type: "block", blocks: "12", tier: "silver", wash: "exterior", size: "large", extras: [], cars: 1, termsAgreed: true },
    ],
    [
      "a new tier over a deep link clears the link's wash and size",
      "tier=gold&wash=inout&size=medium",
      { tier: "silver" },
      false,
      { ...INITIAL_BOOKING_STATE, tier: "silver" },
    ],
    [
      "a new tier and wash over a deep link keep the ones chosen",
      "tier=gold&wash=inout&size=medium",
      { tier: "silver", wash: "exterior" },
      false,
      { ...INITIAL_BOOKING_STATE, tier: "silver", wash: "exterior" },
    ],
    [
      "a field left as it was keeps the link's value",
      "location=us&tier=gold",
      { type: "block" },
      false,
      { ...INITIAL_BOOKING_STATE, location: "us", type: "block", tier: "gold" },
    ],
    ["a pack chosen for a single wash is dropped", "", { blocks: "6" }, false, { ...INITIAL_BOOKING_STATE }],
    ["a size without a wash is dropped", "", { tier: "gold", size: "small" }, false, { ...INITIAL_BOOKING_STATE, tier: "gold" }],
  ])("%s", (_name, query, chosen, termsAgreed, expected) => {
    expect(startingState(new URLSearchParams(query), form(chosen), termsAgreed, BOOKING_RULES)).toEqual(expected);
  });

  it.each<[string, string, string[], string | undefined, Partial<BookingFormState>]>([
    ["extras and cars from the address, form untouched", "extras=mats&extras=wax&cars=2", [], "1", { extras: ["wax", "mats"], cars: 2 }],
    ["extras ticked and cars chosen before the app started", "", ["mats", "wax"], "3", { extras: ["wax", "mats"], cars: 3 }],
    ["an extra ticked in the form joins the address's", "extras=mats", ["wax"], "1", { extras: ["wax", "mats"] }],
    ["an extra in both is kept once", "extras=wax", ["wax"], "1", { extras: ["wax"] }],
    ["cars chosen in the form win over the address's", "cars=2", [], "3", { cars: 3 }],
    ["no cars list in the form keeps the address's", "cars=2", [], undefined, { cars: 2 }],
    ["an extra content doesn't offer is dropped", "", ["polish", "wax"], "1", { extras: ["wax"] }],
    ["a number of cars content doesn't allow is one car", "cars=2", [], "4", { cars: 1 }],
    ["a number of cars that isn't one is one car", "", [], "two", { cars: 1 }],
  ])("%s", (_name, query, extras, cars, expected) => {
    const fromForm = { choices: untouched, extras, ...(cars !== undefined && { cars }) };
    expect(startingState(new URLSearchParams(query), fromForm, false, BOOKING_RULES)).toEqual({ ...INITIAL_BOOKING_STATE, ...expected });
  });

  it("keeps the package's choices alongside the extras and cars", () => {
    expect(startingState(new URLSearchParams("tier=gold&extras=wax"), form({ wash: "inout" }, ["mats"], "2"), true, BOOKING_RULES)).toEqual({
      ...INITIAL_BOOKING_STATE,
      tier: "gold",
      wash: "inout",
      extras: ["wax", "mats"],
      cars: 2,
      termsAgreed: true,
    });
  });
});

describe("visibleFields", () => {
  it.each<[Partial<BookingFormState>, ReturnType<typeof visibleFields>]>([
    [{}, { postcodeChecker: true, blocks: false, wash: false, size: false }],
    [{ location: "us" }, { postcodeChecker: false, blocks: false, wash: false, size: false }],
    [{ type: "block" }, { postcodeChecker: true, blocks: true, wash: false, size: false }],
    [{ tier: "gold" }, { postcodeChecker: true, blocks: false, wash: true, size: false }],
    [
      { tier: "gold", wash: "exterior" },
      { postcodeChecker: true, blocks: false, wash: true, size: true },
    ],
  ])("%o shows %o", (change, expected) => {
    expect(visibleFields({ ...INITIAL_BOOKING_STATE, ...change }, BOOKING_RULES)).toEqual(expected);
  });
});

describe("firstBookingProblem: the checks of docs/decisions.md, brief 5, in order", () => {
  it.each<[string, Partial<BookingFormState>, ReturnType<typeof firstBookingProblem>]>([
    ["nothing done: terms first", { termsAgreed: false, tier: "", wash: "", size: "", type: "block" }, "termsNotAgreed"],
    ["terms not agreed beats a missing size", { termsAgreed: false, size: "" }, "termsNotAgreed"],
    ["missing tier", { tier: "" }, "missingInfo"],
    ["missing wash", { wash: "" }, "missingInfo"],
    ["missing size", { size: "" }, "missingInfo"],
    ["missing info beats a missing block size", { size: "", type: "block", blocks: "" }, "missingInfo"],
    ["block without a size", { type: "block", blocks: "" }, "blockSize"],
    ["block with 6", { type: "block", blocks: "6" }, null],
    ["single", {}, null],
  ])("%s", (_name, change, expected) => {
    expect(firstBookingProblem({ ...complete, ...change }, BOOKING_RULES)).toBe(expected);
  });
});
