import { describe, expect, test } from "vitest";
import {
  frameUrl,
  SERVED_CSV,
  SERVED_POSTCODES,
  UNLISTED_POSTCODES,
  booking,
  calendarPath,
  complete,
  counterLocation,
  escapeRegExp,
  extrasChoice,
  extrasChoiceLine,
  extrasJourneyLacks,
  extrasQuoteLines,
  formPath,
  optionLabel,
  packSavingLine,
  packType,
  packs,
  postcodeLocation,
  pricedTier,
  rules,
  singlePriceLine,
  washes,
  type Choice,
  type FieldName,
} from "../../support/booking-content";
import { unusedCode } from "../../support/unused-code.ts";
import { contactSearch } from "../../../src/lib/booking-selection";
import { providerFor } from "../../../src/features/scheduling/providers";
import { webkitSession } from "./support/session";
import {
  SITE,
  WAIT,
  allByRole,
  attribute,
  byRole,
  expectNoAxeViolations,
  expectNoneByRole,
  expectTextShown,
  open,
  pathAndSearch,
  press,
  selectOption,
  typeInto,
  waitForPage,
  type Browser,
} from "../../support/webkit/webkit";
import { PATH } from "../../support/paths.ts";
import { continueToCalendar, type BookingJourneySteps } from "../../support/booking-journey.ts";

/**
 * The booking form, the postcode checker and the calendar (booking-form.spec.ts, toasts.spec.ts,
 * postcode.spec.ts and booking-calendar.spec.ts in Playwright). WebKit can't be given a stub of the
 * scheduling provider's calendar (classic WebDriver can't intercept requests, and it comes from the provider's
 * https host), and third-party hosts are blocked here: so the calendar journey checks that the page frames the
 * choice's calendar from the provider's address. (A blocked frame still fires its load event, so the fallback for a
 * calendar that never arrives is booking-calendar.spec.ts's, in Chromium and Gecko, with a request that never ends.)
 */
const session = webkitSession();
const { fields, postcode, toasts, calendar } = booking;
const provider = providerFor(booking.scheduling);
/** The addresses of the page's frames from the provider's origin. */
const calendarFrames = (browser: Browser) =>
  browser.execute(
    (origin: string) => [...document.querySelectorAll("iframe")].map((frame) => frame.src).filter((src) => src.startsWith(`${origin}/`)),
    provider.frameOrigins[0],
  );

const control = (browser: Browser, field: FieldName) => byRole(browser, { role: "combobox", name: fields[field].label, within: "main" });
const controlShown = async (browser: Browser, field: FieldName) =>
  (await allByRole(browser, { role: "combobox", name: fields[field].label, within: "main" })).length === 1;
const value = async (browser: Browser, field: FieldName) => (await control(browser, field)).getValue();

/**
 * Lets the page handle what the last command started: WebKitWebDriver returns from choosing an option before
 * the page has handled its change event, so a quick next choice could land before the form's update.
 */
const settle = (browser: Browser) => browser.executeAsync((done: () => void) => requestAnimationFrame(() => setTimeout(done)));

/** What a change of a field clears (the form's rules): the next field starts empty again. */
const CLEARS: Partial<Record<FieldName, FieldName>> = { type: "blocks", tier: "wash" };

/**
 * Chooses values in dependency order, by their visible labels. After each change the test waits until the
 * page has handled it and the form has applied it (the field it clears is empty), as a visitor's pace allows.
 */
async function choose(browser: Browser, choice: Choice) {
  for (const field of ["location", "type", "blocks", "tier", "wash", "size"] as const) {
    const chosen = choice[field];
    if (chosen === undefined || (await value(browser, field)) === chosen) continue;
    await selectOption(await control(browser, field), chosen === "" ? fields.placeholder : optionLabel(field, chosen));
    await settle(browser);
    await expect.poll(() => value(browser, field)).toBe(chosen);
    const cleared = CLEARS[field];
    if (cleared)
      await expect
        .poll(async () => ((await controlShown(browser, cleared)) ? value(browser, cleared) : ""), { message: `${field} clears ${cleared}` })
        .toBe("");
  }
}

