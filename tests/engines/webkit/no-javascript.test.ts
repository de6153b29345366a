import { describe, expect, test } from "vitest";
import { SITE_PAGES, booking, faq, pricing, site } from "../../e2e/support/site-pages";
import { webkitSession } from "./support/session";
import { allByRole, allByText, byRole, expectNoneByRole, expectTextShown, open, press } from "./support/webkit";

/**
 * With JavaScript off (the browser's setting, in phone-browser.py): every page holds its content and every
 * control that needs no app works (no-javascript.spec.ts and the "with JavaScript off" tests in Playwright).
 * axe needs timers, which don't run with JavaScript off; it scans each page with JavaScript on (layout.test.ts).
 */
const session = webkitSession({ javaScript: false });
const nav = `nav[aria-label="${site.nav.label}"]`;

describe("with JavaScript off", () => {
  test("every page shows its heading, the banner, and the menu's links instead of a button that can't work", async () => {
    const { browser } = session;
    for (const sitePage of SITE_PAGES) {
      await open(browser, sitePage.path, { app: false });
      await byRole(browser, { role: "heading", level: 1, name: sitePage.heading });
      await expectTextShown(browser, site.banner, 1, "body");
      await expectNoneByRole(browser, { role: "button", within: nav });
      for (const link of site.nav.links) await byRole(browser, { role: "link", name: link.label, within: nav });
      expect(await browser.execute(() => document.documentElement.hasAttribute("data-hydrated")), `${sitePage.path}: the app never starts`).toBe(false);
    }
  });

  test("FAQ questions open one at a time", async () => {
    const { browser } = session;
    await open(browser, "/faq", { app: false });
    let previous: (typeof faq.items)[number] | undefined;
    for (const item of faq.items) {
      const [question] = await allByText(browser, item.question);
      await press(question);
      await expectTextShown(browser, item.answer[0]);
      if (previous) await expectTextShown(browser, previous.answer[0], 0);
      previous = item;
    }
  });

  test("pricing shows every wash type's price table", async () => {
    const { browser } = session;
    await open(browser, "/pricing", { app: false });
    for (const wash of pricing.washTypes) await byRole(browser, { role: "table", name: wash.priceCaption });
    expect(await allByRole(browser, { role: "link", within: "main" })).not.toHaveLength(0);
  });

  test("thank-you shows the drop-off location outright", async () => {
    const { browser } = session;
    await open(browser, "/thank-you", { app: false });
    for (const line of [...site.contact.address.lines, site.contact.address.postcode]) await expectTextShown(browser, line, 1);
    await expectNoneByRole(browser, { role: "button", name: booking.thankYou.showLocationLabel, within: "main" });
  });
});
