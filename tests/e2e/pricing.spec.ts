import type { Locator, Page } from "@playwright/test";
import { CONTENT, ANY_WIDTH, ENGINES, test, expect, expectNoAxeViolations, isPhone } from "../support/fixtures";
import { bookingForm } from "./support/booking-flow";
import { coveredByButton } from "../support/floating-button";
import { LAYOUT_WIDTHS, expectLayoutRules, expectLayoutRulesAt, screenAt, widthsAlsoMeasured } from "../support/layout-rules";
import {
  PRICE_CHOICES,
  addons,
  booking,
  bookingHref,
  expectedPriceRows,
  plans,
  priceLinkName,
  pricing,
  savings,
  type PriceChoice,
} from "../support/site-pages";
import { fillTemplate, formatMinutesRange, formatPoundRange, formatPounds } from "../../src/lib/format.ts";
import { PATH } from "../support/paths.ts";
import { planFigures, planPoint } from "../../src/lib/plan-figures";
import { PHONE } from "../../scripts/tools/browsers.ts";

type WashType = (typeof pricing.washTypes)[number];

const tierNames = pricing.tiers.map((tier) => tier.name);
const tierName = (id: string) => {
  const tier = pricing.tiers.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`savings.yaml names a tier "${id}" that pricing.yaml does not have`);
  return tier.name;
};
const [defaultWash, ...otherWashes] = pricing.washTypes;

/** A table's body as a screen reader reads it, row by row: the row header then each cell (marks hidden from it left out). */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => {
        const read = cell.cloneNode(true) as Element;
        read.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
        return (read.textContent ?? "").replace(/\s+/g, " ").trim();
      }),
    ),
  );
}

/** The marks a table's cells show to the eye (hidden from screen readers), row by row. */
async function cellMarks(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("td")].map((cell) => [...cell.querySelectorAll("[aria-hidden='true']")].map((mark) => mark.textContent).join("")),
      ),
    );
}

/** Expects a table to show these column headers and these body rows, in order. */
async function expectTable(table: Locator, headers: string[], rows: string[][]) {
  await expect(table.locator("thead th")).toHaveText(headers);
  expect(await tableRows(table)).toEqual(rows);
}

const table = (page: Page, caption: string) => page.getByRole("table", { name: caption, exact: true });
const region = (page: Page, heading: string) => page.getByRole("region", { name: heading, exact: true });
const modeToggle = (page: Page) => page.getByRole("group", { name: pricing.modeToggleLabel, exact: true });
const modeButton = (page: Page, wash: WashType) => modeToggle(page).getByRole("radio", { name: wash.name, exact: true });

/** The toggle shows `shown`: its radio checked, its two tables visible, every other mode's hidden. */
async function expectMode(page: Page, shown: WashType) {
  for (const wash of pricing.washTypes) {
    const active = wash === shown;
    await expect(modeButton(page, wash)).toBeChecked({ checked: active });
    for (const caption of [wash.priceCaption, wash.includedCaption]) {
      if (active) await expect(table(page, caption)).toBeVisible();
      else await expect(table(page, caption)).toBeHidden();
    }
  }
}

/** Chooses each wash type after the first in turn: it shows, and nothing below the tables moves. */
async function expectEachModeInTurn(page: Page) {
  const belowTables = page.getByRole("heading", { level: 2, name: savings.heading, exact: true });
  // Its place in the page, not on screen: a click may scroll the page (Firefox centres what it clicks).
  const placeInPage = () => belowTables.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  const before = await placeInPage();
  for (const wash of otherWashes) {
    await modeButton(page, wash).check();
    await expectMode(page, wash);
    expect(await placeInPage(), "switching modes moves nothing below the tables").toBe(before);
  }
}

async function expectPriceLink(page: Page, choice: PriceChoice) {
  const link = table(page, choice.wash.priceCaption).getByRole("link", { name: priceLinkName(choice), exact: true });
  await expect(link).toHaveText(formatPounds(choice.price));
  await expect(link).toHaveAttribute("href", bookingHref(choice));
}

