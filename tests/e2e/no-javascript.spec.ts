import { CONTENT, test, expect, isPhone } from "./support/fixtures";
import { controlsUnderButton } from "./support/floating-button";
import { SITE_PAGES, site } from "./support/site-pages";

test.use({ javaScriptEnabled: false });

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.path} holds its content with JavaScript off`, { tag: CONTENT }, async ({ page }) => {
    await page.goto(sitePage.path);
    await expect(page.getByRole("heading", { level: 1, name: sitePage.heading })).toBeVisible();
    await expect(page.getByText(site.banner, { exact: true })).toBeVisible();
    // The menu is an HTML popover: on a phone its button opens it without JavaScript; wider, the links are inline.
    const nav = page.getByRole("navigation", { name: site.nav.label });
    if (isPhone(page)) await nav.getByRole("button", { name: site.nav.menuButton.open, exact: true }).click();
    else await expect(nav.getByRole("button")).toBeHidden();
    for (const link of site.nav.links) await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const link of [...site.footer.quickLinks, ...site.footer.legalLinks])
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toBeVisible();
  });
}

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.path}: with JavaScript off, the floating button (which can't step aside) covers no control`, async ({ page }) => {
    await page.goto(sitePage.path);
    const floating = page.locator(".floating-book");
    if ((await floating.count()) > 0) await expect(floating).toHaveCSS("position", "static");
    expect(await controlsUnderButton(page), "controls under the floating button").toEqual([]);
  });
}
