import { expect } from "vitest";
import { SETTLE, settlePage } from "../axe";
import { controlsUnderButtonSource } from "../floating-button";
import { COLUMN_SLACK, PHONE_WIDTHS, TABLET_WIDTH, expectNoLayoutBreaks, layoutBreaks, screenAt, type LayoutBreaks } from "../layout-rules";
import { DESKTOP_VIEWPORT, PHONE } from "../../../scripts/tools/browsers.ts";
import { WAIT, evaluateInPage, type Browser } from "./webkit";

/**
 * The sweep's layout rules (tests/support/layout-rules.ts and floating-button.ts) in WebKit: the same in-page
 * code, sent through WebDriver instead of Playwright, judged with the same messages.
 */

/** Where WebKit measures them: every phone's width the rules name (320, 360, 390 and 414 px), a tablet's and the computer's. */
const WEBKIT_LAYOUT_WIDTHS = [...PHONE_WIDTHS, TABLET_WIDTH, DESKTOP_VIEWPORT.width];

/** Resizes the browser's window (phone-browser.py's window is all page) to the sweep's screen at `width`. */
export async function resizeTo(browser: Browser, width: number): Promise<void> {
  const { viewport } = screenAt(width);
  await browser.setWindowSize(viewport.width, viewport.height);
  await browser.waitUntil(async () => (await browser.execute(() => [innerWidth, innerHeight])).join() === `${viewport.width},${viewport.height}`, {
    timeout: WAIT,
    interval: 50,
    timeoutMsg: `the window did not become ${viewport.width} × ${viewport.height}`,
  });
}

/**
 * The rules where the page stands now, once it has settled; each broken rule fails the test at its end, named with
 * `label`. `walk`: the floating button's walk down the page too (a page's visit; not a second mode of the same page).
 */
async function expectLayoutRules(browser: Browser, label: string, walk: boolean): Promise<void> {
  await evaluateInPage(browser, `(${settlePage})(arguments[0])`, SETTLE);
  expectNoLayoutBreaks((await browser.execute(layoutBreaks, COLUMN_SLACK)) as LayoutBreaks, expect.soft, label);
  if (walk) expect.soft(await evaluateInPage<string[]>(browser, controlsUnderButtonSource()), `${label}controls under the floating button`).toEqual([]);
}

/**
 * In the visit to a page: the layout rules at each of WebKit's widths (the window resized, the page kept), every
 * width's breaks named; then the window is the phone's again, for what the visit checks next. `walk: false` leaves
 * out the floating button's walk (a mode of the pricing page, whose first mode the page's visit walked).
 */
export async function expectLayoutRulesAtEachWidth(browser: Browser, label: string, { walk = true } = {}): Promise<void> {
  for (const width of WEBKIT_LAYOUT_WIDTHS) {
    await resizeTo(browser, width);
    await expectLayoutRules(browser, `${label} at ${width} px: `, walk);
  }
  await resizeTo(browser, PHONE.viewport.width);
}
