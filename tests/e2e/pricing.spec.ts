import type { Locator, Page } from "@playwright/test";
import { ENGINES, test, expect, expectNoAxeViolations } from "./support/fixtures";
import { bookingForm } from "./support/booking-flow";
import { PRICE_CHOICES, addons, booking, bookingHref, plans, priceLinkName, pricing, savings, type PriceChoice } from "./support/site-pages";
import { fillTemplate, formatMinutesRange, formatPoundRange, formatPounds } from "../../src/lib/format.ts";

type WashType = (typeof pricing.washTypes)[number];

const tierNames = pricing.tiers.map((tier) => tier.name);
const tierName = (id: string) => {
  const tier = pricing.tiers.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`savings.yaml names a tier "${id}" that pricing.yaml does not have`);
  return tier.name;
};
const [defaultWash, ...otherWashes] = pricing.washTypes;

/** A table's body as text, row by row: the row header then each cell. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim())),
  );
}

/** Expects a table to show these column headers and these body rows, in order. */
async function expectTable(table: Locator, headers: string[], rows: string[][]) {
  await expect(table.locator("thead th")).toHaveText(headers);
  expect(await tableRows(table)).toEqual(rows);
}

const table = (page: Page, caption: string) => page.getByRole("table", { name: caption, exact: true });
const region = (page: Page, heading: string) => page.getByRole("region", { name: heading, exact: true });
const modeButton = (page: Page, wash: WashType) =>
  page.getByRole("group", { name: pricing.modeToggleLabel }).getByRole("button", { name: wash.name, exact: true });

/** The toggle shows `shown`: its button pressed, its two tables visible, every other mode's hidden. */
async function expectMode(page: Page, shown: WashType) {
  for (const wash of pricing.washTypes) {
    const active = wash === shown;
    await expect(modeButton(page, wash)).toHaveAttribute("aria-pressed", String(active));
    for (const caption of [wash.priceCaption, wash.includedCaption]) {
      if (active) await expect(table(page, caption)).toBeVisible();
      else await expect(table(page, caption)).toBeHidden();
    }
  }
}

/** The price table's rows as content gives them: each vehicle size, then its price for each tier. */
const expectedPriceRows = (wash: WashType) =>
  pricing.vehicleSizes.map((size) => [size.name, ...pricing.tiers.map((tier) => formatPounds(pricing.prices[wash.id][size.id][tier.id]))]);

async function expectPriceLink(page: Page, choice: PriceChoice) {
  const link = table(page, choice.wash.priceCaption).getByRole("link", { name: priceLinkName(choice), exact: true });
  await expect(link).toHaveText(formatPounds(choice.price));
  await expect(link).toHaveAttribute("href", bookingHref(choice));
}

