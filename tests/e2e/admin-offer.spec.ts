/**
 * An offer with dates, as the owner sets it (issue 67 item 2): on the Pricing page's file, an offer added to the
 * offers, its words, first and last day and saving typed key by key and its package chosen, then saved. The editor's
 * preview draws the site as a visitor sees it on the day the browser's clock says: the day before the offer, nothing
 * of it; on one of its days, its words above the prices and the price it lowers, lowered; the day after its last,
 * nothing again. The site's build on a day is the same pricingOn (offers.test.ts, vite-plugin.test.ts), the
 * scheduled build's days rebuild-days'. On a phone and a computer, against both backends.
 */
import { businessDay } from "../../src/lib/business-day.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { screenAt } from "../support/layout-rules";
import { PRICE_CHOICES, priceLinkName } from "../support/site-pages";
import { PHONE_AND_COMPUTER_RUNS, checksPassing, contentOf, expect, fieldOf, fileForm, preview, save, test, typeDate } from "../support/site-editor";

// A journey that opens the editor two or three times and types its changes key by key: as long as admin-history's.
test.describe.configure({ timeout: 90_000 });

/** March of next year: the offer's days, still to come whatever day the test runs. */
const YEAR = Number(businessDay().slice(0, 4)) + 1;
const [FROM, TO] = [`${YEAR}-03-01`, `${YEAR}-03-31`];
/** Noon in the UK on a day: the browser's clock, set. */
const noonOn = (day: string) => new Date(`${day}T12:00:00Z`);

/** The offer: £1 off the first package, on every wash type and size; its words are the owner's, made here. */
const [FIRST] = PRICE_CHOICES;
const SAVING = 1;
const WORDS = `£${SAVING} off any ${FIRST.tier.name} valet in March`;
const offersLabel = fieldOf("pricing", ["offers"]).label;
const lowered = { ...FIRST, price: FIRST.price - SAVING };

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`an offer in March at ${width} px, saving ${backend === "local" ? "into the content folder" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("set in February, saved; the preview shows it in March only", async ({ editor, editorPage: page }) => {
      await page.clock.setFixedTime(noonOn(`${YEAR}-02-28`));
      await editor.open("pricing");
      const offers = fileForm(page, "pricing").getByRole("group", { name: new RegExp(`^${offersLabel}`) });
      await offers.getByRole("button", { name: "Add offer", exact: true }).click();
      // The offer's entry (the packages it names are entries inside it).
      const offer = offers.getByRole("listitem").first();
      await offer.getByRole("textbox", { name: "Words", exact: true }).pressSequentially(WORDS);
      await typeDate(offer.getByRole("textbox", { name: "From", exact: true }), FROM);
      await typeDate(offer.getByRole("textbox", { name: "To", exact: true }), TO);
      await offer.getByRole("spinbutton", { name: "Saving", exact: true }).pressSequentially(String(SAVING));
      await offer.getByRole("button", { name: /^Add package to / }).click();
      await offer.getByRole("combobox", { name: "Package 1", exact: true }).selectOption({ label: FIRST.tier.name });
      await expect(checksPassing(page)).toBeVisible();
      // February: nothing of it shows.
      await expect(preview(page).getByText(WORDS)).not.toBeAttached();
      await expect(preview(page).getByRole("link", { name: priceLinkName(FIRST), exact: true })).toBeAttached();
      await expectNoAxeViolations(page);
      await save(page);

      const saved = contentOf("pricing", editor.read("pricing"));
      expect(saved.offers).toEqual([{ words: WORDS, from: FROM, to: TO, saving: SAVING, tiers: [FIRST.tier.id], washTypes: [], vehicleSizes: [] }]);
      await expect.poll(() => editor.saves().at(-1)?.message).toContain(WORDS);

      // March: its words above the prices, and the price it lowers, lowered.
      await page.clock.setFixedTime(noonOn(`${YEAR}-03-10`));
      await editor.open("pricing");
      await expect(preview(page).getByText(WORDS)).toBeVisible();
      await expect(preview(page).getByRole("link", { name: priceLinkName(lowered), exact: true })).toBeAttached();

      // April: gone again.
      await page.clock.setFixedTime(noonOn(`${YEAR}-04-01`));
      await editor.open("pricing");
      await expect(preview(page).getByRole("link", { name: priceLinkName(FIRST), exact: true })).toBeAttached();
      await expect(preview(page).getByText(WORDS)).not.toBeAttached();
    });
  });
}