test.describe("pricing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH.pricing);
  });

  test("shows the first wash type by default, and the toggle switches to each of the others", { tag: [ENGINES, CONTENT] }, async ({ page }) => {
    test.slow(); // Two full axe scans of the longest page.
    await expect(page.getByRole("main").getByText(pricing.intro, { exact: true })).toBeVisible();
    await expect(modeToggle(page).getByRole("radio")).toHaveCount(pricing.washTypes.length);
    await expectMode(page, defaultWash);
    await expectNoAxeViolations(page);

    await expectEachModeInTurn(page);
    await expectNoAxeViolations(page);

    await modeButton(page, defaultWash).check();
    await expectMode(page, defaultWash);
    // The arrow keys move on to the next wash type, as they do between any radios.
    await page.keyboard.press("ArrowRight");
    await expect(modeButton(page, otherWashes[0])).toBeFocused();
    await expectMode(page, otherWashes[0]);
  });

  test("shows every price in content, each linking to the booking form with its choice", { tag: [ENGINES, CONTENT] }, async ({ page }) => {
    for (const wash of pricing.washTypes) {
      await modeButton(page, wash).check();
      const prices = table(page, wash.priceCaption);
      await expectTable(prices, [pricing.priceTable.vehicleColumnHeading, ...tierNames], expectedPriceRows(wash));
      await expect(prices.getByRole("link")).toHaveCount(pricing.vehicleSizes.length * pricing.tiers.length);
      for (const choice of PRICE_CHOICES.filter((candidate) => candidate.wash === wash)) await expectPriceLink(page, choice);
    }
  });

  test("follows a price to the booking form, which starts with that choice", { tag: ANY_WIDTH }, async ({ page }) => {
    // The last cell of the last mode: the furthest from every default.
    const choice = PRICE_CHOICES[PRICE_CHOICES.length - 1];
    await modeButton(page, choice.wash).check();
    await table(page, choice.wash.priceCaption)
      .getByRole("link", { name: priceLinkName(choice), exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === bookingHref(choice));
    await expect(page.getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
    const form = bookingForm(page);
    await expect(form.tier).toHaveValue(choice.tier.id);
    await expect(form.wash).toHaveValue(choice.wash.id);
    await expect(form.size).toHaveValue(choice.size.id);
  });

  test("shows what each tier includes, for every wash type", { tag: CONTENT }, async ({ page }) => {
    const { featureColumnHeading, labels, rows } = pricing.included;
    for (const wash of pricing.washTypes) {
      await modeButton(page, wash).check();
      await expect(page.getByRole("heading", { level: 3, name: pricing.included.heading, exact: true })).toBeVisible();
      const included = table(page, wash.includedCaption);
      await expectTable(
        included,
        [featureColumnHeading, ...tierNames],
        rows[wash.id].map((row) => [row.feature, ...pricing.tiers.map((tier) => labels[row.tiers[tier.id]])]),
      );
      // Where a phone shows marks only, the key above the table says, in content's words, what each one means.
      const key = page
        .getByRole("heading", { level: 3, name: pricing.included.heading, exact: true })
        .locator("xpath=following-sibling::p[1]")
        .filter({ visible: true });
      const keyEntries = await key
        .locator(":scope > span")
        .evaluateAll((entries) => entries.map((entry) => [entry.firstElementChild?.textContent ?? "", (entry.lastChild?.textContent ?? "").trim()]));
      expect(keyEntries.map(([, label]) => label)).toEqual(Object.values(labels));
      const markOf = new Map(keyEntries.map(([mark, label]) => [label, mark]));
      expect(new Set(markOf.values()).size, "a different mark for each value").toBe(keyEntries.length);
      expect(await cellMarks(included)).toEqual(rows[wash.id].map((row) => pricing.tiers.map((tier) => markOf.get(labels[row.tiers[tier.id]]))));
    }
  });

  test("lists every add-on with its price range and time", { tag: CONTENT }, async ({ page }) => {
    const section = region(page, addons.heading);
    await expect(section.getByText(addons.intro, { exact: true })).toBeVisible();
    await expectTable(
      section.getByRole("table", { name: addons.caption, exact: true }),
      [addons.columns.name, addons.columns.price, addons.columns.time],
      addons.items.map((item) => [item.name, formatPoundRange(item.price.from, item.price.to), formatMinutesRange(item.time.from, item.time.to)]),
    );
  });

  test("shows every plan card with its summary and points", { tag: CONTENT }, async ({ page }) => {
    const section = region(page, plans.heading);
    await expect(section.getByText(plans.intro, { exact: true })).toBeVisible();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(plans.cards.map((card) => card.name));
    for (const card of plans.cards) {
      const item = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: card.name, exact: true }) });
      await expect(item.getByText(card.summary, { exact: true })).toBeVisible();
      // A point quotes Savings at a Glance's figures where it names them (plan-figures.ts).
      await expect(item.getByRole("listitem")).toHaveText(card.points.map((point) => planPoint(point, planFigures(savings))));
    }
  });

  test("shows the savings of every tier, monthly and for each pack size", { tag: CONTENT }, async ({ page }) => {
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

  test("ends with the Ready to Book card and its button", { tag: CONTENT }, async ({ page }) => {
    const { readyToBook } = pricing;
    const card = region(page, readyToBook.heading);
    await expect(card.getByText(readyToBook.text, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: readyToBook.button.label, exact: true })).toHaveAttribute("href", readyToBook.button.href);
  });

  test(
    "every cell of every table is on screen, labelled by its column, and is still a table to screen readers",
    { tag: CONTENT },
    async ({ page, browserName }) => {
      // A phone from the narrowest we support; a desktop at its own width.
      for (const width of isPhone(page) ? [360, 390] : [page.viewportSize()!.width]) {
        await page.setViewportSize({ width, height: 800 });
        for (const shown of TABLES) {
          await modeButton(page, shown.wash).click();
          const grid = table(page, shown.caption);
          await expect(grid).toBeVisible();
          await expect(grid.getByRole("columnheader")).toHaveText(shown.columns);
          await expect(grid.getByRole("rowheader")).toHaveText(shown.rows);
          await expect(grid.getByRole("cell")).toHaveCount(shown.rows.length * (shown.columns.length - 1));
          // Playwright reads roles from the markup; the browser's own tree is what a screen reader hears.
          if (browserName === "chromium") {
            expect(await browserTableRoles(page, shown.caption), `"${shown.caption}" to a screen reader at ${width} px`).toEqual({
              columnheader: shown.columns.length,
              rowheader: shown.rows.length,
              cell: shown.rows.length * (shown.columns.length - 1),
            });
          }

          const seen = await seenCells(grid.getByRole("cell").or(grid.getByRole("rowheader")));
          expect(
            seen.filter((cell) => !cell.onScreen).map((cell) => cell.text),
            `cells of "${shown.caption}" off screen at ${width} px`,
          ).toEqual([]);
          // A sighted visitor reads each cell's column from the header row, in sight at every width (the narrow
          // layout keeps it above the values), so no cell draws a label of its own.
          const headerRow = (await grid.getByRole("row").first().boundingBox())!;
          expect(headerRow.width, `the header row of "${shown.caption}" in sight at ${width} px`).toBeGreaterThan(1);
          const dataCells = seen.filter((cell) => cell.role === "cell");
          expect(
            dataCells.map((cell) => cell.label),
            "no labels under a header row",
          ).toEqual(dataCells.map(() => null));
        }
      }
    },
  );

  test("the floating button never covers a table cell as the visitor scrolls through the tables", async ({ page }) => {
    test.slow(); // The whole page, a button's height at a time, for each wash type.
    const floating = page.locator(".floating-book");
    for (const wash of pricing.washTypes) {
      await modeButton(page, wash).click();
      const covered = await coveredByButton(page, "main table th, main table td", 0);
      expect(covered, `${wash.name}: cells under the floating button`).toEqual([]);
    }
    // Clear of the tables (the end of the page) it is there again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(floating).toBeVisible();
  });
});

