import type { Page } from "@playwright/test";
import { SETTLE, settlePage } from "./axe";

/** Every link, button and field: what the layout rule keeps from sitting more than half under the floating button. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary";

/**
 * In the page: each visible element matching `targets` that the floating button (when shown) hides more than
 * `share` of (0: any of it), described, where the page stands now.
 */
function coveredNow({ targets, share, button: buttonSelector }: { targets: string; share: number; button: string }): string[] {
  const button = document.querySelector<HTMLElement>(buttonSelector);
  if (!button || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
  const b = button.getBoundingClientRect();
  return [...document.querySelectorAll(targets)]
    .filter((target) => target !== button && !button.contains(target))
    .filter((target) => {
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      // A radio or checkbox drawn unseen over its label: the label is what's seen and tapped.
      const seen = target.matches("input[type=radio], input[type=checkbox]") && target.closest("label") ? target.closest("label")! : target;
      const c = seen.getBoundingClientRect();
      const overlap = Math.max(0, Math.min(c.right, b.right) - Math.max(c.left, b.left)) * Math.max(0, Math.min(c.bottom, b.bottom) - Math.max(c.top, b.top));
      return c.width * c.height > 0 && overlap > c.width * c.height * share;
    })
    .map(
      (target) =>
        `${target.tagName.toLowerCase()} "${(target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40)}" at scrollY ${Math.round(window.scrollY)}`,
    );
}

/**
 * Scrolls the page from top to bottom, a floating button's height at a time, so every element matching
 * `targets` passes under the button. At each stop the page settles first (settlePage: the button has been told
 * what is under it there, and its fade has ended), then anything the button still covers is returned,
 * described. A page without the button has nothing to find.
 */
export async function coveredByButton(page: Page, targets: string, share: number): Promise<string[]> {
  const step = await page.evaluate((button) => document.querySelector(button)?.getBoundingClientRect().height ?? 0, SETTLE.button);
  if (step === 0) return [];
  for (let y = 0; y <= (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((y) => window.scrollTo(0, y), y);
    await page.evaluate(settlePage, SETTLE);
    const found = await page.evaluate(coveredNow, { targets, share, button: SETTLE.button });
    if (found.length > 0) return found;
  }
  return [];
}

/** The links, buttons and fields more than half under the floating button at some scroll position (coveredByButton). */
export const controlsUnderButton = (page: Page) => coveredByButton(page, CONTROLS, 0.5);
