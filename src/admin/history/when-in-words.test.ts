import { describe, expect, it } from "vitest";
import { whenInWords } from "./when-in-words.ts";

/** A local time: the owner's clock, whatever the machine's time zone. */
const at = (day: number, hours: number, minutes: number, month = 10, year = 2026) => new Date(year, month, day, hours, minutes);

describe("when a change was made, in words", () => {
  const now = at(28, 9, 30);
  it.each([
    ["today", at(28, 0, 5), "today, 00:05"],
    ["yesterday, by the calendar, not 24 hours", at(27, 16, 5), "yesterday, 16:05"],
    ["this week: the day's name", at(24, 11, 0), "Tuesday, 11:00"],
    ["earlier this year: the date", at(3, 14, 20), "3 Nov, 14:20"],
    ["another year: the date with its year", at(3, 14, 20, 10, 2025), "3 Nov 2025, 14:20"],
  ])("%s", (_, date, words) => expect(whenInWords(date, now)).toBe(words));

  it("says so when the date isn't known", () => expect(whenInWords(new Date(""), now)).toBe("at a time not recorded"));
});
