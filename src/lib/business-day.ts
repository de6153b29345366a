/**
 * The business's days: a day is the UK's (Europe/London), whatever the clock it is read from says of its own time
 * zone (issue 66). A closure shows on its days for a visitor in New York or Sydney as it does in Ilford, and the content
 * check calls a closure over when the UK's day has passed it. Days are ISO dates (2026-12-24).
 */

/** Where the business works: its calendar is the one every day of the site is counted by. */
export const BUSINESS_TIME_ZONE = "Europe/London";

let dayParts: Intl.DateTimeFormat | undefined;

/** The UK's day at `now`, as an ISO date. */
export function businessDay(now: Date = new Date()): string {
  // Made on the first call, not when the page script loads.
  dayParts ??= new Intl.DateTimeFormat("en-GB", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = dayParts.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** The day `days` after `day` (both ISO dates; `days` may be negative). */
export function dayAfter(day: string, days = 1): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How a day is written: with its year (a day in a note that may be months away), and its month short (24 Dec) or long (24 December). */
export interface DayFormat {
  year?: boolean;
  month?: "short" | "long";
}

/** A day as the site's language writes it ("24 Dec" in en-GB; "24 December 2026" with `{ year: true, month: "long" }`). */
export function formatDay(day: string, locale: string, { year = false, month = "short" }: DayFormat = {}): string {
  const [y, m, d] = day.split("-").map(Number);
  // Read and written in UTC, so the day is the one written whatever the clock's time zone.
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month, ...(year ? { year: "numeric" } : {}), timeZone: "UTC" });
  return format.format(Date.UTC(y, m - 1, d));
}