const termsBox = (browser: Browser) => byRole(browser, { role: "checkbox", name: `${booking.terms.before} ${booking.terms.linkLabel}`, within: "main" });
const continueButton = (browser: Browser) => byRole(browser, { role: "button", name: booking.continueLabel, within: "main" });

/** The booking journey (tests/support/booking-journey.ts) with WebDriver's hands. */
const journey = (browser: Browser): BookingJourneySteps<Choice> => ({
  choose: (choice) => choose(browser, choice),
  tickTerms: async () => {
    if (!(await (await termsBox(browser)).isSelected())) await press(await termsBox(browser));
    await expect.poll(async () => (await termsBox(browser)).isSelected()).toBe(true);
  },
  pressContinue: async () => press(await continueButton(browser)),
  calendarShown: async (choice) => {
    await browser.waitUntil(async () => (await pathAndSearch(browser)) === calendarPath(choice), {
      timeout: WAIT,
      timeoutMsg: `Continue did not open the calendar for ${calendarPath(choice)}`,
    });
    await waitForPage(browser, new URL(calendarPath(choice), SITE).href);
  },
});

/** Presses Continue and expects the toast content gives for this problem, alone on screen. */
async function expectToastOnContinue(browser: Browser, kind: "termsNotAgreed" | "missingInfo" | "blockSize") {
  await press(await continueButton(browser));
  const region = `[role=region][aria-label^="${toasts.regionLabel}"]`;
  await expectTextShown(browser, toasts[kind].title, 1, region);
  await expectTextShown(browser, toasts[kind].message, 1, region);
  await expect
    .poll(() => browser.execute((scope: string) => document.querySelectorAll(`${scope} li`).length, region), { message: "one toast at a time" })
    .toBe(1);
  // Closed with its own button, as a visitor does before going on: the toast sits over the lower part of a phone's screen.
  await press(await byRole(browser, { role: "button", name: toasts.dismissLabel }));
  await expect.poll(() => browser.execute((scope: string) => document.querySelectorAll(`${scope} li`).length, region), { message: "the toast closes" }).toBe(0);
}

/** The live quote's text: the paragraph headed by content's quote heading. */
const quoteText = (browser: Browser) =>
  browser.execute(
    (heading: string) =>
      [...document.querySelectorAll("main p")].find((p) => [...p.querySelectorAll("*")].some((e) => e.textContent?.trim() === heading))?.textContent ?? "",
    booking.quote.heading,
  );

