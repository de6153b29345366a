import { describe, expect, it } from "vitest";
import { fillTemplate, formatMinutesRange, formatPoundRange, formatPounds } from "./format";

describe("formatPounds", () => {
  it.each([
    [0, "£0"],
    [7, "£7"],
    [43, "£43"],
    [113, "£113"],
    [12345, "£12,345"],
    [12.5, "£12.50"],
  ])("%d → %s", (amount, expected) => {
    expect(formatPounds(amount)).toBe(expected);
  });
});

describe("written by hand as Intl.NumberFormat writes en-GB", () => {
  const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1234, 99999, 100000, 1234567, -5, -1234];
  it.each(amounts.flatMap((whole) => [whole, whole + 0.5, whole + 0.05, whole + 0.25]))("%d", (amount) => {
    const pounds = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      ...(Number.isInteger(amount) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
    });
    expect(formatPounds(amount)).toBe(pounds.format(amount));
  });
  it.each([60, 75, 90, 105, 120, 600, 60015, 60000])("%d minutes in hours", (minutes) => {
    const hours = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(minutes / 60);
    expect(formatMinutesRange(minutes, minutes)).toMatch(new RegExp(`^${hours} hours?$`));
  });
});

describe("formatPoundRange", () => {
  it.each([
    [7, 9, "£7–£9"],
    [9, 27, "£9–£27"],
    [13, 113, "£13–£113"],
    [21, 21, "£21"],
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
    ["{n}-pack", { n: 3 }, "3-pack"],
    ["{n}-pack", { n: 9 }, "9-pack"],
    ["{a}, {b} and {c} for £{d}", { a: "one", b: "two", c: "three", d: 43 }, "one, two and three for £43"],
    ["{a} and {a}", { a: "x" }, "x and x"],
    ["{missing} stays", {}, "{missing} stays"],
    ["{toString} stays", {}, "{toString} stays"],
  ])("%s with %o → %s", (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });
});
