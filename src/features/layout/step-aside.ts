/**
 * The floating button's one behaviour: it steps aside (hidden, out of the tab order) while anything a
 * visitor reads or taps passes under it, so it never covers a price, a link, a button or a field.
 *
 * Part of the page script (page-script.ts), written into every prerendered page: it works from the
 * first paint, on the pages that never start the app too, and the app needs no second copy of it. It
 * follows the page as it changes (the parser still adding the footer, a route the app renders, the
 * button itself coming and going between routes) by looking again on the next frame.
 */
import { FLOATING_BUTTON_ATTRIBUTE, STEPPED_ASIDE_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { whenPageChanges } from "../../lib/page-script/page-changes";

/** What the button must never cover: every control, and the tables and forms being read. */
const UNDER_THE_BUTTON = "a[href], button, input, select, textarea, summary, [tabindex='0'], main table, main form";

/** Room kept around the button, so a control right beside it doesn't look covered either (px). */
const CLEARANCE = 8;

let observer: IntersectionObserver | undefined;

/** Watches what passes under the button where it is now. */
function watchUnderButton(): void {
  observer?.disconnect();
  const button = document.querySelector<HTMLElement>(`[${FLOATING_BUTTON_ATTRIBUTE}]`);
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
      button.setAttribute(STEPPED_ASIDE_ATTRIBUTE, String(covered.size > 0));
    },
    { rootMargin: edges.map((edge) => `${Math.min(0, CLEARANCE - edge)}px`).join(" ") },
  );
  document.querySelectorAll(UNDER_THE_BUTTON).forEach((target) => {
    if (target !== button && !button.contains(target)) observer!.observe(target);
  });
}

export function installStepAside(): void {
  whenPageChanges(watchUnderButton);
  addEventListener("resize", watchUnderButton);
}
