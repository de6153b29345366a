import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import addons from "virtual:content/addons";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import type { RowData } from "@tanstack/react-table";
import { DataTable, type DataTableDefinition } from "../../components/ui/DataTable";
import type { PricingContent } from "../../content/generated/pricing.ts";
import { addonsTable, bookingHref, includedTable, priceTable, savingsTable } from "./table-definitions";
import { decode, tableSection } from "../../components/ui/table-markup.test-support";

// Expected values are copied from product-spec.md point 9, not derived from the content files,
// so a wrong builder or a wrong price in content both fail here.


/** Renders a builder's table the way the site does and reads it back as header texts and body cells. */
function render<TRow extends RowData>(definition: DataTableDefinition<TRow>) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <DataTable {...definition} />
    </MemoryRouter>,
  );
  return {
    html,
    caption: decode(/<caption[^>]*>(.*?)<\/caption>/s.exec(html)?.[1] ?? ""),
    headers: tableSection(html, "thead")[0].map((cell) => cell.text),
    headerCells: tableSection(html, "thead")[0],
    rows: tableSection(html, "tbody"),
  };
}

const TIER_NAMES = ["Express", "Silver", "Gold", "Platinum"];
const TIER_IDS = ["express", "silver", "gold", "platinum"];
const SIZES = [
  ["small", "Hatchback"],
  ["medium", "Saloon / Small SUV"],
  ["large", "Large SUV / 7-Seater"],
] as const;
const WASH_NAMES = { exterior: "Exterior Only", inout: "Interior + Exterior" } as const;

const SPEC_PRICES = {
  exterior: [
    [15, 22, 40, 75],
    [17, 25, 48, 90],
    [22, 30, 60, 110],
  ],
  inout: [
    [26, 30, 70, 120],
    [28, 34, 85, 140],
    [32, 37, 100, 170],
  ],
} as const;

const PRICE_CASES = (["exterior", "inout"] as const).flatMap((wash) =>
  SIZES.flatMap(([sizeId, sizeName], sizeIndex) =>
    TIER_IDS.map((tierId, tierIndex) => ({
      wash,
      sizeId,
      sizeName,
      sizeIndex,
      tierId,
      tierIndex,
      price: SPEC_PRICES[wash][sizeIndex][tierIndex],
    })),
  ),
);

describe("bookingHref", () => {
  it.each([
    ["gold", "inout", "medium", "/book?tier=gold&wash=inout&size=medium"],
    ["express", "exterior", "small", "/book?tier=express&wash=exterior&size=small"],
  ])("%s %s %s → %s", (tier, wash, size, expected) => {
    expect(bookingHref(tier, wash, size)).toBe(expected);
  });
});