describe("booking form", () => {
  test("dependent fields, the toasts in the brief's order, the live quote, Continue, and the calendar for that choice", async () => {
    const { browser } = session;
    const choice: Choice = { type: packType(), blocks: packs[0], tier: pricedTier(), wash: washes.at(-1), size: rules.sizes.at(-1) };
    await open(browser, PATH.book);

    // The postcode checker belongs to a location that checks postcodes.
    await choose(browser, { location: counterLocation() });
    await expectNoneByRole(browser, { role: "textbox", name: postcode.label, within: "main" });
    await choose(browser, { location: postcodeLocation() });
    await byRole(browser, { role: "textbox", name: postcode.label, within: "main" });
    await choose(browser, { location: rules.locations[0].value });

    // Wash Type after a Tier, Vehicle Size after a Wash Type; Block Size only for a booking type with packs.
    expect(await controlShown(browser, "wash")).toBe(false);
    expect(await controlShown(browser, "size")).toBe(false);
    expect(await controlShown(browser, "blocks")).toBe(false);
    await expectToastOnContinue(browser, "termsNotAgreed");

    await press(await termsBox(browser));
    await expect.poll(async () => (await termsBox(browser)).isSelected()).toBe(true);
    await choose(browser, { tier: choice.tier });
    expect(await value(browser, "wash")).toBe("");
    expect(await controlShown(browser, "size")).toBe(false);
    await expectToastOnContinue(browser, "missingInfo");

    await choose(browser, { wash: choice.wash });
    expect(await value(browser, "size")).toBe("");
    await choose(browser, { size: choice.size });
    await expect.poll(() => quoteText(browser), { timeout: WAIT }).toContain(singlePriceLine({ tier: choice.tier!, wash: choice.wash!, size: choice.size! }));

    await choose(browser, { type: choice.type });
    expect(await value(browser, "blocks")).toBe("");
    await expectToastOnContinue(browser, "blockSize");
    await expectNoAxeViolations(browser);

    await choose(browser, { blocks: choice.blocks });
    await expect.poll(() => quoteText(browser), { timeout: WAIT }).toContain(packSavingLine(choice.tier!, choice.blocks!));
    // A new tier clears the wash type and hides the vehicle size.
    const otherTier = rules.tiers.find((tier) => tier !== choice.tier);
    if (otherTier) {
      await choose(browser, { tier: otherTier });
      await expect.poll(() => value(browser, "wash")).toBe("");
      expect(await controlShown(browser, "size")).toBe(false);
      await choose(browser, { tier: choice.tier, wash: choice.wash, size: choice.size });
    }

    await continueToCalendar(journey(browser), choice, { alreadyChosen: true });
    await byRole(browser, { role: "heading", level: 1, name: calendar.title });
    await expectTextShown(browser, calendar.hint);
    expect(await calendarFrames(browser)).toEqual([frameUrl(choice)]);
    await expectTextShown(browser, calendar.noPath, 0);
    await expectNoAxeViolations(browser);
  });

  test("Back tapped at the first paint, before the app has started, leads to the form showing the choice", async () => {
    const { browser, proxy } = session;
    const choice = complete({ location: counterLocation(), tier: pricedTier(), wash: washes[0], size: rules.sizes.at(-1) });
    // The app's scripts never arrive: each page is what its first paint gives, its inline scripts alone.
    proxy.withoutApp(true);
    await open(browser, calendarPath(choice), { app: false });
    await press(await byRole(browser, { role: "link", name: calendar.backLabel, within: "main" }));
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.replace(/\/$/, "") === PATH.book, {
      timeout: WAIT,
      timeoutMsg: "Back did not lead to the form",
    });
    await waitForPage(browser, await browser.getUrl(), { app: false });
    for (const field of ["location", "tier", "wash", "size"] as const) expect(await value(browser, field), field).toBe(choice[field]);
  });

  test("a tampered calendar link says Sorry, with a link to /contact, and passes axe", async () => {
    const { browser } = session;
    await open(browser, calendarPath({ tier: unusedCode(rules.tiers), wash: washes[0], size: rules.sizes[0] }));
    await byRole(browser, { role: "heading", level: 1, name: calendar.title });
    await expect
      .poll(() => browser.execute((text: string) => document.querySelector("main")?.textContent?.includes(text) ?? false, calendar.noPath), { timeout: WAIT })
      .toBe(true);
    const contact = await byRole(browser, { role: "link", name: calendar.contactLinkLabel, within: "main" });
    expect(new URL((await attribute(browser, contact, "href"))!, SITE).pathname).toBe(PATH.contact);
    expect(await calendarFrames(browser)).toEqual([]);
    await expectNoAxeViolations(browser);
  });
});

