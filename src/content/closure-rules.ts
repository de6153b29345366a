/**
 * The closures in site.yaml (issue 57): a closure ends on or after it starts (a mistake, refused), and one that is
 * over is a note asking for its removal, never a mistake: the day a closure ends must not fail a build or a test.
 * Browser-safe: the editor runs the check too.
 */
import type { CrossFileProblem } from "./content-types.ts";
import type { SiteContent } from "./generated/site.ts";
import { formatDay } from "../lib/business-day.ts";
import { isOver } from "../lib/closures.ts";

/** A closure whose last day is before its first. */
export function closureRules(site: SiteContent, problems: CrossFileProblem[]): void {
  site.closures.days.forEach((closure, i) => {
    if (closure.to < closure.from) {
      const first = formatDay(closure.from, site.language, { year: true });
      problems.push({ name: "site", path: ["closures", "days", i, "to"], message: `Expected the last closed day to be on or after the first (${first}), but found ${formatDay(closure.to, site.language, { year: true })}.` });
    }
  });
}

/** The closures that are over by `today` (an ISO date), each a note asking for its removal. */
export function closuresOver(site: SiteContent, today: string): CrossFileProblem[] {
  return site.closures.days.flatMap((closure, i) => {
    if (!isOver(closure, today) || closure.to < closure.from) return [];
    const [from, to] = [formatDay(closure.from, site.language, { year: true }), formatDay(closure.to, site.language, { year: true })];
    const days = closure.from === closure.to ? `on ${from}` : `from ${from} to ${to}`;
    return [{ name: "site", path: ["closures", "days", i], message: `The closure ${days} is over, and the site no longer shows it: remove it.` }];
  });
}
