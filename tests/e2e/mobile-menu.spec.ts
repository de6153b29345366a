import { test, expect, expectNoAxeViolations, isPhone } from "./support/fixtures";
import { site } from "./support/site-pages";

test.describe("mobile menu", () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(page), "the toggle exists at phone widths only");
    await page.goto("/");
  });

  test("opens and closes with its button, with aria-expanded telling the state", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: site.nav.label });
    const toggle = nav.getByRole("button", { name: site.nav.menuButton.open });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toBeHidden();

    await toggle.click();
    const close = nav.getByRole("button", { name: site.nav.menuButton.close });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await close.click();
    await expect(nav.getByRole("button", { name: site.nav.menuButton.open })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toBeHidden();
  });

  test("closes on Escape and gives focus back to the button", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: site.nav.label });
    await nav.getByRole("button", { name: site.nav.menuButton.open }).click();
    await nav.getByRole("link", { name: "About", exact: true }).focus();
    await page.keyboard.press("Escape");
    const toggle = nav.getByRole("button", { name: site.nav.menuButton.open });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is followed", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: site.nav.label });
    await nav.getByRole("button", { name: site.nav.menuButton.open }).click();
    await nav.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(nav.getByRole("button", { name: site.nav.menuButton.open })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toBeHidden();
  });
});