describe("priceTable", () => {
  it.each(["exterior", "inout"] as const)("%s: caption, and columns Vehicle then the tiers in order", (wash) => {
    const table = render(priceTable(pricing, wash));
    expect(table.caption).toBe(`${WASH_NAMES[wash]} prices by vehicle size and package`);
    expect(table.headers).toEqual(["Vehicle", ...TIER_NAMES]);
    expect(table.headerCells.map((cell) => cell.attrs.class)).toEqual([undefined, ...TIER_NAMES.map(() => "data-table__cell--numeric")]);
  });

  it.each(["exterior", "inout"] as const)("%s: one row per vehicle size, named by a row header", (wash) => {
    const { rows } = render(priceTable(pricing, wash));
    expect(rows.map((row) => [row[0].tag, row[0].attrs.scope, row[0].text])).toEqual(
      SIZES.map(([, name]) => ["th", "row", name]),
    );
    for (const row of rows) expect(row.slice(1).map((cell) => cell.tag)).toEqual(["td", "td", "td", "td"]);
  });

  it.each(PRICE_CASES)(
    "$wash $sizeId $tierId is £$price, linking to the booking form",
    ({ wash, sizeId, sizeName, sizeIndex, tierId, tierIndex, price }) => {
      const cell = render(priceTable(pricing, wash)).rows[sizeIndex][tierIndex + 1];
      expect(cell.text).toBe(`£${price}`);
      expect(cell.attrs.class).toBe("data-table__cell--numeric");
      expect(cell.link).toMatchObject({
        href: `/book?tier=${tierId}&wash=${wash}&size=${sizeId}`,
        "aria-label": `Book ${TIER_NAMES[tierIndex]} ${WASH_NAMES[wash]} for a ${sizeName} at £${price}`,
      });
    },
  );

  it("leaves out aria-label when the link label template says just the visible price", () => {
    const plain: PricingContent = { ...pricing, priceTable: { ...pricing.priceTable, cellLinkLabel: "£{price}" } };
    const cell = render(priceTable(plain, "exterior")).rows[0][3];
    expect(cell.text).toBe("£40");
    expect(cell.link?.href).toBe("/book?tier=gold&wash=exterior&size=small");
    expect(cell.link).not.toHaveProperty("aria-label");
  });

  it("follows the content: renamed tiers, reordered tiers and the vehicle heading", () => {
    const edited: PricingContent = {
      ...pricing,
      tiers: [pricing.tiers[3], { ...pricing.tiers[0], name: "Quick" }, pricing.tiers[1], pricing.tiers[2]],
      priceTable: { ...pricing.priceTable, vehicleColumnHeading: "Car" },
    };
    const table = render(priceTable(edited, "exterior"));
    expect(table.headers).toEqual(["Car", "Platinum", "Quick", "Silver", "Gold"]);
    expect(table.rows[0].map((cell) => cell.text)).toEqual(["Hatchback", "£75", "£15", "£22", "£40"]);
    expect(table.rows[0][2].link?.["aria-label"]).toBe("Book Quick Exterior Only for a Hatchback at £15");
  });

  it("refuses an unknown wash type", () => {
    expect(() => priceTable(pricing, "waterless")).toThrow(/waterless/);
  });
});

describe("includedTable", () => {
  it.each(["exterior", "inout"] as const)("%s: caption, Service column then the tiers in order", (wash) => {
    const table = render(includedTable(pricing, wash));
    expect(table.caption).toBe(`What's included in each ${WASH_NAMES[wash]} package`);
    expect(table.headers).toEqual(["Service", ...TIER_NAMES]);
    expect(table.rows).toHaveLength(pricing.included.rows[wash].length);
  });

  it.each(["exterior", "inout"] as const)("%s: every row is named by its service and every cell is in words", (wash) => {
    const { rows } = render(includedTable(pricing, wash));
    rows.forEach((row, i) => {
      const source = pricing.included.rows[wash][i];
      expect([row[0].tag, row[0].attrs.scope, row[0].text]).toEqual(["th", "row", source.feature]);
      const expected = TIER_IDS.map((tier) => ({ included: "Included", addon: "Add-on", excluded: "Not included" })[source.tiers[tier]]);
      expect(row.slice(1).map((cell) => [cell.tag, cell.text])).toEqual(expected.map((text) => ["td", text]));
    });
  });

  // Inclusions from product-spec.md point 9, in the words shown to visitors.
  it.each([
    ["exterior", "Ceramic wax protection", ["Add-on", "Add-on", "Included", "Included"]],
    ["inout", "Ceramic wax protection", ["Add-on", "Add-on", "Included", "Included"]],
    ["inout", "Engine bay detailing", ["Add-on", "Add-on", "Add-on", "Included"]],
    ["inout", "Upholstery wet-vac", ["Add-on", "Add-on", "Add-on", "Included"]],
    ["inout", "Interior steam clean", ["Add-on", "Add-on", "Add-on", "Included"]],
    ["inout", "Pet hair removal", ["Add-on", "Add-on", "Included", "Included"]],
    ["exterior", "Hand wash & dry", ["Included", "Included", "Included", "Included"]],
    ["exterior", "Interior vacuum", ["Not included", "Not included", "Not included", "Not included"]],
  ] as const)("%s: %s reads %j", (wash, feature, expected) => {
    const row = render(includedTable(pricing, wash)).rows.find((cells) => cells[0].text === feature);
    expect(row?.slice(1).map((cell) => cell.text)).toEqual(expected);
  });

  it("uses the label words from content", () => {
    const edited: PricingContent = {
      ...pricing,
      included: { ...pricing.included, labels: { included: "Yes", addon: "Extra", excluded: "No" } },
    };
    const [first] = render(includedTable(edited, "exterior")).rows.filter((cells) => cells[0].text === "Ceramic wax protection");
    expect(first.slice(1).map((cell) => cell.text)).toEqual(["Extra", "Extra", "Yes", "Yes"]);
  });
});

