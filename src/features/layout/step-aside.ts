/**
 * The floating button's one behaviour: it steps aside (hidden, out of the tab order) while anything a
 * visitor reads or taps passes under it, so it never covers a price, a link, a button or a field.
 *
 * It is a classic inline script, written into every prerendered page beside the button
 * (FloatingBookButton.tsx): it works from the first paint, on the pages that never start the app too,
 * and the app needs no second copy of it. It follows the page as it changes (the parser still adding
 * the footer, a route the app renders, the button itself coming and going between routes) by
 * watching the DOM and looking again on the next frame.
 */

/** What the button must never cover: every control, and the tables and forms being read. */
const UNDER_THE_BUTTON = "a[href], button, input, select, textarea, summary, [tabindex='0'], main table, main form";

/** Set to "true" on the button while it steps aside; floating-book-button.css hides it. */
const STEPPED_ASIDE_ATTRIBUTE = "data-stepped-aside";

interface StepAsideOptions {
  button: string;
  targets: string;
  attribute: string;
  /** Room kept around the button, so a control right beside it doesn't look covered either (px). */
  clearance: number;
}

/** Runs in the page, from its source text (stepAsideScript): plain browser JavaScript, no imports. */
function stepAside(options: StepAsideOptions) {
  let observer: IntersectionObserver | undefined;
  let pending = 0;
  const watch = () => {
    pending = 0;
    observer?.disconnect();
    const button = document.querySelector<HTMLElement>(options.button);
    if (!button) return;
    const box = button.getBoundingClientRect();
    const { clientWidth, clientHeight } = document.documentElement;
    // The viewport shrunk to the button's box (and its clearance): an entry intersects while it is under the button.
    const edges = [box.top, clientWidth - box.right, clientHeight - box.bottom, box.left];
    const covered = new Set<Element>();
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) covered.add(entry.target);
          else covered.delete(entry.target);
        }
        button.setAttribute(options.attribute, String(covered.size > 0));
      },
      { rootMargin: edges.map((edge) => `${Math.min(0, options.clearance - edge)}px`).join(" ") },
    );
    document.querySelectorAll(options.targets).forEach((target) => {
      if (target !== button && !button.contains(target)) observer!.observe(target);
    });
  };
  const later = () => {
    pending ||= requestAnimationFrame(watch);
  };
  later();
  addEventListener("resize", later);
  new MutationObserver(later).observe(document.documentElement, { childList: true, subtree: true });
}

/** The inline script: stepAside's source, called with the button's selector and what it steps aside for. */
export function stepAsideScript(buttonSelector: string): string {
  const options: StepAsideOptions = { button: buttonSelector, targets: UNDER_THE_BUTTON, attribute: STEPPED_ASIDE_ATTRIBUTE, clearance: 8 };
  return `(${stepAside.toString()})(${JSON.stringify(options)})`;
}
