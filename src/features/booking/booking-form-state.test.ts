import { describe, expect, it } from "vitest";
import { BOOKING_RULES } from "../../../tests/fixtures/booking/booking-rules";
import { initialChoice } from "../../lib/booking-selection";
import { bookingFormReducer, firstBookingProblem, visibleFields, type BookingFormState } from "./booking-form-state";

const INITIAL_BOOKING_STATE: BookingFormState = { ...initialChoice(BOOKING_RULES), termsAgreed: false };

const complete: BookingFormState = { location: "home", type: "single", blocks: "", tier: "gold", wash: "inout", size: "medium", termsAgreed: true };

describe("bookingFormReducer", () => {
  it.each<[string, BookingFormState, Parameters<typeof bookingFormReducer>[1], Partial<BookingFormState>]>([
    ["changing type clears the block size", { ...complete, type: "block", blocks: "12" }, { kind: "choose", field: "type", value: "single" }, { type: "single", blocks: "" }],
    ["choosing block keeps nothing from before", { ...complete, blocks: "" }, { kind: "choose", field: "type", value: "block" }, { type: "block", blocks: "" }],
    ["changing tier clears wash and size", complete, { kind: "choose", field: "tier", value: "silver" }, { tier: "silver", wash: "", size: "" }],
    ["clearing the wash clears the size", complete, { kind: "choose", field: "wash", value: "" }, { wash: "", size: "" }],
    ["changing wash keeps the size", complete, { kind: "choose", field: "wash", value: "exterior" }, { wash: "exterior", size: "medium" }],
    ["switching location keeps the rest", complete, { kind: "choose", field: "location", value: "us" }, { location: "us", tier: "gold", wash: "inout", size: "medium" }],
    ["choosing a block size", { ...complete, type: "block" }, { kind: "choose", field: "blocks", value: "6" }, { blocks: "6" }],
    ["ticking the terms", { ...complete, termsAgreed: false }, { kind: "agreeToTerms", agreed: true }, { termsAgreed: true }],
  ])("%s", (_name, before, action, expected) => {
    expect(bookingFormReducer(before, action)).toEqual({ ...before, ...expected });
  });

  it("choosing the same tier again keeps wash and size", () => {
    expect(bookingFormReducer(complete, { kind: "choose", field: "tier", value: "gold" })).toBe(complete);
  });
});

describe("visibleFields", () => {
  it.each<[Partial<BookingFormState>, ReturnType<typeof visibleFields>]>([
    [{}, { postcodeChecker: true, blocks: false, wash: false, size: false }],
    [{ location: "us" }, { postcodeChecker: false, blocks: false, wash: false, size: false }],
    [{ type: "block" }, { postcodeChecker: true, blocks: true, wash: false, size: false }],
    [{ tier: "gold" }, { postcodeChecker: true, blocks: false, wash: true, size: false }],
    [{ tier: "gold", wash: "exterior" }, { postcodeChecker: true, blocks: false, wash: true, size: true }],
  ])("%o shows %o", (change, expected) => {
    expect(visibleFields({ ...INITIAL_BOOKING_STATE, ...change }, BOOKING_RULES)).toEqual(expected);
  });
});

describe("firstBookingProblem: the checks of spec point 5, in order", () => {
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
