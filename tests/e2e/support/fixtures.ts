import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test: no request may leave the machine (third-party hosts are answered with an error unless a
 * test stubs them first), and any console error or uncaught exception — a hydration mismatch
 * included — fails the test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // The app starts after the first paint; a test acts on the page once it is interactive, as a person would.
  page: async ({ page, javaScriptEnabled }, use) => {
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

/** axe with the WCAG 2.2 A and AA rules and axe's best practices (landmarks, headings …): no violations allowed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
