import { ENGINES, test, expect, expectNoAxeViolations, isPhone } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { site } from "./support/site-pages";

const { nav: navContent } = site;
const nav = (page: Page) => page.getByRole("navigation", { name: navContent.label });
/** Each menu link from content: all hidden while the menu is closed, all shown while it is open. */
async function expectMenuLinks(page: Page, shown: boolean) {
  for (const link of navContent.links) {
    const locator = nav(page).getByRole("link", { name: link.label, exact: true });
    if (shown) await expect(locator).toBeVisible();
    else await expect(locator).toBeHidden();
  }
}
/** A menu link to a page other than the home page the tests start on. */
const linkAwayFromHome = navContent.links.find((link) => link.href !== "/");

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(page), "the toggle exists at phone widths only");
    await page.goto("/");
  });

  test("opens and closes with its button, with aria-expanded telling the state", { tag: ENGINES }, async ({ page }) => {
    const toggle = nav(page).getByRole("button", { name: navContent.menuButton.open, exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);

    await toggle.click();
    const close = nav(page).getByRole("button", { name: navContent.menuButton.close, exact: true });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expectMenuLinks(page, true);
    await expectNoAxeViolations(page);

    await close.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);
  });

  test("closes on Escape and gives focus back to the button", { tag: ENGINES }, async ({ page }) => {
    const toggle = nav(page).getByRole("button", { name: navContent.menuButton.open, exact: true });
    await toggle.click();
    await nav(page).getByRole("link", { name: navContent.links[navContent.links.length - 1].label, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    test.skip(!linkAwayFromHome, "site.yaml's menu links only to the home page");
    const toggle = nav(page).getByRole("button", { name: navContent.menuButton.open, exact: true });
    await toggle.click();
    await nav(page).getByRole("link", { name: linkAwayFromHome!.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === linkAwayFromHome!.href);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);
  });
});
