/**
 * The day a site is built for: the UK's today (src/lib/business-day.ts), or SITE_DAY=2027-01-04 given to the build, which
 * tests use to build the site as it will be on a day (issue 67). Dated content (new prices from a day) is drawn as on
 * this day; the scheduled build (scripts/tools/dated-changes.ts) rebuilds the site on each such day.
 */
import { businessDay } from "../../lib/business-day.ts";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function siteDay(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const given = env.SITE_DAY;
  if (given === undefined || given === "") return businessDay(now);
  if (!ISO_DAY.test(given) || Number.isNaN(Date.parse(`${given}T00:00:00Z`))) {
    throw new Error(`SITE_DAY must be a day written year-month-day (for example 2027-01-04), but found "${given}".`);
  }
  return given;
}
