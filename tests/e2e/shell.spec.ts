import { ANY_WIDTH, test, expect } from "../support/fixtures";
import { SITE_PAGES, home, site } from "../support/site-pages";
import { PATH } from "../support/paths.ts";
import { SETTLE, settlePage } from "../support/axe";

// Every page's own heading, meta, axe scan and shared layout are checked in the sweep (pages.spec.ts). Here: what
// the shared layout does as a visitor moves through it.

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
  // At once: no fade at all (global.css turns transitions off under reduced motion), not its full 150 ms, and ends hidden.
  expect(after).toEqual({ stepped: "true", longestFadeMs: 0, opacity: "0", visibility: "hidden" });
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
