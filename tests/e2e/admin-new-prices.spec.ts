/**
 * New prices from a day, as the owner sets them (issue 67 item 1): on the Pricing page's file, the day picked in the
 * phone's date box and each new price typed key by key beside today's, then saved as one change. The editor's preview
 * draws the site as a visitor sees it on the day the browser's clock says: on the Sunday before, today's prices and the
 * notice of the change; on the Monday, the new prices. The site's build on a day is vite-plugin.test.ts's, the
 * scheduled build's day rebuild-days.test.ts's. On a phone and a computer, against both backends.
 */
import { changeNotice } from "../../src/lib/dated-prices.ts";
import { dayAfter, businessDay } from "../../src/lib/business-day.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { PRICE_CHOICES, priceLinkName, pricing, site } from "../support/site-pages";
import { PHONE_AND_COMPUTER_RUNS, checksPassing, contentOf, expect, fieldOf, fileForm, preview, save, test, typeDate } from "../support/site-editor";

// A journey that opens the editor two or three times and types its changes key by key: as long as admin-history's.
test.describe.configure({ timeout: 90_000 });

/** The Monday after today (the UK's), and the Sunday before it: whatever day the test runs, the change is still to come on the Sunday. */
const MONDAY = (() => {
  const today = businessDay();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return dayAfter(today, ((8 - weekday) % 7) + (weekday === 1 ? 7 : 0));
})();
const SUNDAY = dayAfter(MONDAY, -1);
/** Noon in the UK on a day: the browser's clock, set. */
const noonOn = (day: string) => new Date(`${day}T12:00:00Z`);

/** Each price raised by a pound: the new prices the owner types. */
const NEW_PRICES = PRICE_CHOICES.map((choice) => ({ ...choice, price: choice.price + 1 }));
const newPricesField = fieldOf("pricing", ["newPrices"]);
const fromLabel = fieldOf("pricing", ["newPrices", "from"]).label;

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`new prices from a day at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("set on a Sunday from next Monday: the preview shows today's prices and the notice, then on the Monday the new ones", async ({
      editor,
      editorPage: page,
    }) => {
      await page.clock.setFixedTime(noonOn(SUNDAY));
      await editor.open("pricing");
      const group = fileForm(page, "pricing").getByRole("group", { name: new RegExp(`^${newPricesField.label}`) });
      await typeDate(group.getByLabel(fromLabel, { exact: true }), MONDAY);
      for (const choice of NEW_PRICES) {
        const box = group
          .getByRole("group", { name: choice.wash.name, exact: true })
          .getByRole("spinbutton", { name: `${choice.tier.name}, ${choice.size.name}`, exact: true });
        await box.pressSequentially(String(choice.price));
        // Beside it, today's price and the change.
        await expect(box).toHaveValue(String(choice.price));
      }
      // The page follows once the checks have run on the last price (at the pause after it).
      await expect(checksPassing(page)).toBeVisible();
      const withNew = { ...pricing, newPrices: { from: MONDAY, prices: {} } };
      // The preview's words carry their place in the file, invisibly (tap/edit-marks.ts): found as a part of its text.
      await expect(preview(page).getByText(changeNotice(withNew, MONDAY, site.language))).toBeVisible();
      await expect(preview(page).getByRole("link", { name: priceLinkName(PRICE_CHOICES[0]), exact: true })).toBeAttached();
      await expectNoAxeViolations(page);
      await save(page);

      const saved = contentOf("pricing", editor.read("pricing"));
      expect(saved.prices).toEqual(pricing.prices);
      expect(saved.newPrices?.from).toBe(MONDAY);
      for (const { wash, size, tier, price } of NEW_PRICES) expect(saved.newPrices?.prices[wash.id][size.id][tier.id]).toBe(price);

      // Monday: the same saved file, drawn as a visitor sees it that day.
      await page.clock.setFixedTime(noonOn(MONDAY));
      await editor.open("pricing");
      await expect(preview(page).getByRole("link", { name: priceLinkName(NEW_PRICES[0]), exact: true })).toBeAttached();
      await expect(preview(page).getByRole("link", { name: priceLinkName(PRICE_CHOICES[0]), exact: true })).not.toBeAttached();
      await expect(preview(page).getByText(changeNotice(withNew, MONDAY, site.language))).not.toBeAttached();
    });
  });
}
