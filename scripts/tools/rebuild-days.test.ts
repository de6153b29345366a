import { describe, expect, it } from "vitest";
import { checkedContent } from "../../src/content/node/read-content";
import { contentRootWith } from "../../tests/support/content-root";
import { REBUILD_BEFORE_HOUR, rebuildDays, rebuildDue } from "./rebuild-days";

// Every time here is the test's own. The workflow runs at 23:05 and 00:05 UTC (.github/workflows/dated-changes.yml).
const pricing = checkedContent(contentRootWith()).pricing;

describe("the days the site is built again by itself", () => {
  it("is none without new prices, and their first day with them", () => {
    expect(rebuildDays({ pricing })).toEqual([]);
    expect(rebuildDays({ pricing: { ...pricing, newPrices: { from: "2027-01-04", prices: pricing.prices } } })).toEqual(["2027-01-04"]);
  });

  it.each([
    ["winter, 00:05 UTC on the day (00:05 in the UK)", "2027-01-04T00:05:00Z", true],
    ["winter, 23:05 UTC the day before (23:05 in the UK)", "2027-01-03T23:05:00Z", false],
    ["winter, the run started late, within the hours allowed", `2027-01-04T0${REBUILD_BEFORE_HOUR - 1}:40:00Z`, true],
    ["winter, later that day", `2027-01-04T${10 + REBUILD_BEFORE_HOUR}:00:00Z`, false],
    ["winter, a day with no change", "2027-01-05T00:05:00Z", false],
  ])("%s: %s", (_, now, due) => {
    expect(rebuildDue(["2027-01-04"], new Date(now))).toBe(due);
  });

  it.each([
    ["summer, 23:05 UTC the day before (00:05 in the UK, on the day)", "2027-06-30T23:05:00Z", true],
    ["summer, 00:05 UTC on the day (01:05 in the UK)", "2027-07-01T00:05:00Z", true],
    ["summer, 22:05 UTC the day before (23:05 in the UK)", "2027-06-30T22:05:00Z", false],
  ])("%s: %s", (_, now, due) => {
    expect(rebuildDue(["2027-07-01"], new Date(now))).toBe(due);
  });
});