test.describe("pricing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/pricing");
  });

  test("shows the first wash type by default, and the toggle switches to each of the others", { tag: ENGINES }, async ({ page }) => {
    await expect(page.getByRole("main").getByText(pricing.intro, { exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: pricing.modeToggleLabel }).getByRole("button")).toHaveText(pricing.washTypes.map((wash) => wash.name));
    await expectMode(page, defaultWash);
    await expectNoAxeViolations(page);

    const belowTables = page.getByRole("heading", { level: 2, name: savings.heading, exact: true });
    // Its place in the page, not on screen: a click may scroll the page (Firefox centres the button it clicks).
    const placeInPage = () => belowTables.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    const before = await placeInPage();
    for (const wash of otherWashes) {
      await modeButton(page, wash).click();
      await expectMode(page, wash);
      // Switching modes must not move anything below the tables.
      expect(await placeInPage()).toBe(before);
    }
    await expectNoAxeViolations(page);

    await modeButton(page, defaultWash).click();
    await expectMode(page, defaultWash);
  });

  test("shows every price in content, each linking to the booking form with its choice", { tag: ENGINES }, async ({ page }) => {
    for (const wash of pricing.washTypes) {
      await modeButton(page, wash).click();
      const prices = table(page, wash.priceCaption);
      await expectTable(prices, [pricing.priceTable.vehicleColumnHeading, ...tierNames], expectedPriceRows(wash));
      await expect(prices.getByRole("link")).toHaveCount(pricing.vehicleSizes.length * pricing.tiers.length);
      for (const choice of PRICE_CHOICES.filter((candidate) => candidate.wash === wash)) await expectPriceLink(page, choice);
    }
  });

  test("follows a price to the booking form, which starts with that choice", async ({ page }) => {
    // The last cell of the last mode: the furthest from every default.
    const choice = PRICE_CHOICES[PRICE_CHOICES.length - 1];
    await modeButton(page, choice.wash).click();
    await table(page, choice.wash.priceCaption).getByRole("link", { name: priceLinkName(choice), exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === bookingHref(choice));
    await expect(page.getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
    const form = bookingForm(page);
    await expect(form.tier).toHaveValue(choice.tier.id);
    await expect(form.wash).toHaveValue(choice.wash.id);
    await expect(form.size).toHaveValue(choice.size.id);
  });

  test("shows what each tier includes, for every wash type", async ({ page }) => {
    const { featureColumnHeading, labels, rows } = pricing.included;
    for (const wash of pricing.washTypes) {
      await modeButton(page, wash).click();
      await expect(page.getByRole("heading", { level: 3, name: pricing.included.heading, exact: true })).toBeVisible();
      await expectTable(
        table(page, wash.includedCaption),
        [featureColumnHeading, ...tierNames],
        rows[wash.id].map((row) => [row.feature, ...pricing.tiers.map((tier) => labels[row.tiers[tier.id]])]),
      );
    }
  });

  test("lists every add-on with its price range and time", async ({ page }) => {
    const section = region(page, addons.heading);
    await expect(section.getByText(addons.intro, { exact: true })).toBeVisible();
    await expectTable(
      section.getByRole("table", { name: addons.caption, exact: true }),
      [addons.columns.name, addons.columns.price, addons.columns.time],
      addons.items.map((item) => [item.name, formatPoundRange(item.price.from, item.price.to), formatMinutesRange(item.time.from, item.time.to)]),
    );
  });

  test("shows every plan card with its summary and points", async ({ page }) => {
    const section = region(page, plans.heading);
    await expect(section.getByText(plans.intro, { exact: true })).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(plans.cards.map((card) => card.name));
    for (const card of plans.cards) {
      const item = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: card.name, exact: true }) });
      await expect(item.getByText(card.summary, { exact: true })).toBeVisible();
      await expect(item.getByRole("listitem")).toHaveText(card.points);
    }
  });

  test("shows the savings of every tier, monthly and for each pack size", async ({ page }) => {
    const packSizes = booking.fields.blocks.options.map((option) => option.value);
    const section = region(page, savings.heading);
    await expect(section.getByText(savings.intro, { exact: true })).toBeVisible();
    await expectTable(
      section.getByRole("table", { name: savings.caption, exact: true }),
      [savings.columns.tier, savings.columns.monthlyLoyalty, ...packSizes.map((blocks) => fillTemplate(savings.columns.packSave, { blocks }))],
      savings.rows.map((row) => [
        tierName(row.tier),
        formatPounds(row.monthlyLoyalty),
        ...packSizes.map((blocks) => {
          const pack = row.packs.find((candidate) => candidate.blocks === blocks);
          return pack ? formatPounds(pack.save) : "";
        }),
      ]),
    );
  });

  test("ends with the Ready to Book card and its button", async ({ page }) => {
    const { readyToBook } = pricing;
    const card = region(page, readyToBook.heading);
    await expect(card.getByText(readyToBook.text, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: readyToBook.button.label, exact: true })).toHaveAttribute("href", readyToBook.button.href);
  });

  test("a phone scrolls wide tables sideways instead of the page", async ({ page }) => {
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const viewport = page.viewportSize()!.width;
    expect(pageWidth).toBeLessThanOrEqual(viewport);
  });
});

test.describe("pricing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("shows the prices of every wash type, each a working link", async ({ page }) => {
    await page.goto("/pricing");
    for (const wash of pricing.washTypes) {
      await expect(table(page, wash.priceCaption)).toBeVisible();
      expect(await tableRows(table(page, wash.priceCaption))).toEqual(expectedPriceRows(wash));
    }
    await expectPriceLink(page, PRICE_CHOICES[PRICE_CHOICES.length - 1]);
  });
});
