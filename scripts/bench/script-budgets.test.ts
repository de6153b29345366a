import { describe, expect, it } from "vitest";
import { APP_BUDGET_KB, NO_APP_BUDGET_KB, overBudget } from "./script-budgets.ts";
import { PAGES } from "../../src/lib/site-paths.ts";

/** A measured page, within every budget unless a test says otherwise. */
const row = (overrides: Partial<Parameters<typeof overBudget>[0]>) => ({
  page: "/somewhere",
  route: "/somewhere",
  app: false,
  downloadedKb: 0,
  earlyKb: 0,
  inlineKb: 1,
  pieces: [],
  early: [],
  ...overrides,
});

describe("overBudget: the script budgets npm test holds every page to", () => {
  it("passes pages within their budgets", () => {
    expect(overBudget(row({ inlineKb: NO_APP_BUDGET_KB }))).toEqual([]);
    expect(overBudget(row({ app: true, downloadedKb: APP_BUDGET_KB }))).toEqual([]);
  });

  it("fails a page without the app over 3 KB, inline script included", () => {
    expect(overBudget(row({ downloadedKb: 2, inlineKb: NO_APP_BUDGET_KB - 1.9 }))).toEqual([
      `/somewhere runs ${(NO_APP_BUDGET_KB + 0.1).toFixed(1)} KB of script without the app, over ${NO_APP_BUDGET_KB} KB`,
    ]);
  });

  it("fails a page with the app over its budget, less what it fetches early on purpose", () => {
    expect(overBudget(row({ app: true, downloadedKb: APP_BUDGET_KB + 0.2 }))).toHaveLength(1);
    expect(
      overBudget(row({ route: PAGES.book.path, app: true, downloadedKb: APP_BUDGET_KB + 5, earlyKb: 5, pieces: ["Toast (Radix)"], early: ["Toast (Radix)"] })),
    ).toEqual([]);
  });

  it("fails a page that loads another page's piece up front", () => {
    expect(overBudget(row({ app: true, downloadedKb: 50, pieces: ["CSV parser (PapaParse)"] }))).toEqual([
      "/somewhere loads the CSV parser (PapaParse) up front but doesn't use it there",
    ]);
  });
});