test.describe("pricing page's memory", () => {
  test("the wash type chosen is still chosen on coming back from the booking form", async ({ page }) => {
    const choice = PRICE_CHOICES[PRICE_CHOICES.length - 1];
    await page.goto(PATH.pricing);
    await modeButton(page, choice.wash).check();
    await table(page, choice.wash.priceCaption)
      .getByRole("link", { name: priceLinkName(choice), exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === bookingHref(choice));
    await page.goBack();
    await expectMode(page, choice.wash);
  });
});

test.describe("pricing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the toggle shows each wash type's prices, each a working link", async ({ page }) => {
    await page.goto(PATH.pricing);
    await expectMode(page, defaultWash);
    await expectEachModeInTurn(page);
    const choice = PRICE_CHOICES[PRICE_CHOICES.length - 1];
    await modeButton(page, choice.wash).check();
    expect(await tableRows(table(page, choice.wash.priceCaption))).toEqual(expectedPriceRows(choice.wash));
    await expectPriceLink(page, choice);
    await table(page, choice.wash.priceCaption)
      .getByRole("link", { name: priceLinkName(choice), exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === bookingHref(choice));
  });
});

/**
 * Every table of the page, as content defines it: each wash type's prices and what's included (shown
 * in its mode), the add-ons and the savings, each with its column headers and row headers.
 */
