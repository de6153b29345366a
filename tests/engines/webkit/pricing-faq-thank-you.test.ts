import { describe, expect, test } from "vitest";
import { PRICE_CHOICES, booking, bookingHref, expectedPriceRows, faq, priceLinkName, pricing } from "../../support/site-pages";
import { expectLayoutRulesAtEachWidth } from "../../support/webkit/layout";
import { webkitSession } from "./support/session";
import { allByText, attribute, byRole, expectNoAxeViolations, expectTextShown, open, press, type Browser } from "../../support/webkit/webkit";
import { expectDropOffReveals, thankYouAddress } from "./support/thank-you";
import { PATH } from "../../support/paths.ts";

/**
 * The pricing toggle and tables, with the layout rules in each mode at every width, the FAQ and the thank-you reveal
 * (pricing.spec.ts, faq.spec.ts and thank-you.spec.ts in Playwright).
 */
const session = webkitSession();
type WashType = (typeof pricing.washTypes)[number];

/**
 * A wash type's control in the mode toggle: a button with aria-pressed today; native radios (checked) once
 * the progressive-enhancement work lands. Either is accepted, found by its role and name.
 */
async function modeControl(browser: Browser, wash: WashType) {
  const within = `[aria-label="${pricing.modeToggleLabel}"], fieldset`;
  for (const role of ["radio", "button"]) {
    const found = await browser.execute(
      (scope: string, name: string, wantedRole: string) =>
        [...document.querySelectorAll(scope)].some((group) =>
          [...group.querySelectorAll(wantedRole === "radio" ? "input[type=radio]" : "button")].some(
            (control) => (control.getAttribute("aria-label") ?? (control as HTMLInputElement).labels?.[0]?.textContent ?? control.textContent)?.trim() === name,
          ),
        ),
      within,
      wash.name,
      role,
    );
    if (found) return byRole(browser, { role, name: wash.name, within: role === "radio" ? "main" : within });
  }
  throw new Error(`no control for "${wash.name}" in the mode toggle`);
}

const isChosen = (browser: Browser, control: WebdriverIO.Element) =>
  browser.execute(
    (element: HTMLElement) => (element instanceof HTMLInputElement ? element.checked : element.getAttribute("aria-pressed") === "true"),
    control as unknown as HTMLElement,
  );

/** A table's body as text, row by row. */
const tableRows = (browser: Browser, table: WebdriverIO.Element) =>
  browser.execute(
    (element: HTMLTableElement) => [...element.tBodies[0].rows].map((row) => [...row.cells].map((cell) => (cell.textContent ?? "").trim())),
    table as unknown as HTMLTableElement,
  );

describe("pricing", () => {
  test("the first wash type shows by default; the toggle shows each other's tables, with content's prices linking to the form, and the layout rules hold in each", async () => {
    const { browser } = session;
    await open(browser, PATH.pricing);
    await expectNoAxeViolations(browser);
    for (const [index, wash] of pricing.washTypes.entries()) {
      if (index > 0) await press(await modeControl(browser, wash));
      await expect.poll(async () => isChosen(browser, await modeControl(browser, wash))).toBe(true);
      for (const other of pricing.washTypes.filter((candidate) => candidate !== wash)) {
        expect(await isChosen(browser, await modeControl(browser, other)), other.name).toBe(false);
      }
      const table = await byRole(browser, { role: "table", name: wash.priceCaption });
      await byRole(browser, { role: "table", name: wash.includedCaption });
      expect(await tableRows(browser, table)).toEqual(expectedPriceRows(wash));
      for (const choice of PRICE_CHOICES.filter((candidate) => candidate.wash === wash)) {
        const link = await byRole(browser, { role: "link", name: priceLinkName(choice), within: "main" });
        expect(await attribute(browser, link, "href")).toBe(bookingHref(choice));
      }
      // The first mode is measured in the page's visit (layout.test.ts); each other mode here, at every width.
      if (index > 0) await expectLayoutRulesAtEachWidth(browser, `${PATH.pricing}, ${wash.name}`, { walk: false });
    }
    await expectNoAxeViolations(browser);
  });
});

describe("FAQ", () => {
  test("opening a question shows its answer and closes the one open before", async () => {
    const { browser } = session;
    await open(browser, PATH.faq);
    let previous: (typeof faq.items)[number] | undefined;
    for (const item of faq.items) {
      const [question] = await allByText(browser, item.question);
      await press(question);
      await expectTextShown(browser, item.answer[0]);
      if (previous) await expectTextShown(browser, previous.answer[0], 0);
      expect(await browser.execute(() => document.querySelectorAll("main details[open]").length)).toBe(1);
      previous = item;
    }
    await expectNoAxeViolations(browser);
  });
});

describe("thank-you", () => {
  test("the drop-off location opens and closes from its summary, and the page passes axe both ways", async () => {
    const { browser } = session;
    const { thankYou } = booking;
    await open(browser, PATH.thankYou);
    for (const line of thankYouAddress) await expectTextShown(browser, line, 0);
    await expectNoAxeViolations(browser);
    await expectDropOffReveals(browser);
    await expectNoAxeViolations(browser);
    await press((await allByText(browser, thankYou.hideLocationLabel))[0]);
    for (const line of thankYouAddress) await expectTextShown(browser, line, 0);
    await expectTextShown(browser, thankYou.showLocationLabel);
  });
});
