import type { Page } from "@playwright/test";

/** Every link, button and field: what the layout rule keeps from sitting more than half under the floating button. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary";

/**
 * Scrolls the page from top to bottom, a floating button's height at a time, so every element matching
 * `targets` passes under the button. At each stop, gives the button up to 2 s to step aside; returns each
 * visible target still covered at a stop where it didn't, described. A target is covered when the button
 * hides more than `share` of its area (0: any of it). A page without the button has nothing to find.
 */
export function coveredByButton(page: Page, targets: string, share: number) {
  return page.evaluate(
    async ({ targets, share }) => {
      const button = document.querySelector<HTMLElement>(".floating-book");
      if (!button) return [];
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const candidates = [...document.querySelectorAll(targets)].filter((target) => target !== button && !button.contains(target));
      const covered = () => {
        if (!button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
        const b = button.getBoundingClientRect();
        return candidates.filter((target) => {
          if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
          // A radio or checkbox drawn unseen over its label: the label is what's seen and tapped.
          const seen = target.matches("input[type=radio], input[type=checkbox]") && target.closest("label") ? target.closest("label")! : target;
          const c = seen.getBoundingClientRect();
          const overlap =
            Math.max(0, Math.min(c.right, b.right) - Math.max(c.left, b.left)) * Math.max(0, Math.min(c.bottom, b.bottom) - Math.max(c.top, b.top));
          return c.width * c.height > 0 && overlap > c.width * c.height * share;
        });
      };
      const step = button.getBoundingClientRect().height;
      for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        const deadline = performance.now() + 2000;
        let found = covered();
        while (found.length > 0 && performance.now() < deadline) {
          await frame();
          found = covered();
        }
        if (found.length > 0) {
          return found.map(
            (target) =>
              `${target.tagName.toLowerCase()} "${(target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40)}" at scrollY ${Math.round(window.scrollY)}`,
          );
        }
      }
      return [];
    },
    { targets, share },
  );
}

/** The links, buttons and fields more than half under the floating button at some scroll position (coveredByButton). */
export const controlsUnderButton = (page: Page) => coveredByButton(page, CONTROLS, 0.5);