describe("extras and several cars (issue 23)", () => {
  test.skipIf(extrasJourneyLacks() !== undefined)(
    "two extras and two cars: the quote adds up, the calendar shows the whole choice for the package's path, the hand-off lists them",
    async () => {
      const { browser } = session;
      const { choice, extras } = extrasChoice();
      await open(browser, PATH.book);
      await press(await termsBox(browser));
      await choose(browser, { tier: choice.tier, wash: choice.wash, size: choice.size });
      for (const extra of extras) {
        await press(await byRole(browser, { role: "checkbox", namePattern: `^${escapeRegExp(extra.name)}\\b`, within: "main" }));
        await settle(browser);
      }
      await selectOption(await byRole(browser, { role: "combobox", name: booking.fields.cars.label, within: "main" }), String(choice.cars));
      await settle(browser);
      for (const line of extrasQuoteLines()) await expect.poll(() => quoteText(browser), { timeout: WAIT }).toContain(line);

      await continueToCalendar(journey(browser), choice, { alreadyChosen: true });
      await expectTextShown(browser, extrasChoiceLine());
      await expectTextShown(browser, calendar.extrasNote);
      // One booking type per package: the scheduling path is the package's.
      expect(await calendarFrames(browser)).toEqual([frameUrl({ tier: choice.tier, wash: choice.wash, size: choice.size })]);

      // The hand-off: the contact page's WhatsApp message lists both extras and the cars.
      await open(browser, `${PATH.contact}?${contactSearch(complete(choice))}`);
      const whatsapp = await byRole(browser, { role: "link", name: booking.handoff.whatsappLabel, within: "main" });
      const text = new URL((await attribute(browser, whatsapp, "href"))!).searchParams.get("text") ?? "";
      for (const extra of extras) expect(text).toContain(extra.name);
      expect(text).toMatch(new RegExp(`\\b${choice.cars}\\b`));
    },
  );

  test("a tampered extra and number of cars are dropped: the package still books, with nothing said of them", async () => {
    const { browser } = session;
    const { choice } = extrasChoice();
    const plain = { tier: choice.tier, wash: choice.wash, size: choice.size };
    const query = new URLSearchParams(calendarPath(plain).split("?")[1]);
    query.append("extras", unusedCode(rules.extras));
    query.set("cars", String(rules.maxCars + 1));
    await open(browser, `${PATH.calendar}?${query}`);
    await byRole(browser, { role: "heading", level: 1, name: calendar.title });
    await browser.waitUntil(async () => (await calendarFrames(browser)).length === 1, { timeout: WAIT, timeoutMsg: "no calendar" });
    expect(await calendarFrames(browser)).toEqual([frameUrl(plain)]);
    await expectTextShown(browser, calendar.extrasNote, 0);
    await expectTextShown(browser, calendar.noPath, 0);
  });
});

describe("postcode checker", () => {
  const result = (browser: Browser) => browser.execute(() => document.querySelector("main [role=status]")?.textContent?.trim() ?? "");

  async function check(browser: Browser, typed: string) {
    await typeInto(browser, await byRole(browser, { role: "textbox", name: postcode.label, within: "main" }), typed);
    await press(await byRole(browser, { role: "button", name: postcode.checkLabel, within: "main" }));
    // Busy for content's delay, then the answer (and the button's label back).
    await byRole(browser, { role: "button", name: postcode.checkLabel, within: "main" });
  }

  test("covered, surcharge and invalid answers from the test's own list", async () => {
    const { browser, proxy } = session;
    proxy.answerCsv({ status: 200, body: SERVED_CSV["one postcode a line under a header"] });
    await open(browser, formPath({ location: postcodeLocation() }));
    await check(browser, SERVED_POSTCODES[0].toLowerCase());
    await expect.poll(() => result(browser), { timeout: WAIT }).toBe(postcode.results.covered);
    await check(browser, UNLISTED_POSTCODES[0]);
    await expect.poll(() => result(browser), { timeout: WAIT }).toBe(postcode.results.surcharge);
    await check(browser, "ABCDE");
    await expect.poll(() => result(browser), { timeout: WAIT }).toBe(postcode.results.invalid);
    expect(proxy.csvRequests(), "the list is downloaded once").toBe(1);
  });

  test("when the list can't be loaded, says the check is unavailable, with a link to /contact, and passes axe", async () => {
    const { browser, proxy } = session;
    proxy.answerCsv({ status: 404, body: "" });
    await open(browser, formPath({ location: postcodeLocation() }));
    await check(browser, SERVED_POSTCODES[0]);
    await expect.poll(() => result(browser), { timeout: WAIT }).toContain(postcode.results.unavailable);
    const contact = await byRole(browser, { role: "link", name: postcode.contactLinkLabel, within: "main [role=status]" });
    expect(new URL((await attribute(browser, contact, "href"))!, SITE).pathname).toBe(PATH.contact);
    await expectNoAxeViolations(browser);
  });
});
