import type { Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoAxeViolations,
  booking,
  bookingForm,
  calendarQuery,
  choose,
  expectOnlyToast,
  open,
  optionLabel,
  pressContinue,
  stubTidyCal,
  tabTo,
  arrowToOption,
  toasts,
} from "./support/booking-flow";

const { fields, postcode } = booking;
const CSV = "postcode\nIG1 3TY\nE18 1AB\n";

/** Serves a serviced-postcode list from the test, so the checker never depends on the shipped file. */
async function serveCsv(page: Page, body = CSV) {
  await page.route("**/serviced_postcodes.csv", (route) => route.fulfill({ status: 200, contentType: "text/csv", body }));
}

/** The live quote: the paragraph headed by content's quote heading ("Your Price"). */
const liveQuote = (page: Page) => page.getByRole("main").locator("p").filter({ has: page.getByText(booking.quote.heading, { exact: true }) });

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const optionTexts = (field: "location" | "type" | "blocks" | "tier" | "wash" | "size") =>
  (fields[field].options as readonly { label: string }[]).map((option) => option.label);

test.describe("booking form: the brief's wording", () => {
  test("content holds the brief's strings verbatim (product-spec.md 2, 5, 8)", () => {
    expect(booking.homeNotice).toBe("Redbridge & Essex only. Water / power may be required.");
    expect(booking.customQuote.message).toBe("Large Platinum In & Out needs a custom quote.");
    expect(booking.customQuote.href).toBe("/contact");
    expect(booking.toasts.termsNotAgreed).toEqual({ title: "Terms & Conditions", message: "Please agree to the terms." });
    expect(booking.toasts.missingInfo).toEqual({ title: "Missing Info", message: "Complete all fields before continuing." });
    expect(booking.toasts.blockSize).toEqual({ title: "Block Size", message: "Choose a 6- or 12-wash pack." });
    expect(fields.size.options.map((option) => option.value)).toEqual(["small", "medium", "large"]);
    expect(optionTexts("location")).toEqual(["Home Visit (we come to you)", "Visit Us (IG1)"]);
    expect(optionTexts("size")).toEqual(["Small / Hatchback", "Saloon / Small SUV", "Large SUV / MPV"]);
  });
});

