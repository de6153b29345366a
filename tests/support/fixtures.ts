import { test as base, expect, type Page } from "@playwright/test";
import { AXE_TAGS, axeSource, runAxe, SETTLE, settlePage } from "./axe";
import { UNSANDBOXED_FRAME, watchFrames } from "./frame-sandbox";
import { watchNetwork } from "../../scripts/tools/network-quiet.ts";

export { ANY_WIDTH, CONTENT, ENGINES } from "./tags";
export { networkQuiet } from "../../scripts/tools/network-quiet.ts";

/**
 * Every test: no request may leave the machine (third-party hosts are answered with an error unless a
 * test stubs them first), and any console error or uncaught exception — a hydration mismatch
 * included, and a frame without its sandbox (frame-sandbox.ts) — fails the test.
 */
/** Any host but the test server's: answered with an error unless a test stubs it first. */
const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1[:/])/;

export const test = base.extend<{ consoleErrors: string[]; noScriptPage: Page | null }>({
  // A test acts on the page once the app has started (html[data-hydrated]), as a person would once it is interactive.
  page: async ({ page, javaScriptEnabled, browserName }, use) => {
    if (javaScriptEnabled === false && browserName === "firefox") {
      // Over WebDriver BiDi, Playwright 1.64 ignores javaScriptEnabled (the page's scripts run), and with
      // Firefox's own javascript.enabled pref off its waiting in the page stops: the WebKit journeys cover JavaScript off.
      throw new Error("Playwright's Firefox can't turn JavaScript off: don't tag a JavaScript-off test @engines.");
    }
    // Its requests are counted from the start, for a test that waits until the network is quiet (networkQuiet).
    watchNetwork(page);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response?.headers()["content-type"]?.includes("text/html") && !appHeld.has(page)) await appStarted(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appStarted(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page served with status 404 on purpose (404.html) is logged by Chromium; that one is expected.
      const notFoundDocuments = new Set<string>();
      page.on("response", (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) notFoundDocuments.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (message.text().includes("status of 404") && notFoundDocuments.has(message.location().url)) return;
        errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(watchFrames, UNSANDBOXED_FRAME);
      await page.context().route(THIRD_PARTY, (route) => route.abort("blockedbyclient"));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A second page, beside `page`, with JavaScript off and the same screen (for a test that looks at one page both
   * ways, the sweep of pages.spec.ts). Null in Firefox, which Playwright can't run without JavaScript over BiDi (see
   * `page`): the WebKit journeys check JavaScript off in a second engine.
   */
  noScriptPage: async ({ browser, browserName, baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, reducedMotion }, use) => {
    if (browserName === "firefox") return use(null);
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, reducedMotion, javaScriptEnabled: false });
    await context.route(THIRD_PARTY, (route) => route.abort("blockedbyclient"));
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };

/**
 * Waits until the page's app has started (root.tsx marks `<html data-hydrated>` once React has hydrated). A page
 * without the app's scripts (no island, src/islands/) is as interactive as it gets at once.
 */
export const appStarted = (page: Page) => page.locator('html[data-hydrated], html:not(:has(script[type="module"]))').waitFor({ state: "attached" });

/**
 * Resolves after one more task, posted the way React's scheduler posts its work (a MessageChannel, which
 * page.clock leaves alone): the page's own effects scheduled before it have run.
 */
export async function afterNextTask(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Pages whose app is held back by openBeforeAppStarts: their goto doesn't wait for the app. */
const appHeld = new WeakSet<Page>();
/** The app's JavaScript: the client entry, the route modules and their chunks (the build's /assets/*.js). */
const APP_SCRIPTS = "**/assets/*.js";

/**
 * Opens `url` with the app's JavaScript held back, as a slow connection holds it: until `startApp()` the
 * page is the prerendered HTML alone, and so is any page it leads to. `startApp()` lets the scripts
 * through and waits until the app has started on the page then open. Until then the page is what a
 * visitor without JavaScript gets, so accessibility scans of that state run here: axe can't run with
 * JavaScript off (its timers never fire).
 */
export async function openBeforeAppStarts(page: Page, url: string): Promise<{ startApp: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPTS, async (route) => {
    await released;
    // A request of a page the test has since left can no longer be continued; only the open page's matter.
    await route.continue().catch(() => undefined);
  });
  appHeld.add(page);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  // The first paint: the page script's behaviours act on the frame after the parser adds their elements
  // (src/lib/page-script/page-changes.ts), which a loaded machine can hold back past an expectation's wait.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return {
    startApp: async () => {
      appHeld.delete(page);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    },
  };
}

/**
 * Waits until the page held by openBeforeAppStarts is at `url` (a path, pattern or predicate, as toHaveURL takes
 * them), as soon as the browser has the new page. Not toHaveURL, which also waits for the page's load event:
 * Firefox counts the app's held scripts against that event when they were asked for before it (the app starts at
 * the first paint, which often comes before load), so the event waits for startApp(). In a test of what a native
 * submission leads to, that failed 1 run in 8 in Gecko, and most runs on a loaded machine.
 */
export async function expectURLWhileAppHeld(page: Page, url: Parameters<Page["waitForURL"]>[0]): Promise<void> {
  await page.waitForURL(url, { waitUntil: "commit" });
}

/** axe with the WCAG 2.2 A and AA rules and axe's best practices (landmarks, headings …): no violations allowed. */
export async function expectNoAxeViolations(page: Page, { within }: { within?: string } = {}): Promise<void> {
  await page.evaluate(settlePage, SETTLE);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  expect(await page.evaluate(runAxe, { tags: AXE_TAGS, ...(within ? { within } : {}) })).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
