import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoAxeViolationsOnStoppedClock,
  booking,
  bookingForm,
  choose,
  escapeRegExp,
  expectOnlyToast,
  open,
  packType,
  pricedTier,
  rules,
  showToast,
  stopClock,
  toastRegion,
  toasts,
  washes,
} from "./support/booking-flow";
import { CONTENT, ANY_WIDTH, ENGINES } from "../support/fixtures";
import { PATH } from "../support/paths.ts";

const { durationMs, swipeThresholdPx, dismissLabel, regionLabel } = booking.toasts;

/**
 * Opens /book with the fake clock stopped from before the page loads: a toast's time on screen only runs
 * when a test moves the clock on, so however slow the machine, a toast never closes behind a test's back.
 */
async function openWithStoppedClock(page: Page) {
  await stopClock(page);
  await open(page, PATH.book);
}

/** Moves the mouse well away from the toast area (top-left corner, over the page banner). */
const moveMouseAway = (page: Page) => page.mouse.move(2, 2);

test.describe("toasts", () => {
  test("shows at most one toast: a newer one replaces the older", { tag: [ANY_WIDTH, CONTENT] }, async ({ page }) => {
    await openWithStoppedClock(page);
    const form = bookingForm(page);
    // Count the toasts on screen at every change, so even a brief overlap is caught.
    await page.evaluate(() => {
      const win = window as unknown as { __maxToasts: number };
      win.__maxToasts = 0;
      new MutationObserver(() => {
        win.__maxToasts = Math.max(win.__maxToasts, document.querySelectorAll("[role=region] > ol > li").length);
      }).observe(document.body, { childList: true, subtree: true });
    });

    await showToast(page, "termsNotAgreed");
    await form.terms.check();
    const toast = await showToast(page, "missingInfo");
    await expect(toast.getByText(booking.toasts.termsNotAgreed.title, { exact: true })).toHaveCount(0);
    await expect(toastRegion(page).getByText(booking.toasts.termsNotAgreed.message, { exact: true })).toHaveCount(0);

    // And a third, different one straight after.
    await choose(page, { type: packType(), tier: pricedTier(), wash: washes[0], size: rules.sizes[0] });
    await showToast(page, "blockSize");
    expect(await page.evaluate(() => (window as unknown as { __maxToasts: number }).__maxToasts)).toBe(1);
  });

  test("the same toast pressed twice is still one toast", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    await showToast(page, "termsNotAgreed");
    await showToast(page, "termsNotAgreed");
  });

  test("closes by itself after content's duration", { tag: [ENGINES, ANY_WIDTH] }, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
    await moveMouseAway(page);
    await page.clock.runFor(durationMs - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("a newer toast starts the time again", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    await showToast(page, "termsNotAgreed");
    await moveMouseAway(page);
    await page.clock.runFor(Math.round(durationMs / 2));
    await bookingForm(page).terms.check();
    const toast = await showToast(page, "missingInfo");
    await moveMouseAway(page);
    // Past the first toast's time, not yet past the newer one's.
    await page.clock.runFor(durationMs - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("stays while hovered, and goes once the pointer leaves", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
    await toast.hover();
    await page.clock.runFor(durationMs * 3);
    await expect(toast).toBeVisible();

    await moveMouseAway(page);
    await page.clock.runFor(durationMs);
    await expect(toast).toHaveCount(0);
  });

  test("stays while focused (F8 jumps to the notifications), and goes once focus leaves", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
    await moveMouseAway(page);

    await page.keyboard.press("F8");
    await expect(toastRegion(page).locator("ol")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toast).toBeFocused();
    await page.clock.runFor(durationMs * 3);
    await expect(toast).toBeVisible();

    await bookingForm(page).tier.focus();
    await page.clock.runFor(durationMs);
    await expect(toast).toHaveCount(0);
  });

  test("the dismiss button closes it, by pointer and by keyboard", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    let toast = await showToast(page, "termsNotAgreed");
    const dismiss = toast.getByRole("button", { name: dismissLabel, exact: true });
    await expect(dismiss).toBeVisible();
    await dismiss.click();
    await expect(toast).toHaveCount(0);

    toast = await showToast(page, "termsNotAgreed");
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toast.getByRole("button", { name: dismissLabel, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast).toHaveCount(0);
  });

  test("Escape closes it", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
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

  test("a swipe right past content's threshold dismisses it", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
    await swipe(page, swipeThresholdPx + 30);
    await expect(toast).toHaveCount(0);
  });

  test("a swipe right shorter than content's threshold does not", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
    await swipe(page, Math.floor(swipeThresholdPx / 2));
    await expect(toast).toHaveAttribute("data-swipe", "cancel");
    await expect(toast).toBeVisible();
    await expectOnlyToast(page, "termsNotAgreed");
  });

  test("a swipe to the left does not dismiss it", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
    await swipe(page, -(swipeThresholdPx + 30));
    await expect(toast).toBeVisible();
    await expectOnlyToast(page, "termsNotAgreed");
  });

  test("is announced: it sits in the named notifications region and its text goes to a live region", { tag: ANY_WIDTH }, async ({ page }) => {
    await openWithStoppedClock(page);
    const { title, message } = booking.toasts.termsNotAgreed;
    const region = toastRegion(page);

    await showToast(page, "termsNotAgreed");
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
    await openWithStoppedClock(page);
    const toast = await showToast(page, "termsNotAgreed");
    await toast.hover(); // Held on screen while time runs for the scan.
    await expectNoAxeViolationsOnStoppedClock(page);
    await expect(toast, "the scan saw the toast").toBeVisible();
  });
});
