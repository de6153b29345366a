/**
 * The closed days the owner must also block in the scheduling service (docs/decisions.md 35): a closure notice on the
 * site doesn't stop bookings there, and the service lives outside the site, so the editor can only remind them. A
 * closure added, or whose days changed, since the site was built is to block there; one whose days are gone from the
 * content since then is to open there again. A closure that is over needs neither.
 */
import { isOver, type Closure } from "../../lib/closures.ts";

export interface ClosureReminders {
  /** Closures whose days are new since the site was built: block them in the scheduling service. */
  block: Closure[];
  /** Closures of the built site whose days are no longer closed: open them there again, if they were blocked. */
  reopen: Closure[];
}

const sameDays = (a: Closure, b: Closure) => a.from === b.from && a.to === b.to;

/** `built`: the closures the site was built with; `now`: those the content holds now; `today`: an ISO date. */
export function closureReminders(built: readonly Closure[], now: readonly Closure[], today: string): ClosureReminders {
  const notOver = (closure: Closure) => !isOver(closure, today);
  return {
    block: now.filter((closure) => notOver(closure) && !built.some((other) => sameDays(other, closure))),
    reopen: built.filter((closure) => notOver(closure) && !now.some((other) => sameDays(other, closure))),
  };
}

/** A closure's days as a calendar shows them: "Thu 24 Dec 2026 to Sat 2 Jan 2027", or the one day. */
export function closureDays(closure: Closure, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const day = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  return closure.from === closure.to ? day(closure.from) : `${day(closure.from)} to ${day(closure.to)}`;
}
