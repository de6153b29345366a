import { expect, test } from "vitest";
import { SETTLE, settlePage } from "../../support/axe";
import { webkitSession } from "./support/session";
import { evaluateInPage, open } from "../../support/webkit/webkit";
import { PATH } from "../../support/paths.ts";

/**
 * Less motion asked for (as every suite runs): nothing on a page transitions, even when WebKit styled the page
 * before its stylesheet arrived. A transition of 0.01 ms on every property (global.css's rule until 2026-11-27)
 * then faded each inherited colour in from black, one level of the page per frame: the WebKit screenshots caught
 * text black mid-fade (docs/engines.md, "Screenshots in WebKit").
 */
const session = webkitSession();

test("with less motion asked for, no transition runs as a page comes in, even one styled before its stylesheet arrived", async () => {
  const { browser, proxy } = session;
  proxy.styledBeforeStylesheet(true);
  await open(browser, PATH.pricing);
  await evaluateInPage(browser, `(${settlePage})(arguments[0])`, SETTLE);
  expect(await browser.execute(() => (window as unknown as { transitionsRun: string[] }).transitionsRun)).toEqual([]);
});
