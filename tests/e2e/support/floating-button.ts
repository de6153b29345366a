import type { Page } from "@playwright/test";

/**
 * Scrolls the page from top to bottom, a floating button's height at a time, so every control passes under
 * the button. At each stop, gives the button up to 2 s to step aside; returns each control still more than
 * half under it (by area) at a stop where it didn't. A page without the button has nothing to find.
 */
export function controlsUnderButton(page: Page) {
  return page.evaluate(async () => {
    const button = document.querySelector<HTMLElement>(".floating-book");
    if (!button) return [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const controls = [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")].filter(
      (control) => control !== button && !button.contains(control),
    );
    const halfCovered = () => {
      if (!button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      const b = button.getBoundingClientRect();
      return controls.filter((control) => {
        if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        // A radio or checkbox drawn unseen over its label: the label is what's seen and tapped.
        const seen = control.matches("input[type=radio], input[type=checkbox]") && control.closest("label") ? control.closest("label")! : control;
        const c = seen.getBoundingClientRect();
        const overlap = Math.max(0, Math.min(c.right, b.right) - Math.max(c.left, b.left)) * Math.max(0, Math.min(c.bottom, b.bottom) - Math.max(c.top, b.top));
        return c.width * c.height > 0 && overlap > (c.width * c.height) / 2;
      });
    };
    const step = button.getBoundingClientRect().height;
    const found: string[] = [];
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      const deadline = performance.now() + 2000;
      let covered = halfCovered();
      while (covered.length > 0 && performance.now() < deadline) {
        await frame();
        covered = halfCovered();
      }
      for (const control of covered) {
        found.push(`${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}" at scrollY ${Math.round(window.scrollY)}`);
      }
      if (found.length > 0) break;
    }
    return found;
  });
}
