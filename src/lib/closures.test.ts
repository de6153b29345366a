import { describe, expect, it } from "vitest";
import { formatDay } from "./business-day";
import { closureDates, isClosedOn, isOver } from "./closures";

// Every day here is the test's own: nothing reads today's date.
const christmas = { from: "2026-12-24", to: "2027-01-02" };
const boxingDay = { from: "2026-12-26", to: "2026-12-26" };

describe("isClosedOn and isOver, on a given day", () => {
  it.each([
    ["the day before", christmas, "2026-12-23", false, false],
    ["the first day", christmas, "2026-12-24", true, false],
    ["a day inside, across the new year", christmas, "2026-12-31", true, false],
    ["the last day", christmas, "2027-01-02", true, false],
    ["the day after", christmas, "2027-01-03", false, true],
    ["a year later, the same dates", christmas, "2027-12-25", false, true],
    ["a one-day closure, on its day", boxingDay, "2026-12-26", true, false],
    ["a one-day closure, the day before", boxingDay, "2026-12-25", false, false],
    ["a one-day closure, the day after", boxingDay, "2026-12-27", false, true],
  ])("%s", (_, closure, day, closed, over) => {
    expect(isClosedOn(closure, day)).toBe(closed);
    expect(isOver(closure, day)).toBe(over);
  });
});

describe("closure dates, as the site's language writes them", () => {
  const words = { dates: "Shut {from} to {to}:", oneDay: "Shut on {day}:" };
  it.each([
    [christmas, "en-GB", "Shut 24 Dec to 2 Jan:"],
    [boxingDay, "en-GB", "Shut on 26 Dec:"],
    [{ from: "2027-03-01", to: "2027-03-31" }, "en-GB", "Shut 1 Mar to 31 Mar:"],
  ])("%o in %s reads %s", (closure, locale, expected) => {
    expect(closureDates(closure, words, locale)).toBe(expected);
  });

  it("writes the year when asked, for a closure that is over", () => {
    expect(formatDay("2025-12-24", "en-GB", { year: true })).toBe("24 Dec 2025");
  });
});
