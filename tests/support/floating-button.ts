import type { Page } from "@playwright/test";
import { SETTLE, settlePage } from "./axe";

/** Every link, button and field: what the layout rule keeps from sitting more than half under the floating button. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary";

/**
 * In the page: each visible element matching `targets` that the floating button (when shown) hides more than
 * `share` of (0: any of it), described, where the page stands now. `asIfShown`: as the button's box would hide them
 * if it were shown (stepping aside hides it where it stands, so its box is the same either way).
 */
function coveredNow({
  targets,
  share,
  button: buttonSelector,
  asIfShown = false,
}: {
  targets: string;
  share: number;
  button: string;
  asIfShown?: boolean;
}): string[] {
  const button = document.querySelector<HTMLElement>(buttonSelector);
  if (!button || (!asIfShown && !button.checkVisibility({ visibilityProperty: true, opacityProperty: true }))) return [];
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
 * In the page, with settlePage and coveredNow: scrolls from top to bottom a floating button's height at a time, so
 * every element matching `targets` passes under the button; at each stop where something would be under it, the page
 * settles first, then anything the button still covers is returned, described. The whole walk is one call into the
 * page.
 */
async function walkUnderButton(
  settle: typeof settlePage,
  covered: typeof coveredNow,
  options: { targets: string; share: number; settleOptions: typeof SETTLE },
): Promise<string[]> {
  const step = document.querySelector(options.settleOptions.button)?.getBoundingClientRect().height ?? 0;
  if (step === 0) return [];
  const query = { targets: options.targets, share: options.share, button: options.settleOptions.button };
  await settle(options.settleOptions);
  for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    // Where nothing would be under the button even if it were shown, there is nothing to find whatever it does: the
    // page needn't settle (most stops of a page of text). Elsewhere the page settles first. Once the button has been
    // told what is under it, two reports of the page's intersection observations are enough (settlePage, frames: false):
    // its observer sets the step-aside attribute in its own report.
    if (covered({ ...query, asIfShown: true }).length === 0) continue;
    await settle({ ...options.settleOptions, frames: false });
    const found = covered(query);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * The walk as one expression for the page, whose value is the promise of what it finds: the three functions go
 * to the page as source, as page.evaluate sends one (none uses anything outside itself). The WebKit run
 * (tests/engines/webkit) evaluates the same source through WebDriver.
 */
const coveredByButtonSource = (targets: string, share: number) =>
  `(${walkUnderButton})(${settlePage}, ${coveredNow}, ${JSON.stringify({ targets, share, settleOptions: SETTLE })})`;

/**
 * Scrolls the page from top to bottom, a floating button's height at a time, so every element matching
 * `targets` passes under the button. At each stop the page settles first (settlePage: the button has been told
 * what is under it there, and its fade has ended), then anything the button still covers is returned,
 * described. A page without the button has nothing to find.
 */
export function coveredByButton(page: Page, targets: string, share: number): Promise<string[]> {
  return page.evaluate(coveredByButtonSource(targets, share));
}

/** controlsUnderButton's walk, as source for a runner without Playwright (coveredByButtonSource). */
export const controlsUnderButtonSource = () => coveredByButtonSource(CONTROLS, 0.5);

/** The links, buttons and fields more than half under the floating button at some scroll position (coveredByButton). */
export const controlsUnderButton = (page: Page) => coveredByButton(page, CONTROLS, 0.5);
