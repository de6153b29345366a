import { ENGINES, test, expect, expectNoAxeViolations, isPhone, openBeforeAppStarts } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { SITE_PAGES, site } from "../support/site-pages";
import { PATH } from "../support/paths.ts";

const { nav: navContent } = site;
const nav = (page: Page) => page.getByRole("navigation", { name: navContent.label });
const menuButton = (page: Page) => nav(page).getByRole("button", { name: navContent.menuButton.open, exact: true });
const closeButton = (page: Page) => nav(page).getByRole("button", { name: navContent.menuButton.close, exact: true });
/** Each menu link from content: all hidden while the menu is closed, all shown while it is open. */
async function expectMenuLinks(page: Page, shown: boolean) {
  for (const link of navContent.links) {
    const locator = nav(page).getByRole("link", { name: link.label, exact: true });
    if (shown) await expect(locator).toBeVisible();
    else await expect(locator).toBeHidden();
  }
}
/** A page that starts the app (it has an island, src/islands/). */
const appPage = SITE_PAGES.find((sitePage) => sitePage.app);
/** A menu link to a page other than the home page the tests start on. */
const linkAwayFromHome = navContent.links.find((link) => link.href !== PATH.home);

/**
 * What the HTML alone does, before the app starts or without JavaScript: the button opens the menu and
 * says it now closes it, Escape closes it and gives focus back to the button, the button opens it again.
 */
async function expectMenuWorksFromHtml(page: Page) {
  await expectMenuLinks(page, false);
  await menuButton(page).click();
  await expectMenuLinks(page, true);
  await expect(closeButton(page)).toBeVisible();

  await nav(page)
    .getByRole("link", { name: navContent.links[navContent.links.length - 1].label, exact: true })
    .focus();
  await page.keyboard.press("Escape");
  await expectMenuLinks(page, false);
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await expectMenuLinks(page, true);
}

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(page), "the toggle exists at phone widths only");
  });

  test("opens and closes with its button, with aria-expanded telling the state", { tag: ENGINES }, async ({ page }) => {
    await page.goto(PATH.home);
    const toggle = menuButton(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);

    await toggle.click();
    const close = closeButton(page);
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expectMenuLinks(page, true);
    await expectNoAxeViolations(page);

    await close.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);
  });

  test("closes on Escape and gives focus back to the button", { tag: ENGINES }, async ({ page }) => {
    await page.goto(PATH.home);
    const toggle = menuButton(page);
    await toggle.click();
    await nav(page)
      .getByRole("link", { name: navContent.links[navContent.links.length - 1].label, exact: true })
      .focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    test.skip(!linkAwayFromHome, "site.yaml's menu links only to the home page");
    await page.goto(PATH.home);
    const toggle = menuButton(page);
    await toggle.click();
    await nav(page).getByRole("link", { name: linkAwayFromHome!.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === linkAwayFromHome!.href);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);
  });

  test("on a page with the app, a followed link opens the next page as a page of its own, its menu closed", async ({ page }) => {
    // The route table is code: a page of it starts the app.
    expect(appPage, "a page of the route table starts the app").toBeDefined();
    const away = navContent.links.find((link) => link.href !== appPage?.path);
    test.skip(!away, "site.yaml's menu links only to the page with the app");
    await page.goto(appPage!.path);
    await menuButton(page).click();
    await expectMenuLinks(page, true);
    // The app's widgets are islands, with no client-side router: the next page is a document of its own.
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    await nav(page).getByRole("link", { name: away!.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === away!.href);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument), "a new document").toBeUndefined();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);
  });

  test("on a page with the app: works before the app starts, telling its state, and stays open as the app takes over", async ({ page }) => {
    expect(appPage, "a page of the route table starts the app").toBeDefined();
    const { startApp } = await openBeforeAppStarts(page, appPage!.path);
    // The page script tells the state from the first paint, before the app.
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expectMenuWorksFromHtml(page);
    await expect(closeButton(page)).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);

    await startApp();
    await expect(closeButton(page)).toHaveAttribute("aria-expanded", "true");
    await expectMenuLinks(page, true);
    await closeButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expectMenuLinks(page, false);
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("opens, closes on Escape, and its links lead on", async ({ page }) => {
      await page.goto(PATH.home);
      await expect(menuButton(page), "no state the HTML can't keep up to date").not.toHaveAttribute("aria-expanded");
      await expectMenuWorksFromHtml(page);

      if (!linkAwayFromHome) return; // site.yaml's menu links only to the home page
      await nav(page).getByRole("link", { name: linkAwayFromHome.label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === linkAwayFromHome.href);
      await expectMenuLinks(page, false);
    });
  });
});
