import type { Page } from "@playwright/test";
import { sitePaths } from "../../src/lib/site-paths.ts";
import { bookingRules } from "../../src/lib/booking-selection.ts";
import { bookingFields } from "../../src/lib/booking-fields.ts";
import { test, expect, expectScreen, expectWholeWords, settled, addons, booking, founder, home, pricing, site } from "./visual-fixtures";
import { isPhone } from "../support/fixtures";
import { unusedCode } from "../support/unused-code.ts";
import { PATH } from "../support/paths.ts";
import { screenName } from "../support/screen-name.ts";

/*
 * Every page of the route table (src/lib/site-paths.ts, the founder card at the fixture content's slug) and every
 * state worth seeing, found by role and visible text as a visitor finds them, with the fixture content's words.
 */
const fields = bookingFields(booking.fields, pricing);
const rules = bookingRules(fields, addons);
const main = (page: Page) => page.getByRole("main");

/**
 * The home page's hero (on / and the 404 page, which is the home page): the app tries to play the video, and the
 * fixture content's video files are not in public/, so it fails and the hero keeps its poster and offers play.
 * Waiting for that answer keeps the button's label from changing under the screenshot.
 */
async function heroSettled(page: Page): Promise<void> {
  if ((await page.locator("video").count()) === 0) return;
  await expect(page.getByRole("button", { name: home.hero.video.playLabel, exact: true })).toBeVisible();
}

/** A path no page takes (nor the founder card's slug). */
const unknownPath = () => {
  const taken = new Set(sitePaths(founder.slug).map((entry) => entry.path));
  let candidate = "/visual-no-such-page";
  for (let i = 2; taken.has(candidate); i++) candidate = `/visual-no-such-page-${i}`;
  return candidate;
};

/** The visible label of a booking form option, from the fixture content. */
function optionLabel(field: "tier" | "wash" | "size", value: string): string {
  const option = fields[field].options.find((candidate) => String(candidate.value) === value);
  if (!option) throw new Error(`The fixture booking.yaml has no ${field} option ${value}`);
  return option.label;
}

test.describe("every page", () => {
  for (const { path } of sitePaths(founder.slug)) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(main(page)).toBeVisible();
      await heroSettled(page);
      await expectScreen(page, `page-${screenName(path)}`);
      await expectWholeWords(page, `page-${screenName(path)}`);
    });
  }

  test("an unknown path: the 404 page", async ({ page }) => {
    const response = await page.goto(unknownPath());
    expect(response?.status()).toBe(404);
    await heroSettled(page);
    await expectScreen(page, "page-not-found");
  });
});

test.describe("states", () => {
  for (const wash of pricing.washTypes) {
    test(`${PATH.pricing} showing the ${wash.id} wash type`, async ({ page }) => {
      await page.goto(PATH.pricing);
      const radio = page.getByRole("group", { name: pricing.modeToggleLabel, exact: true }).getByRole("radio", { name: wash.name, exact: true });
      await radio.click();
      await expect(radio).toBeChecked();
      await expectScreen(page, `pricing-mode-${wash.id}`);
      await expectWholeWords(page, `pricing-mode-${wash.id}`);
    });
  }

  test(`${PATH.book} with the custom-quote warning`, async ({ page }) => {
    await page.goto(PATH.book);
    const { customQuote, fields } = booking;
    await main(page)
      .getByLabel(fields.tier.label, { exact: true })
      .selectOption({ label: optionLabel("tier", customQuote.tier) });
    await main(page)
      .getByLabel(fields.wash.label, { exact: true })
      .selectOption({ label: optionLabel("wash", customQuote.wash) });
    await main(page)
      .getByLabel(fields.size.label, { exact: true })
      .selectOption({ label: optionLabel("size", customQuote.size) });
    await expect(main(page).getByText(customQuote.message)).toBeVisible();
    // The hand-off follows the warning once its code has arrived (it is fetched when first shown).
    await expect(main(page).getByRole("link", { name: booking.handoff.whatsappLabel })).toBeVisible();
    await settled(page);
    await expectScreen(page, "book-custom-quote");
  });

  test(`${PATH.calendar} saying Sorry to a query it can't book`, async ({ page }) => {
    // A bookable choice but for its tier, as booking-calendar.spec.ts's tampered queries.
    const query = new URLSearchParams({ type: rules.types[0].value, tier: unusedCode(rules.tiers), wash: rules.washes[0].value, size: rules.sizes[0] });
    await page.goto(`${PATH.calendar}?${query}`);
    await expect(main(page).getByRole("status").filter({ hasText: booking.calendar.noPath })).toBeVisible();
    await expectScreen(page, "booking-calendar-sorry");
  });

  test(`${PATH.book} with a toast`, async ({ page }) => {
    // The clock stopped from before the page loads (as the e2e toast tests): the toast stays until the shot is taken.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto(PATH.book);
    const { title, message } = booking.toasts.termsNotAgreed;
    const continueButton = main(page).getByRole("button", { name: booking.continueLabel, exact: true });
    // aria-disabled until the terms are ticked, and pressing it then is what raises the toast.
    await continueButton.click({ force: true });
    const toast = page.getByRole("region").getByRole("listitem").filter({ hasText: title });
    // The toast's code is fetched at the first toast: time moves on a little at a time until it is there.
    await expect(async () => {
      if ((await toast.count()) === 0) await page.clock.runFor(50);
      expect(await toast.count()).toBe(1);
    }).toPass({ intervals: [10, 20, 50], timeout: 30_000 });
    await expect(toast.getByText(message, { exact: true })).toBeVisible();
    await expectScreen(page, "book-toast");
  });

  test("the mobile menu open", async ({ page }) => {
    test.skip(!isPhone(page), "the menu button exists at phone widths only");
    await page.goto(PATH.home);
    const nav = page.getByRole("navigation", { name: site.nav.label });
    await nav.getByRole("button", { name: site.nav.menuButton.open, exact: true }).click();
    await expect(nav.getByRole("button", { name: site.nav.menuButton.close, exact: true })).toBeVisible();
    for (const link of site.nav.links) await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    await heroSettled(page);
    await expectScreen(page, "mobile-menu-open");
  });

  test(`${PATH.thankYou} with the drop-off location open`, async ({ page }) => {
    await page.goto(PATH.thankYou);
    const { thankYou } = booking;
    const dropOff = main(page).getByRole("group");
    await dropOff.getByText(thankYou.showLocationLabel, { exact: true }).click();
    await expect(dropOff).toHaveJSProperty("open", true);
    await expect(dropOff.getByText(thankYou.hideLocationLabel, { exact: true })).toBeVisible();
    await expectScreen(page, "thank-you-location-open");
  });
});
