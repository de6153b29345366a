import { describe, expect, test } from "vitest";
import { PRICE_CHOICES, SITE_PAGES, bookingHref, faq, priceLinkName, pricing, site } from "../../support/site-pages";
import { expectLayoutRulesAtEachWidth } from "../../support/webkit/layout";
import { webkitSession } from "./support/session";
import { WAIT, allByText, attribute, byRole, expectNoneByRole, expectTextShown, open, pathAndSearch, press, selectOption } from "../../support/webkit/webkit";
import { expectDropOffReveals } from "./support/thank-you";
import { booking, nativeCalendarPath, optionLabel, postcodeLocation, pricedTier, rules, singleType, washes, type Choice } from "../../support/booking-content";
import { PATH } from "../../support/paths.ts";
import { continueToCalendar } from "../../support/booking-journey.ts";

/**
 * With JavaScript off (the browser's setting, in phone-browser.py): every page holds its content and the sweep's
 * layout rules at each width, and every control works from the HTML alone: the menu (a popover), the pricing toggle
 * (radios and CSS), the FAQ and the drop-off location (<details>) (no-javascript.spec.ts and the "with JavaScript
 * off" tests in Playwright).
 * axe needs timers, which don't run with JavaScript off; it scans each page with JavaScript on (layout.test.ts).
 */
const session = webkitSession({ javaScript: false });
const nav = `nav[aria-label="${site.nav.label}"]`;

describe("with JavaScript off", () => {
  for (const sitePage of SITE_PAGES) {
    test(`${sitePage.path}: its heading and the banner, the layout rules at each width, and the menu button opens the menu's links (an HTML popover)`, async () => {
      const { browser } = session;
      await open(browser, sitePage.path, { app: false });
      await byRole(browser, { role: "heading", level: 1, name: sitePage.heading });
      await expectTextShown(browser, site.banner, 1, "body");
      // Without JavaScript the floating button can't step aside: it sits in the page, so it can cover nothing.
      await expectLayoutRulesAtEachWidth(browser, `${sitePage.path} with JavaScript off`);
      for (const link of site.nav.links) await expectNoneByRole(browser, { role: "link", name: link.label, within: nav });
      await press(await byRole(browser, { role: "button", name: site.nav.menuButton.open, within: nav }));
      for (const link of site.nav.links) await byRole(browser, { role: "link", name: link.label, within: nav });
      expect(await browser.execute(() => document.documentElement.hasAttribute("data-hydrated")), `${sitePage.path}: the app never starts`).toBe(false);
    });
  }

  test("FAQ questions open one at a time", async () => {
    const { browser } = session;
    await open(browser, PATH.faq, { app: false });
    let previous: (typeof faq.items)[number] | undefined;
    for (const item of faq.items) {
      const [question] = await allByText(browser, item.question);
      await press(question);
      await expectTextShown(browser, item.answer[0]);
      if (previous) await expectTextShown(browser, previous.answer[0], 0);
      previous = item;
    }
  });

  test("pricing's toggle shows each wash type's price table, its prices linking to the form, and the layout rules hold in each", async () => {
    const { browser } = session;
    await open(browser, PATH.pricing, { app: false });
    for (const [index, wash] of pricing.washTypes.entries()) {
      await press(await byRole(browser, { role: "radio", name: wash.name, within: "main" }));
      await byRole(browser, { role: "table", name: wash.priceCaption });
      for (const other of pricing.washTypes.filter((candidate) => candidate !== wash)) {
        await expectNoneByRole(browser, { role: "table", name: other.priceCaption });
      }
      for (const choice of PRICE_CHOICES.filter((candidate) => candidate.wash === wash)) {
        expect(await attribute(browser, await byRole(browser, { role: "link", name: priceLinkName(choice), within: "main" }), "href")).toBe(
          bookingHref(choice),
        );
      }
      // The first mode is measured in the page's visit above; each other mode here, at every width.
      if (index > 0) await expectLayoutRulesAtEachWidth(browser, `${PATH.pricing} with JavaScript off, ${wash.name}`, { walk: false });
    }
  });

  test("thank-you's drop-off location opens from its summary", async () => {
    const { browser } = session;
    await open(browser, PATH.thankYou, { app: false });
    await expectDropOffReveals(browser);
  });

  test("the booking form shows the fields a choice needs, and Continue sends the choice to the calendar", async () => {
    const { browser } = session;
    const choice: Choice = { type: singleType(), tier: pricedTier(), wash: washes[0], size: rules.sizes[0] };
    await open(browser, PATH.book, { app: false });
    // The booking journey (tests/support/booking-journey.ts), without the app: the form's own GET to the calendar.
    await continueToCalendar(
      {
        choose: async (chosen: Choice) => {
          for (const field of ["type", "tier", "wash", "size"] as const) {
            await selectOption(
              await byRole(browser, { role: "combobox", name: booking.fields[field].label, within: "main" }),
              optionLabel(field, chosen[field]!),
            );
          }
        },
        tickTerms: async () => press(await byRole(browser, { role: "checkbox", name: `${booking.terms.before} ${booking.terms.linkLabel}`, within: "main" })),
        pressContinue: async () => press(await byRole(browser, { role: "button", name: booking.continueLabel, within: "main" })),
        calendarShown: async (chosen: Choice) => expect.poll(() => pathAndSearch(browser), { timeout: WAIT }).toBe(nativeCalendarPath(chosen)),
      },
      choice,
    );
    await byRole(browser, { role: "heading", level: 1, name: booking.calendar.title });
  });

  test("the postcode checker says it needs JavaScript and links to /contact, with no Check button that can't work", async () => {
    const { browser } = session;
    const { postcode } = booking;
    await open(browser, PATH.book, { app: false });
    await selectOption(
      await byRole(browser, { role: "combobox", name: booking.fields.location.label, within: "main" }),
      optionLabel("location", postcodeLocation()),
    );
    await expectTextShown(browser, `${postcode.noScript} ${postcode.contactLinkLabel}`);
    expect(await attribute(browser, await byRole(browser, { role: "link", name: postcode.contactLinkLabel, within: ".postcode-checker" }), "href")).toBe(
      PATH.contact,
    );
    await expectNoneByRole(browser, { role: "button", name: postcode.checkLabel, within: "main" });
  });
});
