import { describe, expect, it } from "vitest";
import site from "virtual:content/site";
import { closureDays, closureReminders } from "./closure-reminders.ts";

// The fixture content's closures (tests/fixtures/content/site.yaml): one of several days, one of one day.
const [several, oneDay] = site.closures.days;
const before = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};
const today = before(several.from);

describe("closureReminders: the days to block in the scheduling service, and to open there again", () => {
  it("a closure added since the site was built is to block; none is to open again", () => {
    expect(closureReminders([oneDay], [several, oneDay], today)).toEqual({ block: [several], reopen: [] });
  });

  it("a closure whose days changed is to block on its new days and open on its old ones", () => {
    const moved = { ...several, to: several.from };
    expect(closureReminders([several], [moved], today)).toEqual({ block: [moved], reopen: [several] });
  });

  it("a new message on the same days, or a closure that is over, asks for nothing", () => {
    expect(closureReminders([several], [{ ...several, message: `${several.message}!` }], today)).toEqual({ block: [], reopen: [] });
    const after = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    expect(closureReminders([], [several], after(several.to))).toEqual({ block: [], reopen: [] });
  });
});

describe("closureDays: a closure's days as a calendar shows them", () => {
  it("names the weekday, the day, the month and the year, of one day or from the first to the last", () => {
    const day = (iso: string) =>
      new Intl.DateTimeFormat(site.language, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    expect(closureDays(several, site.language)).toBe(`${day(several.from)} to ${day(several.to)}`);
    expect(closureDays({ ...oneDay, to: oneDay.from }, site.language)).toBe(day(oneDay.from));
  });
});
