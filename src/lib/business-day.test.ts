import { describe, expect, it } from "vitest";
import { businessDay, dayAfter } from "./business-day";

describe("businessDay: the UK's day at an instant, whatever this clock's time zone", () => {
  it.each([
    // Winter: the UK is on UTC. 23:30 on the 24th in New York is already the 25th in the UK.
    ["2026-12-25T04:30:00Z", "2026-12-25"],
    ["2026-12-24T23:59:59Z", "2026-12-24"],
    ["2026-12-25T00:00:00Z", "2026-12-25"],
    // Summer: the UK is an hour ahead of UTC, so 23:30 UTC is the next day there.
    ["2026-07-31T23:30:00Z", "2026-08-01"],
    ["2026-07-31T22:59:59Z", "2026-07-31"],
    // Morning in Sydney on the 1st is still the 31st in the UK.
    ["2026-12-31T22:00:00Z", "2026-12-31"],
  ])("%s is %s in the UK", (instant, day) => {
    expect(businessDay(new Date(instant))).toBe(day);
  });
});

describe("dayAfter", () => {
  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-03-01", -1, "2027-02-28"],
    ["2026-10-25", 1, "2026-10-26"],
  ])("%s and %i day(s) is %s", (day, days, next) => {
    expect(dayAfter(day, days)).toBe(next);
  });
});
