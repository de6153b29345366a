// @vitest-environment happy-dom
import { cleanup, render as renderDom, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import addons from "virtual:content/addons";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import type { RowData } from "@tanstack/react-table";
import { DataTable, type DataTableDefinition } from "../../components/ui/DataTable";
import type { PricingContent } from "../../content/generated/pricing.ts";
import { addonsTable, bookingHref, includedTable, priceTable, savingsTable } from "./table-definitions";
import { PAGES } from "../../lib/site-paths";
import { pricingOn } from "../../lib/dated-prices";
import { tableNamed, texts } from "../../components/ui/table-by-role.test-support";

// Expected values are the fixture content's (tests/fixtures/content, which vitest serves as
// virtual:content/*), typed in: the fixture never changes, so a wrong builder fails here.

afterEach(cleanup);

/**
 * Renders a builder's table the way the site does and reads it back by role: found by the accessible name its
 * caption gives it (so `caption` is the name the table is announced with), its column headers and body cells.
 */
function render<TRow extends RowData>(definition: DataTableDefinition<TRow>) {
  renderDom(
    <MemoryRouter>
      <DataTable {...definition} />
    </MemoryRouter>,
  );
  const { columnHeaders, rows } = tableNamed(definition.caption);
  return { caption: definition.caption, headers: texts(columnHeaders), headerCells: columnHeaders, rows };
}

const numericClass = (element: HTMLElement) => (element.classList.contains("data-table__cell--numeric") ? "data-table__cell--numeric" : undefined);

const TIER_NAMES = ["Fixture Quick", "Fixture Deluxe", "Fixture Supreme"];
const TIER_IDS = ["quick", "deluxe", "supreme"];
const SIZES = [
  ["compact", "Fixture Compact Car"],
  ["estate", "Fixture Estate Car"],
] as const;
const WASH_NAMES = { outside: "Fixture Outside", full: "Fixture Full Valet" } as const;
const WASHES = ["outside", "full"] as const;

const FIXTURE_PRICES = {
  outside: [
    [11, 19, 43],
    [13, 23, 47],
  ],
  full: [
    [31, 53, 97],
    [41, 59, 113],
  ],
} as const;

const PRICE_CASES = WASHES.flatMap((wash) =>
  SIZES.flatMap(([sizeId, sizeName], sizeIndex) =>
    TIER_IDS.map((tierId, tierIndex) => ({
      wash,
      sizeId,
      sizeName,
      sizeIndex,
      tierId,
      tierIndex,
      price: FIXTURE_PRICES[wash][sizeIndex][tierIndex],
    })),
  ),
);

describe("bookingHref", () => {
  it.each([
    ["deluxe", "full", "estate", `${PAGES.book.path}?tier=deluxe&wash=full&size=estate`],
    ["quick", "outside", "compact", `${PAGES.book.path}?tier=quick&wash=outside&size=compact`],
    ["a b", "c&d", "e=f", `${PAGES.book.path}?tier=a+b&wash=c%26d&size=e%3Df`],
  ])("%s %s %s → %s", (tier, wash, size, expected) => {
    expect(bookingHref(tier, wash, size)).toBe(expected);
  });
});

describe("priceTable", () => {
  it.each(WASHES)("%s: caption, and columns Vehicle then the tiers in order", (wash) => {
    const table = render(priceTable(pricing, wash));
    expect(table.caption).toBe(`${WASH_NAMES[wash]} prices by size and tier`);
    expect(table.headers).toEqual(["Fixture car", ...TIER_NAMES]);
    expect(table.headerCells.map(numericClass)).toEqual([undefined, ...TIER_NAMES.map(() => "data-table__cell--numeric")]);
  });

  it.each(WASHES)("%s: one row per vehicle size, named by a row header", (wash) => {
    const { rows } = render(priceTable(pricing, wash));
    expect(rows.map((row) => [row[0].role, row[0].text])).toEqual(SIZES.map(([, name]) => ["rowheader", name]));
    for (const row of rows) expect(row.slice(1).map((cell) => cell.role)).toEqual(TIER_IDS.map(() => "cell"));
  });

  it.each(PRICE_CASES)("$wash $sizeId $tierId is £$price, linking to the booking form", ({ wash, sizeId, sizeName, sizeIndex, tierId, tierIndex, price }) => {
    const cell = render(priceTable(pricing, wash)).rows[sizeIndex][tierIndex + 1];
    expect(cell.text).toBe(`£${price}`);
    expect(numericClass(cell.element)).toBe("data-table__cell--numeric");
    const link = within(cell.element).getByRole("link");
    expect(link.getAttribute("href")).toBe(`${PAGES.book.path}?tier=${tierId}&wash=${wash}&size=${sizeId}`);
    expect(
      within(cell.element).queryByRole("link", {
        name: `Fixture booking of ${TIER_NAMES[tierIndex]} (${WASH_NAMES[wash]}) for a ${sizeName} costing £${price}`,
      }),
    ).toBe(link);
  });

  it("leaves out aria-label when the link label template says just the visible price", () => {
    const plain: PricingContent = { ...pricing, priceTable: { ...pricing.priceTable, cellLinkLabel: "£{price}" } };
    const cell = render(priceTable(plain, "outside")).rows[0][3];
    expect(cell.text).toBe("£43");
    const link = within(cell.element).getByRole("link");
    expect(link.getAttribute("href")).toBe(`${PAGES.book.path}?tier=supreme&wash=outside&size=compact`);
    // Named by its text alone.
    expect(link.hasAttribute("aria-label")).toBe(false);
    expect(within(cell.element).queryByRole("link", { name: "£43" })).toBe(link);
  });

  it("on an offer's days, shows each price it lowers with the price without it beside, in the content's words, and no other", () => {
    const offer = { words: "Fixture offer", from: "2027-03-01", to: "2027-03-31", saving: 3, tiers: ["supreme"], washTypes: [], vehicleSizes: ["compact"] };
    const { rows } = render(priceTable(pricingOn({ ...pricing, offers: [offer] }, "2027-03-10"), "outside"));
    // Fixture Supreme, Fixture Compact Car: £43, lowered by the saving; the content's wasPrice says the price without it.
    const [usual, lowered] = [43, 43 - offer.saving];
    expect(rows[0][3].text).toBe(`£${lowered}${pricing.priceTable.wasPrice.replace("{price}", String(usual))}`);
    expect(within(rows[0][3].element).getByRole("link").textContent).toBe(`£${lowered}`);
    expect(rows[0][2].text).toBe("£19");
    expect(rows[1][3].text).toBe("£47");
  });

  it("follows the content: renamed tiers, reordered tiers and the vehicle heading", () => {
    const edited: PricingContent = {
      ...pricing,
      tiers: [pricing.tiers[2], { ...pricing.tiers[0], name: "Renamed" }, pricing.tiers[1]],
      priceTable: { ...pricing.priceTable, vehicleColumnHeading: "Car" },
    };
    const table = render(priceTable(edited, "outside"));
    expect(table.headers).toEqual(["Car", "Fixture Supreme", "Renamed", "Fixture Deluxe"]);
    expect(table.rows[0].map((cell) => cell.text)).toEqual(["Fixture Compact Car", "£43", "£11", "£19"]);
    expect(
      within(table.rows[0][2].element).queryByRole("link", { name: "Fixture booking of Renamed (Fixture Outside) for a Fixture Compact Car costing £11" }),
    ).not.toBeNull();
  });

  it("refuses an unknown wash type", () => {
    expect(() => priceTable(pricing, "waterless")).toThrow(/waterless/);
  });
});

describe("includedTable", () => {
  it.each(WASHES)("%s: caption, Service column then the tiers in order", (wash) => {
    const table = render(includedTable(pricing, wash));
    expect(table.caption).toBe(`What each ${WASH_NAMES[wash]} tier includes`);
    expect(table.headers).toEqual(["Fixture service", ...TIER_NAMES]);
  });

  // Every row of the fixture, in the words shown to visitors.
  it.each([
    [
      "outside",
      [
        ["Fixture rinse", "Fixture yes", "Fixture yes", "Fixture yes"],
        ["Fixture polish", "Fixture extra", "Fixture yes", "Fixture yes"],
        ["Fixture hoover", "Fixture no", "Fixture no", "Fixture no"],
      ],
    ],
    [
      "full",
      [
        ["Fixture rinse", "Fixture yes", "Fixture yes", "Fixture yes"],
        ["Fixture hoover", "Fixture extra", "Fixture yes", "Fixture yes"],
      ],
    ],
  ] as const)("%s: every row is named by its service and every cell is in words", (wash, expected) => {
    const { rows } = render(includedTable(pricing, wash));
    expect(rows.map((row) => row.map((cell) => cell.text))).toEqual(expected);
    for (const row of rows) {
      expect(row[0].role).toBe("rowheader");
      expect(row.slice(1).map((cell) => cell.role)).toEqual(TIER_IDS.map(() => "cell"));
    }
  });

  it("uses the label words from content", () => {
    const edited: PricingContent = {
      ...pricing,
      included: { ...pricing.included, labels: { included: "Yes", addon: "Extra", excluded: "No" } },
    };
    const rows = render(includedTable(edited, "outside")).rows.map((row) => row.map((cell) => cell.text));
    expect(rows).toEqual([
      ["Fixture rinse", "Yes", "Yes", "Yes"],
      ["Fixture polish", "Extra", "Yes", "Yes"],
      ["Fixture hoover", "No", "No", "No"],
    ]);
  });
});

describe("addonsTable", () => {
  it("has the caption and the name, price and time columns", () => {
    const table = render(addonsTable(addons));
    expect(table.caption).toBe("Fixture extras with price and time");
    expect(table.headers).toEqual(["Fixture extra", "Fixture cost", "Fixture duration"]);
    expect(table.headerCells.map(numericClass)).toEqual([undefined, "data-table__cell--numeric", undefined]);
  });

  it("lists the add-ons in order", () => {
    expect(render(addonsTable(addons)).rows.map((row) => row[0].text)).toEqual(["Fixture Tyre Shine", "Fixture Seat Shampoo"]);
  });

  it.each([
    [0, "Fixture Tyre Shine", "£7–£9", "15–25 min"],
    [1, "Fixture Seat Shampoo", "£21", "1.5 hours"],
  ])("row %i: %s costs %s and takes %s", (index, name, price, time) => {
    const row = render(addonsTable(addons)).rows[index];
    expect(row.map((cell) => [cell.role, cell.text])).toEqual([
      ["rowheader", name],
      ["cell", price],
      ["cell", time],
    ]);
    expect(numericClass(row[1].element)).toBe("data-table__cell--numeric");
  });

  it("shows a single price and time when a range has one value", () => {
    const single: typeof addons = { ...addons, items: [{ id: "tyre-shine", name: "Tyre shine", price: { from: 7, to: 7 }, time: { from: 60, to: 60 } }] };
    expect(render(addonsTable(single)).rows[0].map((cell) => cell.text)).toEqual(["Tyre shine", "£7", "1 hour"]);
  });
});

describe("savingsTable", () => {
  it("has the caption and the tier, monthly and pack columns", () => {
    const table = render(savingsTable(savings, pricing));
    expect(table.caption).toBe("Fixture savings per tier with 3- and 9-wash packs");
    expect(table.headers).toEqual(["Fixture tier", "Fixture monthly saving", "Fixture 3-wash pack", "Fixture 9-wash pack"]);
  });

  it.each([
    ["Fixture Quick", "£3", "£9", "£27"],
    ["Fixture Deluxe", "£6", "£16", "£44"],
    ["Fixture Supreme", "£7", "£33", "£77"],
  ])("%s saves %s a month, %s on 3 and %s on 9", (tier, monthly, three, nine) => {
    const row = render(savingsTable(savings, pricing)).rows[TIER_NAMES.indexOf(tier)];
    expect(row.map((cell) => [cell.role, cell.text])).toEqual([
      ["rowheader", tier],
      ["cell", monthly],
      ["cell", three],
      ["cell", nine],
    ]);
    expect(row.map((cell) => numericClass(cell.element))).toEqual([undefined, ...Array(3).fill("data-table__cell--numeric")]);
  });

  it("has one row per savings row", () => {
    expect(render(savingsTable(savings, pricing)).rows.map((row) => row[0].text)).toEqual(TIER_NAMES);
  });

  it("names each tier as pricing does", () => {
    const renamed: PricingContent = structuredClone(pricing);
    for (const tier of renamed.tiers) tier.name = tier.name.toUpperCase();
    expect(render(savingsTable(savings, renamed)).rows.map((row) => row[0].text)).toEqual(TIER_NAMES.map((name) => name.toUpperCase()));
  });

  it("refuses a tier that pricing does not have", () => {
    const unknown: typeof savings = { ...savings, rows: [{ ...savings.rows[0], tier: "diamond" }] };
    expect(() => savingsTable(unknown, pricing)).toThrow(/diamond/);
  });
});
