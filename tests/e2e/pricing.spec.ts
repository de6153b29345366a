import type { Locator, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./support/fixtures";
import { readContent } from "../../src/content/read-content.ts";
import type { PricingContent } from "../../src/content/generated/pricing.ts";

const pricing = readContent().pricing as PricingContent;

// The figures of spec point 9, typed in here so a wrong price in content or code fails the test.
const PRICES = {
  exterior: { Hatchback: ["£15", "£22", "£40", "£75"], "Saloon / Small SUV": ["£17", "£25", "£48", "£90"], "Large SUV / 7-Seater": ["£22", "£30", "£60", "£110"] },
  inout: { Hatchback: ["£26", "£30", "£70", "£120"], "Saloon / Small SUV": ["£28", "£34", "£85", "£140"], "Large SUV / 7-Seater": ["£32", "£37", "£100", "£170"] },
} as const;
const ADDONS = [
  ["Upholstery Wet-Vac", "£25–£35", "1 hour"],
  ["Comprehensive Steam Clean", "£10–£20", "20–30 min"],
  ["Ceramic Wax Protection", "£15–£25", "30–40 min"],
  ["Comprehensive Cabin Vacuum", "£10–£25", "20–30 min"],
  ["Engine Bay Detailing", "£20–£30", "30–45 min"],
];
const SAVINGS = [
  ["Express", "£1", "£8", "£18"],
  ["Silver", "£2", "£14", "£29"],
  ["Gold", "£4", "£25", "£51"],
  ["Platinum", "£5", "£36", "£85"],
];

/** A table's body as text, row by row: the row header then each cell. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
  );
}

const table = (page: Page, caption: string) => page.getByRole("table", { name: caption, exact: true });

test.describe("pricing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/pricing");
  });

  test("shows Exterior Only by default, and the toggle switches to Interior + Exterior", async ({ page }) => {
    const group = page.getByRole("group", { name: pricing.modeToggleLabel });
    const exterior = group.getByRole("button", { name: "Exterior Only" });
    const inout = group.getByRole("button", { name: "Interior + Exterior" });
    await expect(exterior).toHaveAttribute("aria-pressed", "true");
    await expect(inout).toHaveAttribute("aria-pressed", "false");

    const [exteriorWash, inoutWash] = pricing.washTypes;
    await expect(table(page, exteriorWash.priceCaption)).toBeVisible();
    await expect(table(page, inoutWash.priceCaption)).toBeHidden();
    await expect(table(page, exteriorWash.includedCaption)).toBeVisible();
    await expectNoAxeViolations(page);

    const savingsBefore = await page.getByRole("heading", { name: "Savings at a Glance" }).boundingBox();
    await inout.click();
    await expect(inout).toHaveAttribute("aria-pressed", "true");
    await expect(exterior).toHaveAttribute("aria-pressed", "false");
    await expect(table(page, inoutWash.priceCaption)).toBeVisible();
    await expect(table(page, inoutWash.includedCaption)).toBeVisible();
    await expect(table(page, exteriorWash.priceCaption)).toBeHidden();
    // Switching modes must not move anything below the tables.
    expect(await page.getByRole("heading", { name: "Savings at a Glance" }).boundingBox()).toEqual(savingsBefore);
    await expectNoAxeViolations(page);
  });

  test("lists all 24 prices, each linking to the booking form with its choice", async ({ page }) => {
    for (const wash of pricing.washTypes) {
      if (wash.id === "inout") await page.getByRole("button", { name: wash.name }).click();
      const prices = table(page, wash.priceCaption);
      await expect(prices.locator("thead th")).toHaveText(["Vehicle", "Express", "Silver", "Gold", "Platinum"]);
      const expected = PRICES[wash.id as keyof typeof PRICES];
      expect(await tableRows(prices)).toEqual(Object.entries(expected).map(([vehicle, row]) => [vehicle, ...row]));
      const link = prices.getByRole("link", { name: `Book Gold ${wash.name} for a Saloon / Small SUV at ${expected["Saloon / Small SUV"][2]}` });
      await expect(link).toHaveAttribute("href", `/book?tier=gold&wash=${wash.id}&size=medium`);
    }
  });

  test("follows a price to the booking form", async ({ page }) => {
    await table(page, pricing.washTypes[0].priceCaption).getByRole("link", { name: /£40$/ }).click();
    await expect(page).toHaveURL(/\/book\?tier=gold&wash=exterior&size=small$/);
  });

  test("shows what's included, the add-ons, the plans and the savings", async ({ page }) => {
    const included = await tableRows(table(page, pricing.washTypes[0].includedCaption));
    const wax = included.find(([feature]) => /ceramic wax/i.test(feature));
    expect(wax?.slice(1)).toEqual(["Add-on", "Add-on", "Included", "Included"]);

    const addons = page.getByRole("region", { name: "Add-Ons" }).getByRole("table");
    await expect(addons.locator("thead th")).toHaveText(["Add-on", "Price", "Time"]);
    expect(await tableRows(addons)).toEqual(ADDONS);

    for (const plan of ["Rolling Subscription", "Block Book", "Loyalty Discount"]) {
      await expect(page.getByRole("heading", { level: 3, name: plan })).toBeVisible();
    }

    const savings = page.getByRole("region", { name: "Savings at a Glance" }).getByRole("table");
    await expect(savings.locator("thead th")).toHaveText(["Tier", "Monthly Loyalty", "6-Pack Save", "12-Pack Save"]);
    expect(await tableRows(savings)).toEqual(SAVINGS);

    const ready = page.getByRole("region", { name: "Ready to Book?" });
    await expect(ready.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/book");
  });

  test("a phone scrolls wide tables sideways instead of the page", async ({ page }) => {
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const viewport = page.viewportSize()!.width;
    expect(pageWidth).toBeLessThanOrEqual(viewport);
  });
});

test.describe("pricing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("shows the prices of both modes", async ({ page }) => {
    await page.goto("/pricing");
    for (const wash of pricing.washTypes) await expect(table(page, wash.priceCaption)).toBeVisible();
  });
});
