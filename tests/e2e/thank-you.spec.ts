import type { Page } from "@playwright/test";
import { CONTENT, ENGINES, test, expect, expectNoAxeViolations } from "../support/fixtures";
import { booking, site } from "../support/site-pages";
import { PATH } from "../support/paths.ts";

const { thankYou } = booking;
/** The drop-off location is the Visit Us address of site.yaml. */
const addressLines = [...site.contact.address.lines, site.contact.address.postcode];

/** The disclosure (<details>) around the location: the page's one group. */
const dropOff = (page: Page) => page.getByRole("main").getByRole("group");
/** Its summary, which the visitor presses, by the label it shows. */
const summary = (page: Page, label: string) => dropOff(page).getByText(label, { exact: true });

/** Open or closed, with the summary's label saying what a press will do. */
async function expectOpen(page: Page, open: boolean) {
  await expect(dropOff(page)).toHaveJSProperty("open", open);
  await expect(summary(page, open ? thankYou.hideLocationLabel : thankYou.showLocationLabel)).toBeVisible();
  await expect(summary(page, open ? thankYou.showLocationLabel : thankYou.hideLocationLabel)).toBeHidden();
}

/** Shown: each line visible. */
async function expectLocationShown(page: Page, shown: boolean) {
  const main = page.getByRole("main");
  for (const text of [...addressLines, thankYou.note]) {
    const line = main.getByText(text, { exact: true });
    if (shown) await expect(line).toBeVisible();
    else await expect(line).toBeHidden();
  }
}

/** The summary reveals the location and says it now hides it; pressed again, it hides it. */
async function expectRevealWorks(page: Page) {
  await expectOpen(page, false);
  await expectLocationShown(page, false);

  await summary(page, thankYou.showLocationLabel).click();
  await expectOpen(page, true);
  await expectLocationShown(page, true);

  await summary(page, thankYou.hideLocationLabel).click();
  await expectOpen(page, false);
  await expectLocationShown(page, false);
}

test.describe(PATH.thankYou, () => {
  test("confirms the booking, and the drop-off location opens and closes", { tag: CONTENT }, async ({ page }) => {
    await page.goto(PATH.thankYou);
    await expect(page.getByRole("heading", { level: 1, name: thankYou.heading })).toBeVisible();
    await expect(page.getByRole("main").getByText(thankYou.message, { exact: true })).toBeVisible();
    await expectRevealWorks(page);
  });

  test("passes axe with the location closed and open", { tag: ENGINES }, async ({ page }) => {
    await page.goto(PATH.thankYou);
    await expectNoAxeViolations(page);
    await summary(page, thankYou.showLocationLabel).click();
    await expectLocationShown(page, true);
    await expectNoAxeViolations(page);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the drop-off location opens and closes", async ({ page }) => {
      await page.goto(PATH.thankYou);
      await expectRevealWorks(page);
    });
  });
});
