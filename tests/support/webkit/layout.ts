import { expect } from "vitest";
import { SETTLE, settlePage } from "../axe";
import { controlsUnderButtonSource } from "../floating-button";
import { COLUMN_SLACK, LAYOUT_WIDTHS, expectNoLayoutBreaks, layoutBreaks, screenAt, type LayoutBreaks } from "../layout-rules";
import { DESKTOP_VIEWPORT, PHONE } from "../../../scripts/tools/browsers.ts";
import { WAIT, evaluateInPage, type Browser } from "./webkit";

/**
 * The sweep's layout rules (tests/support/layout-rules.ts and floating-button.ts) in WebKit: the same in-page
 * code, sent through WebDriver instead of Playwright, judged with the same messages.
 */

/** Where WebKit measures them: the sweep's smallest phone, the suites' phone and the computer. */
const WEBKIT_LAYOUT_WIDTHS = [Math.min(...LAYOUT_WIDTHS), PHONE.viewport.width, DESKTOP_VIEWPORT.width];

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

/** The rules where the page stands now, once it has settled; each broken rule fails the test at its end, named with `label`. */
async function expectLayoutRules(browser: Browser, label: string): Promise<void> {
  await evaluateInPage(browser, `(${settlePage})(arguments[0])`, SETTLE);
  expectNoLayoutBreaks((await browser.execute(layoutBreaks, COLUMN_SLACK)) as LayoutBreaks, expect.soft, label);
  expect.soft(await evaluateInPage<string[]>(browser, controlsUnderButtonSource()), `${label}controls under the floating button`).toEqual([]);
}

/**
 * In the visit to a page: the layout rules at each of WebKit's widths (the window resized, the page kept), every
 * width's breaks named; then the window is the phone's again, for what the visit checks next.
 */
export async function expectLayoutRulesAtEachWidth(browser: Browser, label: string): Promise<void> {
  for (const width of WEBKIT_LAYOUT_WIDTHS) {
    await resizeTo(browser, width);
    await expectLayoutRules(browser, `${label} at ${width} px: `);
  }
  await resizeTo(browser, PHONE.viewport.width);
}
