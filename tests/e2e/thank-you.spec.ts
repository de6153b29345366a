import type { Page } from "@playwright/test";
import { ENGINES, test, expect, expectNoAxeViolations } from "./support/fixtures";
import { booking, site } from "./support/site-pages";

const { thankYou } = booking;
/** The drop-off location is the Visit Us address of site.yaml. */
const addressLines = [...site.contact.address.lines, site.contact.address.postcode];

/** Shown: each line visible exactly once (without JavaScript the hidden copy stays in the page, unseen). */
async function expectLocationShown(page: Page, shown: boolean) {
  const main = page.getByRole("main");
  for (const text of [...addressLines, thankYou.note]) {
    const visible = main.getByText(text, { exact: true }).filter({ visible: true });
    await expect(visible).toHaveCount(shown ? 1 : 0);
  }
}

test.describe("/thank-you", () => {
  test("confirms the booking with the thank-you message", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.getByRole("heading", { level: 1, name: thankYou.heading })).toBeVisible();
    await expect(page.getByRole("main").getByText(thankYou.message, { exact: true })).toBeVisible();
  });

  test("the button reveals and hides the drop-off location", { tag: ENGINES }, async ({ page }) => {
    await page.goto("/thank-you");
    const show = page.getByRole("button", { name: thankYou.showLocationLabel });
    await expect(show).toHaveAttribute("aria-expanded", "false");
    const controlled = await show.getAttribute("aria-controls");
    expect(controlled).toBeTruthy();
    await expect(page.locator(`[id="${controlled}"]`)).toBeHidden();
    await expectLocationShown(page, false);

    await show.click();
    const hide = page.getByRole("button", { name: thankYou.hideLocationLabel });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect(hide).toBeFocused();
    await expect(page.locator(`[id="${controlled}"]`)).toBeVisible();
    await expectLocationShown(page, true);

    await hide.click();
    await expect(show).toHaveAttribute("aria-expanded", "false");
    await expectLocationShown(page, false);
  });

  test("passes axe with the location hidden and shown", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.getByRole("button", { name: thankYou.showLocationLabel })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: thankYou.showLocationLabel }).click();
    await expectLocationShown(page, true);
    await expectNoAxeViolations(page);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the location outright instead of a button that can't work", async ({ page }) => {
      await page.goto("/thank-you");
      await expectLocationShown(page, true);
      await expect(page.getByRole("button", { name: thankYou.showLocationLabel })).toBeHidden();
    });
  });
});
