import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, booking, bookingForm, choose, escapeRegExp, expectOnlyToast, open, pressContinue, toastRegion, toasts } from "./support/booking-flow";

const { durationMs, swipeThresholdPx, dismissLabel, regionLabel } = booking.toasts;

/** Opens /book with the fake clock installed (before the page loads) and then stopped, so time only moves when a test says so. */
async function openWithStoppedClock(page: Page) {
  await page.clock.install();
  await open(page, "/book");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Shows the terms toast by pressing Continue before ticking the terms. */
async function showTermsToast(page: Page) {
  await pressContinue(page);
  return expectOnlyToast(page, "termsNotAgreed");
}

/**
 * With the clock stopped: presses Continue, then moves the clock on 10 ms at a time until the toast is on
 * screen (its code is fetched with the first toast, and React may hold a reveal back for a moment), so the
 * toast's timer started within the last 10 ms.
 */
async function showToastWithStoppedClock(page: Page, kind: "termsNotAgreed" | "missingInfo" = "termsNotAgreed") {
  const before = await toasts(page).filter({ hasText: booking.toasts[kind].title }).count();
  await pressContinue(page);
  for (let i = 0; i < 300 && (await toasts(page).filter({ hasText: booking.toasts[kind].title }).count()) === before; i++) {
    await page.clock.runFor(10);
  }
  return expectOnlyToast(page, kind);
}

/** Moves the mouse well away from the toast area (top-left corner, over the page banner). */
const moveMouseAway = (page: Page) => page.mouse.move(2, 2);

test.describe("toasts", () => {
  test("the brief's settings are in content: 5000 ms, 50 px", () => {
    expect(durationMs).toBe(5000);
    expect(swipeThresholdPx).toBe(50);
  });

  test("shows at most one toast: a newer one replaces the older", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    // Count the toasts on screen at every change, so even a brief overlap is caught.
    await page.evaluate(() => {
      const win = window as unknown as { __maxToasts: number };
      win.__maxToasts = 0;
      new MutationObserver(() => {
        win.__maxToasts = Math.max(win.__maxToasts, document.querySelectorAll("[role=region] > ol > li").length);
      }).observe(document.body, { childList: true, subtree: true });
    });

    await pressContinue(page);
    await form.terms.check();
    await pressContinue(page);
    const toast = await expectOnlyToast(page, "missingInfo");
    await expect(toast.getByText(booking.toasts.termsNotAgreed.title)).toHaveCount(0);
    await expect(toastRegion(page).getByText(booking.toasts.termsNotAgreed.message)).toHaveCount(0);

    // And a third, different one straight after.
    await choose(page, { type: "block", tier: "gold", wash: "exterior", size: "small" });
    await pressContinue(page);
    await expectOnlyToast(page, "blockSize");
    expect(await page.evaluate(() => (window as unknown as { __maxToasts: number }).__maxToasts)).toBe(1);
  });

  test("the same toast pressed twice is still one toast", async ({ page }) => {
    await open(page, "/book");
    await pressContinue(page);
    await pressContinue(page);
    await expectOnlyToast(page, "termsNotAgreed");
  });

  test(`closes by itself after ${durationMs} ms`, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToastWithStoppedClock(page);
    await moveMouseAway(page);
    await page.clock.runFor(durationMs - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("a newer toast starts the time again", async ({ page }) => {
    await openWithStoppedClock(page);
    await showToastWithStoppedClock(page);
    await moveMouseAway(page);
    await page.clock.runFor(durationMs - 1000);
    await bookingForm(page).terms.check();
    const toast = await showToastWithStoppedClock(page, "missingInfo");
    await moveMouseAway(page);
    await page.clock.runFor(durationMs - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("stays while hovered, and goes once the pointer leaves", async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToastWithStoppedClock(page);
    await toast.hover();
    await page.clock.runFor(durationMs * 3);
    await expect(toast).toBeVisible();

    await moveMouseAway(page);
    await page.clock.runFor(durationMs);
    await expect(toast).toHaveCount(0);
  });

  test("stays while focused (F8 jumps to the notifications), and goes once focus leaves", async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToastWithStoppedClock(page);
    await moveMouseAway(page);

    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: new RegExp(`^${escapeRegExp(regionLabel)}`) }).locator("ol")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toast).toBeFocused();
    await page.clock.runFor(durationMs * 3);
    await expect(toast).toBeVisible();

    await bookingForm(page).tier.focus();
    await page.clock.runFor(durationMs);
    await expect(toast).toHaveCount(0);
  });

  test("the dismiss button closes it, by pointer and by keyboard", async ({ page }) => {
    await open(page, "/book");
    let toast = await showTermsToast(page);
    const dismiss = toast.getByRole("button", { name: dismissLabel, exact: true });
    await expect(dismiss).toBeVisible();
    await dismiss.click();
    await expect(toast).toHaveCount(0);

    toast = await showTermsToast(page);
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toast.getByRole("button", { name: dismissLabel, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast).toHaveCount(0);
  });

  test("Escape closes it", async ({ page }) => {
    await open(page, "/book");
    const toast = await showTermsToast(page);
    await page.keyboard.press("F8");
    await page.keyboard.press("Escape");
    await expect(toast).toHaveCount(0);
  });

  /** Drags the toast to the right by `distance` px with the mouse (pointer down, move, up). */
  async function swipe(page: Page, distance: number) {
    const box = await toasts(page).boundingBox();
    if (!box) throw new Error("no toast on screen");
    // Start left of the centre so the whole drag stays on the toast, clear of the dismiss button.
    const x = box.x + box.width / 3;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + distance, y, { steps: 10 });
    await page.mouse.up();
  }

  test(`a swipe right past ${swipeThresholdPx} px dismisses it`, async ({ page }) => {
    await open(page, "/book");
    const toast = await showTermsToast(page);
    await swipe(page, swipeThresholdPx + 30);
    await expect(toast).toHaveCount(0);
  });

  test(`a swipe shorter than ${swipeThresholdPx} px does not`, async ({ page }) => {
    await open(page, "/book");
    const toast = await showTermsToast(page);
    await swipe(page, swipeThresholdPx - 20);
    await expect(toast).toHaveAttribute("data-swipe", "cancel");
    await expect(toast).toBeVisible();
    await expectOnlyToast(page, "termsNotAgreed");
  });

  test("a swipe to the left does not dismiss it", async ({ page }) => {
    await open(page, "/book");
    const toast = await showTermsToast(page);
    await swipe(page, -(swipeThresholdPx + 30));
    await expect(toast).toBeVisible();
  });

  test("is announced: it sits in the named notifications region and its text goes to a live region", async ({ page }) => {
    await openWithStoppedClock(page);
    const { title, message } = booking.toasts.termsNotAgreed;
    const region = toastRegion(page);

    await showToastWithStoppedClock(page);
    await expect(region.getByRole("listitem")).toHaveCount(1);
    await expect(region.getByRole("listitem")).toContainText(title);
    await expect(region).toHaveAccessibleName(new RegExp(`^${escapeRegExp(regionLabel)}\\b`));
    // Radix fills its announcer on the next frame and removes it after a second.
    await page.clock.runFor(50);
    const announcer = page.getByRole("status").filter({ hasText: title });
    await expect(announcer).toHaveCount(1);
    await expect(announcer).toHaveAttribute("aria-live", /^(assertive|polite)$/);
    await expect(announcer).toHaveText(new RegExp(`${escapeRegExp(title)}\\s*${escapeRegExp(message)}`));
    await page.clock.runFor(1100);
    await expect(announcer).toHaveCount(0);
    await expect(region.getByRole("listitem"), "the toast itself stays").toBeVisible();
  });

  test("passes axe with a toast on screen", async ({ page }) => {
    await open(page, "/book");
    await showTermsToast(page);
    await expectNoAxeViolations(page);
  });
});
