/**
 * The days the site must be built again by itself (issue 67): a day on which dated content changes what visitors are
 * shown, which a page built the day before can't know (new prices from a day, an offer's first day and the day after its
 * last). Closures need no build: the page checks
 * their days itself (src/features/closures/closed-today.ts).
 *
 * GitHub runs the scheduled workflow (.github/workflows/dated-changes.yml) at 23:05 and 00:05 UTC, which is
 * 00:05 in the UK in summer and in winter; a run counts while the UK's day is a rebuild day and its clock is before
 * REBUILD_BEFORE_HOUR, so a run GitHub starts late still builds, and the winter's 23:05 (the day before) never does.
 */
import type { LoadedContent } from "../../src/content/content-types.ts";
import { BUSINESS_TIME_ZONE, businessDay, dayAfter } from "../../src/lib/business-day.ts";

/** A run after this hour of the UK's day doesn't build: the day's build has been made. */
export const REBUILD_BEFORE_HOUR = 3;

/** The days on which the site shows something else than the day before, from the content. */
export function rebuildDays(content: LoadedContent): string[] {
  const pricing = content.pricing;
  const days = [...(pricing?.newPrices ? [pricing.newPrices.from] : []), ...(pricing?.offers ?? []).flatMap((offer) => [offer.from, dayAfter(offer.to, 1)])];
  return [...new Set(days)].sort();
}

/** The UK's hour at `now` (0–23). */
function businessHour(now: Date): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", hourCycle: "h23" }).format(now);
  return Number(hour);
}

/** Whether a run at `now` builds: today (the UK's) is a rebuild day, early enough in it. */
export function rebuildDue(days: readonly string[], now: Date): boolean {
  return days.includes(businessDay(now)) && businessHour(now) < REBUILD_BEFORE_HOUR;
}
