/**
 * `npx tsx scripts/tools/dated-changes.ts [--now 2027-01-01T00:05:00Z]`: whether the site must be built today
 * (rebuild-days.ts), for the scheduled workflow (.github/workflows/dated-changes.yml). Prints `due=true` or
 * `due=false` (the workflow appends it to $GITHUB_OUTPUT) and, on a person's terminal, the days it knows.
 */
import { parseArgs } from "node:util";
import { readContent } from "../../src/content/node/read-content.ts";
import { rebuildDays, rebuildDue } from "./rebuild-days.ts";

const { values } = parseArgs({ options: { now: { type: "string" } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be a time such as 2027-01-01T00:05:00Z, but found "${values.now}".`);
  process.exit(2);
}
const days = rebuildDays(readContent());
console.error(days.length > 0 ? `Days the site changes by itself: ${days.join(", ")}.` : "No day ahead changes the site by itself.");
console.log(`due=${rebuildDue(days, now)}`);