describe("addonsTable", () => {
  it("has the caption and the Add-on, Price and Time columns", () => {
    const table = render(addonsTable(addons));
    expect(table.caption).toBe("Optional extras with their price range and the time they add");
    expect(table.headers).toEqual(["Add-on", "Price", "Time"]);
    expect(table.headerCells.map((cell) => cell.attrs.class)).toEqual([undefined, "data-table__cell--numeric", undefined]);
  });

  it("lists the add-ons in order", () => {
    expect(render(addonsTable(addons)).rows.map((row) => row[0].text)).toEqual([
      "Upholstery Wet-Vac",
      "Comprehensive Steam Clean",
      "Ceramic Wax Protection",
      "Comprehensive Cabin Vacuum",
      "Engine Bay Detailing",
    ]);
  });

  it.each([
    [0, "Upholstery Wet-Vac", "£25–£35", "1 hour"],
    [1, "Comprehensive Steam Clean", "£10–£20", "20–30 min"],
    [2, "Ceramic Wax Protection", "£15–£25", "30–40 min"],
    [3, "Comprehensive Cabin Vacuum", "£10–£25", "20–30 min"],
    [4, "Engine Bay Detailing", "£20–£30", "30–45 min"],
  ])("row %i: %s costs %s and takes %s", (index, name, price, time) => {
    const row = render(addonsTable(addons)).rows[index];
    expect(row.map((cell) => [cell.tag, cell.text])).toEqual([
      ["th", name],
      ["td", price],
      ["td", time],
    ]);
    expect(row[0].attrs.scope).toBe("row");
    expect(row[1].attrs.class).toBe("data-table__cell--numeric");
  });

  it("shows a single price and time when a range has one value", () => {
    const single = { ...addons, items: [{ name: "Tyre shine", price: { from: 5, to: 5 }, time: { from: 90, to: 90 } }] } as typeof addons;
    expect(render(addonsTable(single)).rows[0].map((cell) => cell.text)).toEqual(["Tyre shine", "£5", "1.5 hours"]);
  });
});

describe("savingsTable", () => {
  it("has the caption and the Tier, Monthly Loyalty and pack columns", () => {
    const table = render(savingsTable(savings, pricing));
    expect(table.caption).toBe("Savings per package with monthly loyalty and with 6- and 12-wash packs");
    expect(table.headers).toEqual(["Tier", "Monthly Loyalty", "6-Pack Save", "12-Pack Save"]);
  });

  it.each([
    ["Express", "£1", "£8", "£18"],
    ["Silver", "£2", "£14", "£29"],
    ["Gold", "£4", "£25", "£51"],
    ["Platinum", "£5", "£36", "£85"],
  ])("%s saves %s a month, %s on 6 and %s on 12", (tier, monthly, six, twelve) => {
    const row = render(savingsTable(savings, pricing)).rows[TIER_NAMES.indexOf(tier)];
    expect(row.map((cell) => [cell.tag, cell.text])).toEqual([
      ["th", tier],
      ["td", monthly],
      ["td", six],
      ["td", twelve],
    ]);
    expect(row.map((cell) => cell.attrs.class)).toEqual([undefined, ...Array(3).fill("data-table__cell--numeric")]);
  });

  it("names each tier as pricing does", () => {
    const renamed: PricingContent = { ...pricing, tiers: pricing.tiers.map((tier) => ({ ...tier, name: tier.name.toUpperCase() })) as PricingContent["tiers"] };
    expect(render(savingsTable(savings, renamed)).rows.map((row) => row[0].text)).toEqual(TIER_NAMES.map((name) => name.toUpperCase()));
  });

  it("refuses a tier that pricing does not have", () => {
    const unknown = { ...savings, rows: [{ ...savings.rows[0], tier: "diamond" }] } as typeof savings;
    expect(() => savingsTable(unknown, pricing)).toThrow(/diamond/);
  });
});
