import { ANY_WIDTH, test, expect, expectNoAxeViolations } from "./support/fixtures";
import { canonicalOf, footerLinkAwayFrom, home, site } from "./support/site-pages";

test.describe("an unknown path", () => {
  test("answers 404 with the home page, noindex and a canonical link to /", { tag: ANY_WIDTH }, async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: home.hero.heading })).toBeVisible();
    await expect(page).toHaveTitle(site.pages.notFound.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.pages.notFound.description);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalOf("/"));
    await expectNoAxeViolations(page);
  });

  test("hydrates without errors and the site works from there", async ({ page }) => {
    await page.goto("/another-missing-page");
    await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined);
    // A marker on window survives only a client-side navigation, so it proves the router hydrated.
    await page.evaluate(() => ((window as unknown as { stillThisDocument: boolean }).stillThisDocument = true));
    const link = footerLinkAwayFrom("/");
    await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === link.href);
    expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
