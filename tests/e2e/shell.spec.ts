import { ANY_WIDTH, CONTENT, ENGINES, test, expect, expectNoAxeViolations, isPhone } from "./support/fixtures";
import { SITE_PAGES, canonicalOf, home, site } from "./support/site-pages";
import { mailtoHref, telHref, whatsappHref } from "../../src/lib/contact-links.ts";
import { PATH } from "../support/paths.ts";
import { SETTLE, settlePage } from "./support/axe";

const { contact, footer } = site;

// One visit per page and width checks, in steps, everything every page shares.
for (const sitePage of SITE_PAGES) {
  test(`${sitePage.path} has its own heading and meta, the shared layout, and passes axe`, { tag: [ENGINES, CONTENT] }, async ({ page }) => {
    test.slow(); // Three checks' worth of work on one page load, axe the longest of them.
    const response = await page.goto(sitePage.path);
    await test.step("heading, title, description, canonical and robots rule from content", async () => {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: sitePage.heading })).toBeVisible();
      await expect(page).toHaveTitle(sitePage.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", sitePage.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalOf(sitePage.path));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", sitePage.title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", sitePage.description);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonicalOf(sitePage.path));
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", site.businessName);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", canonicalOf(site.shareImage.src));
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", site.shareImage.alt);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", sitePage.title);
      await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute("content", sitePage.description);
      const robots = page.locator('meta[name="robots"]');
      if (sitePage.indexable) await expect(robots).toHaveCount(0);
      else await expect(robots).toHaveAttribute("content", "noindex");
    });

    await test.step(sitePage.app ? "starts the app" : "loads no JavaScript: every control is native HTML", async () => {
      const appScripts = page.locator('script[type="module"], link[rel="modulepreload"]');
      if (sitePage.app) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      else await expect(appScripts).toHaveCount(0);
    });

    await test.step("axe (WCAG 2.2 AA and best practices), before the menu is opened", async () => {
      await expectNoAxeViolations(page);
    });

    await test.step("the shared layout: banner, navigation, footer and the floating button", async () => {
      await expect(page.getByText(site.banner, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: site.logo.alt }).first()).toHaveAttribute("href", PATH.home);

      const nav = page.getByRole("navigation", { name: site.nav.label });
      if (isPhone(page)) await nav.getByRole("button", { name: site.nav.menuButton.open }).click();
      for (const link of site.nav.links) {
        await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
      }
      await expect(nav.getByRole("link", { name: site.nav.bookButton.label, exact: true })).toHaveAttribute("href", site.nav.bookButton.href);

      const pageFooter = page.getByRole("contentinfo");
      for (const link of [...footer.quickLinks, ...footer.legalLinks]) {
        await expect(pageFooter.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
      }
      const { contactLabels } = footer;
      await expect(pageFooter.getByRole("link", { name: `${contactLabels.email}: ${contact.email}`, exact: true })).toHaveAttribute(
        "href",
        mailtoHref(contact.email),
      );
      await expect(pageFooter.getByRole("link", { name: `${contactLabels.phone}: ${contact.phone}`, exact: true })).toHaveAttribute(
        "href",
        telHref(contact.phone),
      );
      await expect(pageFooter.getByRole("link", { name: contactLabels.whatsapp, exact: true })).toHaveAttribute("href", whatsappHref(contact.whatsapp));
      for (const profile of site.social) {
        await expect(pageFooter.getByRole("link", { name: profile.network, exact: true })).toHaveAttribute("href", profile.url);
      }
      await expect(pageFooter.getByText(footer.legalLine, { exact: true })).toBeVisible();
      await expect(pageFooter.getByRole("link", { name: footer.credit.label, exact: true })).toHaveAttribute("href", footer.credit.url);

      const floating = page.locator(".floating-book");
      if (sitePage.path === PATH.book || sitePage.path === PATH.calendar) {
        await expect(floating).toHaveCount(0);
        return;
      }
      // At the end of the page, clear of the tables and forms it steps aside for.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(floating).toBeVisible();
      await expect(floating).toHaveAccessibleName(site.floatingBook.label);
      await expect(floating).toHaveAttribute("href", site.floatingBook.href);
      await expect(floating).toHaveCSS("position", "fixed");
    });
  });
}

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto(PATH.pricing);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: site.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the floating button never covers the element that has focus", async ({ page }) => {
  await page.goto(PATH.home);
  const focusables = await page.locator("a[href], button, input, select, textarea, [tabindex='0']").count();
  for (let i = 0; i < focusables; i++) {
    await page.keyboard.press("Tab");
    const covered = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const floating = document.querySelector(".floating-book");
      if (!focused || !floating || focused === floating || focused === document.body) return false;
      const a = focused.getBoundingClientRect();
      const b = floating.getBoundingClientRect();
      return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    });
    expect(covered, `focus stop ${i + 1} is under the floating button`).toBe(false);
  }
});