const TABLES = [
  ...pricing.washTypes.flatMap((wash) => [
    { wash, caption: wash.priceCaption, columns: [pricing.priceTable.vehicleColumnHeading, ...tierNames], rows: pricing.vehicleSizes.map((size) => size.name) },
    {
      wash,
      caption: wash.includedCaption,
      columns: [pricing.included.featureColumnHeading, ...tierNames],
      rows: pricing.included.rows[wash.id].map((row) => row.feature),
    },
  ]),
  {
    wash: defaultWash,
    caption: addons.caption,
    columns: [addons.columns.name, addons.columns.price, addons.columns.time],
    rows: addons.items.map((item) => item.name),
  },
  {
    wash: defaultWash,
    caption: savings.caption,
    columns: [
      savings.columns.tier,
      savings.columns.monthlyLoyalty,
      ...savings.rows[0].packs.map((pack) => fillTemplate(savings.columns.packSave, { blocks: pack.blocks })),
    ],
    rows: savings.rows.map((row) => tierName(row.tier)),
  },
];

/**
 * For each cell: its role, its text, whether its whole box is within the screen's width, the column
 * name shown beside it on screen (its CSS-drawn label) if any, and the size of each link in it.
 */
/**
 * How many header and data cells Chromium's accessibility tree (CDP) holds in the table with this
 * caption: what a screen reader is told, whatever the CSS display of the table's parts.
 */
async function browserTableRoles(page: Page, caption: string): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const tables = nodes.filter((node) => !node.ignored && node.role?.value === "table" && node.name?.value === caption);
    expect(tables, `one table named "${caption}" in the accessibility tree`).toHaveLength(1);
    const counts: Record<string, number> = {};
    const visit = (id: string) => {
      const node = byId.get(id);
      if (!node) return;
      const role = String(node.role?.value ?? "");
      if (!node.ignored && ["columnheader", "rowheader", "cell"].includes(role)) counts[role] = (counts[role] ?? 0) + 1;
      for (const child of node.childIds ?? []) visit(child);
    };
    visit(tables[0].nodeId);
    return counts;
  } finally {
    await cdp.detach();
  }
}

function seenCells(cells: Locator) {
  return cells.evaluateAll((elements) =>
    elements.map((cell) => {
      const box = cell.getBoundingClientRect();
      const before = getComputedStyle(cell, "::before");
      const drawn = before.display !== "none" && before.content !== "none" && before.content !== "normal";
      return {
        role: cell.localName === "td" ? "cell" : "rowheader",
        text: (cell.textContent ?? "").trim(),
        onScreen: box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth,
        // The computed content is the label in quotes, then its alternative text for screen readers ("" = none).
        label: drawn ? (/^"((?:[^"\\]|\\.)*)"/.exec(before.content)?.[1] ?? before.content) : null,
      };
    }),
  );
}

for (const width of LAYOUT_WIDTHS) {
  const phoneWidth = width === PHONE.viewport.width;
  test.describe(`the pricing page at ${width} px`, { tag: [ANY_WIDTH, CONTENT, ...(phoneWidth ? [ENGINES] : [])] }, () => {
    test.use(screenAt(width));

    test(`in each wash type's mode: the layout rules hold (support/layout-rules.ts), here and at the widths no test of this engine has`, async ({
      page,
      browserName,
    }) => {
      await page.goto(PATH.pricing);
      for (const wash of pricing.washTypes) {
        await modeButton(page, wash).check();
        await expectLayoutRules(page, `${wash.name}: `);
        await expectLayoutRulesAt(page, widthsAlsoMeasured(browserName, width), `${wash.name}: `);
      }
    });
  });
}
