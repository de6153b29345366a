/**
 * Closed days (site.yaml's closures, issue 57): which closures cover a day, which are over, and how their dates
 * read. Days are ISO dates (2026-12-24), compared as text, which orders them as the calendar does, and are the UK's
 * (business-day.ts). Pure, so the page script (on the day), the page (their dates) and the content check (the closures
 * that are over) share it, and its tests give it the day.
 */
import { formatDay } from "./business-day.ts";
import { fillTemplate } from "./format.ts";

/** One closure: its first and last closed day, and its message. */
export interface Closure {
  from: string;
  to: string;
  message: string;
}

/** How a closure's notice starts: several days (`{from}`, `{to}`) or one (`{day}`). */
export interface ClosureWords {
  dates: string;
  oneDay: string;
}

/** Whether `day` falls in the closure, its first and last day included. */
export const isClosedOn = (closure: Pick<Closure, "from" | "to">, day: string): boolean => closure.from <= day && day <= closure.to;

/** Whether the closure is over by `day`: its last day is before it. */
export const isOver = (closure: Pick<Closure, "to">, day: string): boolean => closure.to < day;

/** The start of a closure's notice: "Closed 24 Dec – 2 Jan:", or "Closed 25 Dec:" for one day. */
export function closureDates(closure: Pick<Closure, "from" | "to">, words: ClosureWords, locale: string): string {
  if (closure.from === closure.to) return fillTemplate(words.oneDay, { day: formatDay(closure.from, locale) });
  return fillTemplate(words.dates, { from: formatDay(closure.from, locale), to: formatDay(closure.to, locale) });
}