test("under reduced motion (as every suite runs) the floating button steps aside at once when something passes under it", async ({ page }) => {
  await page.goto(PATH.pricing);
  // A clear stretch above the page's content, so the button starts over nothing, whatever the content.
  await page.evaluate(() => {
    const spacer = document.createElement("div");
    spacer.style.height = "200vh";
    document.querySelector("main")!.prepend(spacer);
    window.scrollTo(0, 0);
  });
  await page.evaluate(settlePage, SETTLE);
  const button = page.locator(SETTLE.button);
  await expect(button).toHaveAttribute(SETTLE.steppedAside, "false");
  const after = await page.evaluate(async ({ button: selector, steppedAside }) => {
    const button = document.querySelector<HTMLElement>(selector)!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The content scrolls up under the button, a little each frame, until the button steps aside.
    while (button.getAttribute(steppedAside) !== "true" && window.scrollY + innerHeight < document.documentElement.scrollHeight) {
      window.scrollBy(0, 16);
      await frame();
    }
    const stepped = button.getAttribute(steppedAside);
    // How long its fade lasts, as the page styles it now; then, once the fade it started has ended, where it is.
    const longestFadeMs = Math.max(
      ...getComputedStyle(button)
        .transitionDuration.split(",")
        .map((duration) => parseFloat(duration) * 1000),
    );
    await Promise.all(button.getAnimations().map((fade) => fade.finished));
    const style = getComputedStyle(button);
    return { stepped, longestFadeMs, opacity: style.opacity, visibility: style.visibility };
  }, SETTLE);
  // At once: the fade lasts 0.01 ms (global.css under reduced motion), not its full 150 ms, and ends hidden.
  expect(after).toEqual({ stepped: "true", longestFadeMs: expect.any(Number), opacity: "0", visibility: "hidden" });
  expect(after.longestFadeMs).toBeLessThanOrEqual(0.01);
});

test("the end of every page stays clear of the floating button", async ({ page }) => {
  await page.goto(PATH.terms);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const overlap = await page.evaluate(() => {
    const floating = document.querySelector(".floating-book")!.getBoundingClientRect();
    const lastText = [...document.querySelectorAll(".site-footer__base p")].pop()!.getBoundingClientRect();
    return lastText.bottom > floating.top && lastText.right > floating.left;
  });
  expect(overlap).toBe(false);
});

test("the server sends text gzipped to a browser that asks, and a range of a video as it is", { tag: ANY_WIDTH }, async ({ request }) => {
  const gzip = { "Accept-Encoding": "gzip" };
  for (const sitePage of SITE_PAGES) {
    const response = await request.get(sitePage.path, { headers: gzip });
    expect(response.headers()["content-encoding"], `${sitePage.path} gzipped`).toBe("gzip");
    expect(response.headers()["vary"], `${sitePage.path} varies by encoding`).toMatch(/Accept-Encoding/i);
  }
  expect(
    (await request.get(PATH.home, { headers: { "Accept-Encoding": "identity" } })).headers()["content-encoding"],
    "not gzipped unless asked",
  ).toBeUndefined();
  const range = await request.get(home.hero.video.mp4, { headers: { ...gzip, Range: "bytes=0-99" } });
  expect(range.status()).toBe(206);
  expect(range.headers()["content-encoding"]).toBeUndefined();
  expect((await range.body()).length).toBe(100);
});
