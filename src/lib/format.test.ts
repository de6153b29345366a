import { describe, expect, it } from "vitest";
import { fillTemplate, formatMinutesRange, formatPoundRange, formatPounds } from "./format";

describe("formatPounds", () => {
  it.each([
    [0, "£0"],
    [8, "£8"],
    [40, "£40"],
    [110, "£110"],
    [1200, "£1,200"],
    [12.5, "£12.50"],
  ])("%d → %s", (amount, expected) => {
    expect(formatPounds(amount)).toBe(expected);
  });
});

describe("formatPoundRange", () => {
  it.each([
    [25, 35, "£25–£35"],
    [10, 20, "£10–£20"],
    [15, 25, "£15–£25"],
    [10, 25, "£10–£25"],
    [20, 30, "£20–£30"],
    [30, 30, "£30"],
  ])("%d to %d → %s", (from, to, expected) => {
    expect(formatPoundRange(from, to)).toBe(expected);
  });

  it("joins the two ends with an en dash, not a hyphen", () => {
    expect(formatPoundRange(1, 2)).toContain("\u2013");
    expect(formatPoundRange(1, 2)).not.toContain("-");
  });
});

describe("formatMinutesRange", () => {
  it.each([
    [60, 60, "1 hour"],
    [20, 30, "20–30 min"],
    [30, 40, "30–40 min"],
    [30, 45, "30–45 min"],
    [45, 45, "45 min"],
    [90, 90, "1.5 hours"],
    [120, 120, "2 hours"],
    [60, 90, "1–1.5 hours"],
    [60, 75, "1–1.25 hours"],
    [60, 120, "1–2 hours"],
    [45, 90, "45–90 min"],
    [70, 80, "70–80 min"],
  ])("%d to %d minutes → %s", (from, to, expected) => {
    expect(formatMinutesRange(from, to)).toBe(expected);
  });
});

describe("fillTemplate", () => {
  it.each([
    ["{blocks}-Pack Save", { blocks: 6 }, "6-Pack Save"],
    ["{blocks}-Pack Save", { blocks: 12 }, "12-Pack Save"],
    [
      "Book {tier} {wash} for a {size} at £{price}",
      { tier: "Gold", wash: "Exterior Only", size: "Hatchback", price: 40 },
      "Book Gold Exterior Only for a Hatchback at £40",
    ],
    ["{a} and {a}", { a: "x" }, "x and x"],
    ["{missing} stays", {}, "{missing} stays"],
    ["{toString} stays", {}, "{toString} stays"],
  ])("%s with %o → %s", (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });
});
