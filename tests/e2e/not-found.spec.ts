import { ANY_WIDTH, test, expect, expectNoAxeViolations } from "../support/fixtures";
import { SITE_PAGES, canonicalOf, footerLinkAwayFrom, home, site } from "../support/site-pages";
import { PATH } from "../support/paths.ts";

test.describe("an unknown path", () => {
  test("answers 404 with the home page, noindex and a canonical link to /", { tag: ANY_WIDTH }, async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: home.hero.heading })).toBeVisible();
    await expect(page).toHaveTitle(site.pages.notFound.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.pages.notFound.description);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalOf(PATH.home));
    await expectNoAxeViolations(page);
  });

  test("is the home page as the home page is, app or not, and the site works from there", async ({ page }) => {
    await page.goto("/another-missing-page");
    const homeStartsApp = SITE_PAGES.find((sitePage) => sitePage.path === PATH.home)!.app;
    await expect(page.locator('script[type="module"]'), "the app starts here as it does on the home page").toHaveCount(homeStartsApp ? 1 : 0);
    const link = footerLinkAwayFrom(PATH.home);
    await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === link.href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
