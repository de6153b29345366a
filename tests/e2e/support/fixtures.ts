import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { AXE_TAGS } from "./axe-rules";

/**
 * Every test: no request may leave the machine (third-party hosts are answered with an error unless a
 * test stubs them first), and any console error or uncaught exception — a hydration mismatch
 * included — fails the test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // The app starts after the first paint; a test acts on the page once it is interactive, as a person would.
  page: async ({ page, javaScriptEnabled, browserName }, use) => {
    if (javaScriptEnabled === false && browserName === "firefox") {
      // Over WebDriver BiDi, Playwright 1.64 ignores javaScriptEnabled (the page's scripts run), and with
      // Firefox's own javascript.enabled pref off its waiting in the page stops: the WebKit journeys cover JavaScript off.
      throw new Error("Playwright's Firefox can't turn JavaScript off: don't tag a JavaScript-off test @engines.");
    }
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const interactive = () => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response?.headers()["content-type"]?.includes("text/html")) await interactive();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await interactive();
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
      await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Tag for a test whose subject doesn't change with the screen width (response headers, requests):
 * it runs in the phone project only (playwright.config.ts).
 */
export const ANY_WIDTH = "@any-width";

/**
 * Tag for a main journey that also runs in Gecko (Firefox ESR, playwright.engines.config.ts) by
 * `npm run test:engines`; tests/engines/webkit walks the same journeys in WebKit. A tagged test uses only
 * what Playwright offers in every engine (no CDP), with JavaScript on (the fixture above says why).
 */
export const ENGINES = "@engines";

/** axe with the WCAG 2.2 A and AA rules: no violations allowed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