test.describe("booking form", () => {
  test("shows visible labels, and every select is reachable by its label", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    await expect(page.getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
    for (const label of [fields.location.label, fields.type.label, fields.tier.label, postcode.label]) {
      await expect(page.getByRole("main").getByText(label, { exact: true })).toBeVisible();
    }
    await expect(form.location).toHaveValue("home");
    await expect(form.location.locator("option")).toHaveText(optionTexts("location"));
    await expect(form.type).toHaveValue("single");
    await expect(form.type.locator("option")).toHaveText(optionTexts("type"));
    await expect(form.tier).toHaveValue("");
    await expect(form.tier.locator("option")).toHaveText([fields.placeholder, ...optionTexts("tier")]);
    // Only shown once they apply.
    await expect(form.blocks).toHaveCount(0);
    await expect(form.wash).toHaveCount(0);
    await expect(form.size).toHaveCount(0);
    await expect(liveQuote(page)).toHaveCount(0);

    await choose(page, { type: "block", tier: "gold", wash: "inout" });
    await expect(page.getByRole("main").getByText(fields.blocks.label, { exact: true })).toBeVisible();
    await expect(form.blocks.locator("option")).toHaveText([fields.placeholder, ...optionTexts("blocks")]);
    await expect(page.getByRole("main").getByText(fields.wash.label, { exact: true })).toBeVisible();
    await expect(form.wash.locator("option")).toHaveText([fields.placeholder, ...optionTexts("wash")]);
    await expect(page.getByRole("main").getByText(fields.size.label, { exact: true })).toBeVisible();
    await expect(form.size.locator("option")).toHaveText([fields.placeholder, ...optionTexts("size")]);
    await expect(form.terms).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: booking.terms.linkLabel })).toHaveAttribute("href", booking.terms.href);
  });

  test("Block Size is offered only for a block booking, and changing Booking Type clears it", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    await expect(form.blocks).toHaveCount(0);

    await choose(page, { type: "block" });
    await expect(form.blocks).toBeVisible();
    await expect(form.blocks).toHaveValue("");
    await choose(page, { blocks: "12" });
    await expect(form.blocks).toHaveValue("12");

    await choose(page, { type: "single" });
    await expect(form.blocks).toHaveCount(0);
    await choose(page, { type: "block" });
    await expect(form.blocks).toBeVisible();
    await expect(form.blocks, "a new booking type clears the block size").toHaveValue("");
  });

  test("Wash Type appears after a Tier, Vehicle Size after a Wash Type, and a new Tier clears both", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    await expect(form.wash).toHaveCount(0);
    await expect(form.size).toHaveCount(0);

    await choose(page, { tier: "gold" });
    await expect(form.wash).toBeVisible();
    await expect(form.wash).toHaveValue("");
    await expect(form.size).toHaveCount(0);

    await choose(page, { wash: "inout" });
    await expect(form.size).toBeVisible();
    await expect(form.size).toHaveValue("");
    await choose(page, { size: "medium" });
    await expect(form.size).toHaveValue("medium");

    await choose(page, { tier: "silver" });
    await expect(form.wash, "a new tier clears the wash type").toHaveValue("");
    await expect(form.size, "a new tier clears (and hides) the vehicle size").toHaveCount(0);
    await choose(page, { wash: "exterior" });
    await expect(form.size).toBeVisible();
    await expect(form.size, "the vehicle size was cleared with the tier").toHaveValue("");
  });

  test("switching Location between home and us shows and hides the postcode checker and the notice", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    await expect(form.homeNotice).toBeVisible();
    await expect(form.postcode).toBeVisible();
    await expect(form.check).toBeVisible();

    await choose(page, { location: "us" });
    await expect(form.homeNotice).toBeHidden();
    await expect(form.postcode).toBeHidden();
    await expect(form.check).toBeHidden();

    await choose(page, { location: "home" });
    await expect(form.homeNotice).toBeVisible();
    await expect(form.postcode).toBeVisible();
  });

  test("Continue is aria-disabled until the terms are ticked, and pressing it says why", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    await expect(form.continue).toHaveAttribute("aria-disabled", "true");
    await expect(form.terms).not.toBeChecked();

    await pressContinue(page);
    await expectOnlyToast(page, "termsNotAgreed");
    await expect(page).toHaveURL(/\/book$/);

    await form.terms.check();
    await expect(form.continue).toHaveAttribute("aria-disabled", "false");
    await form.terms.uncheck();
    await expect(form.continue).toHaveAttribute("aria-disabled", "true");
  });

  test("the submit checks run in the brief's order: terms, then Missing Info, then Block Size", async ({ page }) => {
    await stubTidyCal(page);
    await open(page, "/book");
    const form = bookingForm(page);

    // Everything is wrong at once: the terms come first.
    await choose(page, { type: "block" });
    await pressContinue(page);
    await expectOnlyToast(page, "termsNotAgreed");

    await form.terms.check();
    await pressContinue(page);
    await expectOnlyToast(page, "missingInfo");

    // Each of tier, wash and size is required.
    await choose(page, { tier: "gold" });
    await pressContinue(page);
    await expectOnlyToast(page, "missingInfo");
    await choose(page, { wash: "exterior" });
    await pressContinue(page);
    await expectOnlyToast(page, "missingInfo");

    await choose(page, { size: "small" });
    await pressContinue(page);
    await expectOnlyToast(page, "blockSize");
    await expect(page).toHaveURL(/\/book(\?|$)/);

    await choose(page, { blocks: "6" });
    await pressContinue(page);
    await expect(page).toHaveURL(`/booking-calendar?${calendarQuery({ type: "block", blocks: "6", tier: "gold", wash: "exterior", size: "small" })}`);
  });

  test("the toasts are destructive (error) toasts", async ({ page }) => {
    await open(page, "/book");
    await pressContinue(page);
    const toast = await expectOnlyToast(page, "termsNotAgreed");
    await expect(toast).toHaveClass(/toast--destructive/);
  });

  test("warns that Large Platinum In & Out needs a custom quote, for that combination only", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    await choose(page, { tier: "platinum", wash: "inout", size: "large" });
    await expect(form.customQuote).toBeVisible();
    await expect(form.customQuoteLink).toHaveAttribute("href", booking.customQuote.href);
    await expect(form.customQuoteLink).toHaveAttribute("href", "/contact");

    for (const other of [
      { size: "medium" },
      { wash: "exterior", size: "large" },
      { tier: "gold", wash: "inout", size: "large" },
      { tier: "express", wash: "inout", size: "small" },
    ]) {
      await choose(page, other);
      await expect(form.customQuote, JSON.stringify(other)).toHaveCount(0);
      await expect(form.customQuoteLink).toHaveCount(0);
    }

    // A block booking of the same car still needs the quote.
    await choose(page, { type: "block", blocks: "12", tier: "platinum", wash: "inout", size: "large" });
    await expect(form.customQuote).toBeVisible();
  });

  test("follows the custom-quote link to /contact", async ({ page }) => {
    await open(page, "/book?tier=platinum&wash=inout&size=large");
    await bookingForm(page).customQuoteLink.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("shows the live quote from the pricing content (decisions.md 12)", async ({ page }) => {
    await open(page, "/book");
    const quote = liveQuote(page);

    await choose(page, { tier: "gold", wash: "inout" });
    await expect(quote, "no quote before the vehicle size").toHaveCount(0);
    await choose(page, { size: "medium" });
    await expect(quote).toBeVisible();
    await expect(quote).toContainText("Single wash: £85");
    await expect(quote).toContainText(fill(booking.quote.single, { price: 85 }));
    await expect(quote).not.toContainText("pack");

    await choose(page, { type: "block" });
    await expect(quote).toContainText("Single wash: £85");
    await expect(quote, "no saving before a pack is chosen").not.toContainText("pack");
    await choose(page, { blocks: "6" });
    await expect(quote).toContainText("6-wash pack: save up to £25");
    await expect(quote).toContainText(fill(booking.quote.blockSaving, { blocks: 6, save: 25 }));
    await choose(page, { blocks: "12" });
    await expect(quote).toContainText("12-wash pack: save up to £51");
    await expect(quote).not.toContainText("£25");

    await choose(page, { type: "single", tier: "platinum", wash: "inout", size: "large" });
    await expect(quote).toContainText(booking.quote.custom);
    await expect(quote).toContainText("Custom quote");
    await expect(quote, "never a price for the custom quote").not.toContainText("£");

    await choose(page, { wash: "exterior" });
    await expect(quote).toContainText("Single wash: £110");
  });

  test("a deep link pre-fills the form", async ({ page }) => {
    await open(page, "/book?tier=gold&wash=inout&size=medium");
    const form = bookingForm(page);
    await expect(form.tier).toHaveValue("gold");
    await expect(form.wash).toHaveValue("inout");
    await expect(form.size).toHaveValue("medium");
    await expect(form.tier.locator("option:checked")).toHaveText(optionLabel("tier", "gold"));
    await expect(form.location).toHaveValue("home");
    await expect(form.type).toHaveValue("single");
    await expect(liveQuote(page)).toContainText("Single wash: £85");

    await open(page, "/book?location=us&type=block&blocks=12&tier=express&wash=exterior&size=large");
    await expect(form.location).toHaveValue("us");
    await expect(form.type).toHaveValue("block");
    await expect(form.blocks).toHaveValue("12");
    await expect(form.tier).toHaveValue("express");
    await expect(form.wash).toHaveValue("exterior");
    await expect(form.size).toHaveValue("large");
    await expect(form.postcode).toBeHidden();
  });

  for (const [name, query, expected] of [
    ["an unknown tier (and the wash that depends on it)", "tier=diamond&wash=inout", { tier: "" }],
    ["an unknown size", "tier=gold&wash=inout&size=huge", { tier: "gold", wash: "inout", size: "" }],
    ["an unknown location and type", "location=mars&type=lots&tier=silver", { location: "home", type: "single", tier: "silver" }],
    ["a block size for a single wash", "type=single&blocks=6&tier=gold", { type: "single", tier: "gold" }],
    ["a block size that isn't offered", "type=block&blocks=7", { type: "block", blocks: "" }],
    ["upper-case codes", "tier=GOLD&wash=inout", { tier: "" }],
    ["injected markup", "tier=gold%3Cscript%3E&wash=inout", { tier: "" }],
  ] as const) {
    test(`a deep link ignores ${name}`, async ({ page }) => {
      await open(page, `/book?${query}`);
      const form = bookingForm(page);
      const values: Record<string, string> = { location: "home", type: "single", ...expected };
      for (const [field, value] of Object.entries(values)) {
        await expect(form[field as "tier"], field).toHaveValue(value);
      }
      if (!("tier" in expected) || expected.tier === "") await expect(form.wash).toHaveCount(0);
      if (!("wash" in expected)) await expect(form.size).toHaveCount(0);
      if (!("blocks" in expected)) await expect(form.blocks).toHaveCount(0);
      await expect(liveQuote(page)).toHaveCount(0);
    });
  }

  test("an invalid deep link leaves nothing behind in the address", async ({ page }) => {
    await open(page, "/book?tier=diamond&wash=inout");
    await expect(page).toHaveURL(/\/book$/);
  });

  test("a successful submit goes to the booking calendar with the whole choice", async ({ page }) => {
    await stubTidyCal(page);
    await open(page, "/book");
    const form = bookingForm(page);
    await choose(page, { tier: "gold", wash: "inout", size: "medium" });
    await form.terms.check();
    await pressContinue(page);
    await expect(page).toHaveURL("/booking-calendar?location=home&type=single&blocks=&tier=gold&wash=inout&size=medium");
    await expect(page.getByRole("heading", { level: 1, name: booking.calendar.title })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("the choices survive the browser's Back button from the booking calendar", async ({ page }) => {
    await stubTidyCal(page);
    await open(page, "/book");
    const form = bookingForm(page);
    const choice = { location: "us", type: "block", blocks: "12", tier: "platinum", wash: "exterior", size: "small" };
    await choose(page, choice);
    await form.terms.check();
    await pressContinue(page);
    await expect(page).toHaveURL(`/booking-calendar?${calendarQuery(choice)}`);
    await expect(page.getByRole("heading", { level: 1, name: booking.calendar.title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/book\?/);
    await expect(page.getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
    for (const [field, value] of Object.entries(choice)) {
      await expect(form[field as keyof typeof choice], field).toHaveValue(value);
    }
    await expect(liveQuote(page)).toContainText(fill(booking.quote.blockSaving, { blocks: 12, save: 85 }));
  });

  test.describe("accessibility", () => {
    test("passes axe: initial, block chosen, custom-quote warning, toast shown, postcode result shown", async ({ page }) => {
      test.slow(); // five full axe scans
      await serveCsv(page);
      await open(page, "/book");
      const form = bookingForm(page);
      await expect(form.continue).toBeVisible();
      await expectNoAxeViolations(page);

      await choose(page, { type: "block" });
      await expect(form.blocks).toBeVisible();
      await expectNoAxeViolations(page);

      await choose(page, { blocks: "6", tier: "platinum", wash: "inout", size: "large" });
      await expect(form.customQuote).toBeVisible();
      await expectNoAxeViolations(page);

      await pressContinue(page);
      await expectOnlyToast(page, "termsNotAgreed");
      await expectNoAxeViolations(page);

      await form.postcode.fill("IG1 3TY");
      await form.check.click();
      await expect(form.postcodeResult).toHaveText(postcode.results.covered, { timeout: 15_000 });
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("booking form by keyboard alone, 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("checks a postcode, chooses a block booking and continues without a pointer", async ({ page }) => {
    await serveCsv(page);
    await stubTidyCal(page);
    await open(page, "/book");
    const form = bookingForm(page);
    const main = page.getByRole("main");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(360);

    // Enter in the postcode box checks it, and doesn't submit the form.
    await tabTo(page, form.postcode);
    await page.keyboard.type("ig1 3ty");
    await page.keyboard.press("Enter");
    await expect(form.postcodeResult).toHaveText(postcode.results.covered, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/book$/);
    await expect(toasts(page)).toHaveCount(0);

    await tabTo(page, form.type);
    await arrowToOption(page, form.type, optionLabel("type", "block"));
    await tabTo(page, form.blocks);
    await arrowToOption(page, form.blocks, optionLabel("blocks", 6));
    await tabTo(page, form.tier);
    await arrowToOption(page, form.tier, optionLabel("tier", "gold"));
    await tabTo(page, form.wash);
    await arrowToOption(page, form.wash, optionLabel("wash", "exterior"));
    await tabTo(page, form.size);
    await arrowToOption(page, form.size, optionLabel("size", "medium"));
    await expect(liveQuote(page)).toContainText(fill(booking.quote.blockSaving, { blocks: 6, save: 25 }));

    // Continue without the terms: the toast says why.
    await tabTo(page, form.continue);
    await page.keyboard.press("Enter");
    await expectOnlyToast(page, "termsNotAgreed");
    await expect(form.continue).toBeFocused();

    // Back to the tick box (past the terms link), tick it with Space, and on to Continue.
    await page.keyboard.press("Shift+Tab");
    await expect(main.getByRole("link", { name: booking.terms.linkLabel })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(form.terms).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.terms).toBeChecked();
    await tabTo(page, form.continue);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/booking-calendar?${calendarQuery({ type: "block", blocks: "6", tier: "gold", wash: "exterior", size: "medium" })}`);
  });

  test("switches to Visit Us with the arrow keys, which hides the postcode checker", async ({ page }) => {
    await open(page, "/book");
    const form = bookingForm(page);
    await tabTo(page, form.location);
    await arrowToOption(page, form.location, optionLabel("location", "us"));
    await expect(form.postcode).toBeHidden();
    await expect(form.homeNotice).toBeHidden();
    await arrowToOption(page, form.location, optionLabel("location", "home"));
    await expect(form.postcode).toBeVisible();
    await expect(form.homeNotice).toBeVisible();
  });
});

test.describe("booking form before the app has started", () => {
  test("keeps what the visitor chose in the prerendered form once the app starts", async ({ page, baseURL }) => {
    // Hold the app's entry script back, as a slow phone connection would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not page.goto: the fixture's goto waits for the app, which is the point of holding it back.
    await page.evaluate((url) => window.location.assign(url), `${baseURL}/book`).catch(() => undefined);
    await page.waitForURL(/\/book$/);
    const form = bookingForm(page);
    await form.tier.selectOption("gold");
    await form.terms.check();
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(form.tier).toHaveValue("gold");
    await expect(form.wash).toBeVisible();
    await expect(form.terms).toBeChecked();
    await expect(page).toHaveURL(/\/book\?tier=gold$/);
  });
});
