import type { Locator, Page } from "@playwright/test";
import {
  test,
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsOnStoppedClock,
  booking,
  pricing,
  calendarPath,
  counterLocation,
  customQuote,
  bookingForm,
  expectFormShows,
  expectedPath,
  formPath,
  initial,
  open,
  openBeforeAppStarts,
  optionLabel,
  otherThan,
  packType,
  packs,
  pricedTier,
  recordProviderRequests,
  rules,
  calendarFrame,
  providerOrigin,
  singleType,
  stopClock,
  stubCalendar,
  stubPaths,
  stubTidyCal,
  frameUrl,
  unusedCode,
  waitForHydration,
  washes,
  type Choice,
  walkToCalendar,
} from "./support/booking-flow";
import { CONTENT, ANY_WIDTH, ENGINES, expectURLWhileAppHeld, networkQuiet } from "../support/fixtures";
import { fillTemplate } from "../../src/lib/format.ts";
import { MAX_PARAM_LENGTH, type BookingChoice } from "../../src/lib/booking-selection.ts";
import { PATH } from "../support/paths.ts";
import { EARLY_ANSWER_DATA_ATTRIBUTE } from "../../src/lib/page-script/data-attributes.ts";

const { calendar } = booking;
const { tiers, sizes } = rules;
/** The site's contact page, which the Sorry message and the fallback link to (a route of the site, not content). */
const CONTACT_PATH = PATH.contact;

/** A link to the contact page; it carries the visitor's choice along (the hand-off spec checks the query). */
async function expectContactLink(link: Locator) {
  const href = await link.getAttribute("href");
  expect(new URL(href!, "http://site.invalid").pathname).toBe(CONTACT_PATH);
}

const main = (page: Page) => page.getByRole("main");
const title = (page: Page) => main(page).getByRole("heading", { level: 1, name: calendar.title });
const hint = (page: Page) => main(page).getByText(calendar.hint, { exact: true });
const sorry = (page: Page) => main(page).getByText(calendar.noPath);
const fallbackMessage = (page: Page) => main(page).getByText(calendar.fallback.message);
/** The provider's calendar: a frame from the provider's own address. */
const embed = calendarFrame;

/** The page's own Back link to the form (the arrow before its label is hidden from assistive technology). */
const backLink = (page: Page) => main(page).getByRole("link", { name: calendar.backLabel, exact: true });

async function expectEmbedFor(page: Page, path: string) {
  await expect(title(page)).toBeVisible();
  await expect(hint(page)).toBeVisible();
  await expect(stubCalendar(page)).toBeVisible();
  await expect(embed(page)).toHaveCount(1);
  expect((await stubPaths(page)).at(-1), "the booking type the calendar shows").toBe(path);
  await expect(sorry(page)).toHaveCount(0);
}

async function expectSorry(page: Page) {
  await expect(title(page)).toBeVisible();
  await expect(sorry(page)).toBeVisible();
  await expect(main(page).getByRole("status").filter({ hasText: calendar.noPath })).toBeVisible();
  await expectContactLink(main(page).getByRole("link", { name: calendar.contactLinkLabel, exact: true }));
}

/** A choice that is always priced and bookable: a single wash of a tier that isn't the custom-quote one. */
const priced = (): Choice => ({ type: singleType(), tier: pricedTier(), wash: washes.at(-1), size: sizes[0] });

/** The provider's host takes the calendar's request and never answers (down, or a network that hangs). */
const providerNeverAnswers = (page: Page) => page.route(`${providerOrigin}/**`, () => {});

/** The app's scripts never arrive (no error either): the page stays as the browser first shows it. */
const holdBackTheApp = (page: Page) => page.route("**/assets/*.js", () => {});

/**
 * Opens a page without waiting for the app (the fixture's page.goto waits for it to start, which
 * holdBackTheApp prevents): the browser's own navigation, up to the response.
 */
const openBeforeTheAppStarts = (page: Page, url: string) => page.mainFrame().goto(url, { waitUntil: "commit" });

test.describe("booking calendar", () => {
  test(
    "a full booking from a price on /pricing: pre-filled form, terms, Continue, the calendar for that choice",
    { tag: [ENGINES, CONTENT] },
    async ({ page }) => {
      // The price table on screen first is content's first wash type.
      const wash = pricing.washTypes[0];
      const tier = pricing.tiers.find((candidate) => candidate.id === pricedTier())!;
      const size = pricing.vehicleSizes.at(-1)!;
      const choice = { tier: tier.id, wash: wash.id, size: size.id };
      const price = pricing.prices[wash.id][size.id][tier.id];
      await stubTidyCal(page);
      const providerRequests = recordProviderRequests(page);
      await open(page, PATH.pricing);
      await main(page)
        .getByRole("table", { name: wash.priceCaption, exact: true })
        .getByRole("link", { name: fillTemplate(pricing.priceTable.cellLinkLabel, { tier: tier.name, wash: wash.name, size: size.name, price }), exact: true })
        .click();

      await expect(page).toHaveURL(formPath(choice));
      // A page of its own: the price table's page doesn't start the app.
      await waitForHydration(page);
      await expectFormShows(page, choice);
      expect(providerRequests, "the form itself never talks to the provider").toEqual([]);

      await walkToCalendar(page, choice, { alreadyChosen: true });
      await expectEmbedFor(page, expectedPath(choice));
      expect(await stubPaths(page)).toEqual([expectedPath(choice)]);
      expect(providerRequests).toEqual([frameUrl(choice)]);
    },
  );

  /** Bookable choices that between them use the first and last pack, wash type and vehicle size, both kinds of location and the custom-quote combination. */
  const bookable: [string, () => Choice][] = [
    ["the first pack and the last wash type", () => ({ type: packType(), blocks: packs[0], tier: pricedTier(), wash: washes.at(-1), size: sizes.at(-1) })],
    ["the largest pack and the first wash type", () => ({ type: packType(), blocks: packs.at(-1), tier: tiers.at(-1), wash: washes[0], size: sizes[0] })],
    ["content's custom-quote combination as a single wash (advice, not a block)", () => ({ type: singleType(), ...customQuote })],
    [
      "a single wash at a location without a postcode check",
      () => ({ location: counterLocation(), type: singleType(), tier: tiers[0], wash: washes[0], size: sizes.at(-1) }),
    ],
  ];
  for (const [name, choiceFor] of bookable) {
    test(`opened with ${name}, mounts the embed for that choice's scheduling path`, { tag: [ANY_WIDTH, CONTENT] }, async ({ page }) => {
      const choice = choiceFor();
      await stubTidyCal(page);
      const providerRequests = recordProviderRequests(page);
      await open(page, calendarPath(choice));
      await expectEmbedFor(page, expectedPath(choice));
      expect(await stubPaths(page)).toEqual([expectedPath(choice)]);
      expect(providerRequests).toEqual([frameUrl(choice)]);
    });
  }

  test("a block booking chosen in the form reaches the embed", { tag: ANY_WIDTH }, async ({ page }) => {
    const choice: Choice = { type: packType(), blocks: packs.at(-1), tier: tiers[0], wash: washes[0], size: sizes[0] };
    await stubTidyCal(page);
    await open(page, PATH.book);
    await walkToCalendar(page, choice);
    await expectEmbedFor(page, expectedPath(choice));
    expect(await stubPaths(page)).toEqual([expectedPath(choice)]);
  });

  test("Back, a different choice and Continue again: the calendar is for the new choice", { tag: ANY_WIDTH }, async ({ page }) => {
    const first = priced();
    const second: Choice = { type: packType(), blocks: packs[0], tier: otherThan(tiers, first.tier!, "tier"), wash: washes[0], size: sizes.at(-1) };
    await stubTidyCal(page);
    const providerRequests = recordProviderRequests(page);
    await open(page, PATH.book);
    await walkToCalendar(page, first);
    await expectEmbedFor(page, expectedPath(first));
    await waitForHydration(page);

    // Back opens the form as a page of its own: the visitor changes the choice once it has started.
    await backLink(page).click();
    await expect(page).toHaveURL(formPath(first));
    await waitForHydration(page);
    await walkToCalendar(page, second);
    await expectEmbedFor(page, expectedPath(second));
    expect(await stubPaths(page), "each choice's calendar, in turn").toEqual([expectedPath(first), expectedPath(second)]);
    expect(providerRequests, "only the calendars of the choices are requested").toEqual([frameUrl(first), frameUrl(second)]);
  });

  test("reached again by the browser's Back, it frames the choice's calendar again", { tag: ANY_WIDTH }, async ({ page }) => {
    const choice = priced();
    const path = expectedPath(choice);
    await stubTidyCal(page);
    const providerRequests = recordProviderRequests(page);
    await open(page, calendarPath(choice));
    await expectEmbedFor(page, path);

    // The page's Back opens the form; the browser's Back returns to the calendar.
    await backLink(page).click();
    await expect(page).toHaveURL(formPath(choice));
    await expect(embed(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(calendarPath(choice));
    await expectEmbedFor(page, path);
    expect(await stubPaths(page)).toEqual([path, path]);
    expect(providerRequests).toEqual([frameUrl(choice), frameUrl(choice)]);
  });

  test(
    "answers before the app starts: Sorry at once for an address it can't book or none, nothing for a bookable one",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      const valid: BookingChoice = { ...initial, ...priced() } as BookingChoice;
      const answers: [string, boolean][] = [
        [PATH.calendar, true],
        [`${PATH.calendar}?${query(valid, { tier: unusedCode(tiers) })}`, true],
        [calendarPath(priced()), false],
      ];
      await holdBackTheApp(page);
      for (const [url, sorrySaid] of answers) {
        await openBeforeTheAppStarts(page, url);
        // The footer comes after the calendar's answer in the page: once it is shown, the answer has been given.
        await expect(page.getByRole("contentinfo")).toBeVisible();
        if (sorrySaid) await expectSorry(page);
        else await expect(sorry(page), url).toBeHidden();
        await expect(embed(page)).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), "the app has not started").toBe(false);
      }
    },
  );

  test.describe("never flashes the Sorry message", () => {
    test.beforeEach(async ({ page }) => {
      // Records, at every frame the browser renders from the first one, whether the Sorry message is on
      // screen (the prerendered page holds it hidden, for the early answer to show).
      await page.addInitScript((text) => {
        const win = window as unknown as { __sorrySeen?: boolean };
        win.__sorrySeen = false;
        const look = () => {
          const main = document.querySelector("main");
          const walker = main && document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker?.nextNode(); node; node = walker?.nextNode()) {
            if (node.textContent?.includes(text) && node.parentElement?.checkVisibility()) win.__sorrySeen = true;
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, calendar.noPath);
    });
    const sorrySeen = (page: Page) => page.evaluate(() => (window as unknown as { __sorrySeen?: boolean }).__sorrySeen);

    test("opened with a valid choice, not even briefly", { tag: ANY_WIDTH }, async ({ page }) => {
      const choice = priced();
      await stubTidyCal(page);
      await open(page, calendarPath(choice));
      await expectEmbedFor(page, expectedPath(choice));
      expect(await sorrySeen(page)).toBe(false);
    });

    test("(the observer does see it when it is shown)", { tag: ANY_WIDTH }, async ({ page }) => {
      await open(page, calendarPath({ ...priced(), tier: unusedCode(tiers) }));
      await expectSorry(page);
      expect(await sorrySeen(page)).toBe(true);
    });
  });

  /** Queries that must not be booked online, each built from a valid one. */
  const tampered: [string, (valid: BookingChoice) => string][] = [
    ["no query at all", () => ""],
    ["a missing tier", (valid) => query(valid, { tier: null })],
    ["a missing size", (valid) => query(valid, { size: null })],
    ["a missing type", (valid) => query(valid, { type: null })],
    ["an unknown tier", (valid) => query(valid, { tier: unusedCode(tiers) })],
    ["a pack size that isn't offered", (valid) => query(valid, { type: packType(), blocks: String(Math.max(...rules.packs) + 1) })],
    ["a block booking without a pack", (valid) => query(valid, { type: packType(), blocks: "" })],
    ["a pack for a booking type without packs", (valid) => query(valid, { blocks: packs[0] })],
    ["an over-long value", (valid) => query(valid, { size: overLong(valid.size) })],
    ["an over-long location", (valid) => query(valid, { location: overLong(valid.location) })],
    ["markup after a tier", (valid) => query(valid, {}).replace(`tier=${valid.tier}`, `tier=${valid.tier}<script>`)],
    ["a script for a tier", (valid) => query(valid, { tier: "<script>alert(1)</script>" })],
    ["an upper-case tier", (valid) => query(valid, { tier: valid.tier.toUpperCase() })],
    ["the tier given twice", (valid) => `${query(valid, {})}&tier=${valid.tier}`],
    ["the tier given twice, differently", (valid) => `${query(valid, {})}&tier=${otherThan(tiers, valid.tier, "tier")}`],
  ];

  // Which queries can't be booked is the selection module's (src/lib/booking-selection.test.ts, every case); here,
  // in one visit per query, that the page acts on its answer: it says Sorry and never talks to the provider.
  test("a tampered query says Sorry, mounts nothing and loads nothing from the provider", { tag: ANY_WIDTH }, async ({ page }) => {
    const valid: BookingChoice = { ...initial, ...priced() } as BookingChoice;
    await stubTidyCal(page);
    const providerRequests = recordProviderRequests(page);
    for (const [name, search] of tampered) {
      const tamperedSearch = search(valid);
      await test.step(name, async () => {
        await open(page, `${PATH.calendar}${tamperedSearch ? `?${tamperedSearch}` : ""}`);
        await expectSorry(page);
        await expect(embed(page)).toHaveCount(0);
        await expect(stubCalendar(page)).toHaveCount(0);
      });
    }
    await networkQuiet(page);
    expect(providerRequests).toEqual([]);
  });

  test("the Sorry message's link goes to the contact page", { tag: ANY_WIDTH }, async ({ page }) => {
    await open(page, `${PATH.calendar}?tier=${unusedCode(tiers)}`);
    await main(page).getByRole("link", { name: calendar.contactLinkLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${CONTACT_PATH}(\\?|$)`));
  });

  test(
    "when the calendar's page never arrives, a fallback with the selection and a contact link appears after content's delay",
    { tag: [ENGINES, ANY_WIDTH] },
    async ({ page }) => {
      const choice: BookingChoice = { ...initial, type: packType(), blocks: packs[0], tier: pricedTier(), wash: washes.at(-1)!, size: sizes[0] };
      const asked = page.waitForRequest((request) => request.url() === frameUrl(choice));
      await providerNeverAnswers(page);
      // Stopped from before the page loads, so the fallback's timer starts at a known time.
      await stopClock(page);
      await open(page, calendarPath(choice));
      await asked;
      await expect(title(page)).toBeVisible();
      await expect(hint(page)).toBeVisible();
      await expect(fallbackMessage(page)).toHaveCount(0);

      await page.clock.runFor(calendar.fallback.delayMs - 1);
      await expect(fallbackMessage(page), "not before the delay").toHaveCount(0);
      await page.clock.runFor(1);
      await expect(fallbackMessage(page)).toBeVisible();
      await expect(main(page).getByRole("heading", { name: calendar.fallback.selectionHeading })).toBeVisible();
      // The selection in words.
      const { fields } = booking;
      for (const field of ["location", "type", "blocks", "tier", "wash", "size"] as const) {
        const value = optionLabel(field, choice[field]);
        await expect(main(page).getByRole("term").filter({ hasText: fields[field].label }), fields[field].label).toBeVisible();
        await expect(main(page).getByRole("definition").filter({ hasText: value }), value).toBeVisible();
      }
      await expectContactLink(main(page).getByRole("link", { name: calendar.fallback.contactLinkLabel }));
      await expect(sorry(page)).toHaveCount(0);
      await expect(hint(page)).toBeVisible();
    },
  );

  test("no fallback when the embed appears", { tag: ANY_WIDTH }, async ({ page }) => {
    const choice = priced();
    await stubTidyCal(page);
    await stopClock(page);
    await open(page, calendarPath(choice));
    await expectEmbedFor(page, expectedPath(choice));
    await page.clock.runFor(calendar.fallback.delayMs * 2);
    await expect(fallbackMessage(page)).toHaveCount(0);
    await expect(stubCalendar(page)).toBeVisible();
  });

  test("Back returns to the form with the choices kept", { tag: ANY_WIDTH }, async ({ page }) => {
    const choice: Choice = { location: counterLocation(), type: packType(), blocks: packs[0], tier: tiers.at(-1), wash: washes[0], size: sizes.at(-1) };
    await stubTidyCal(page);
    await open(page, PATH.book);
    await walkToCalendar(page, choice);
    await waitForHydration(page);

    await backLink(page).click();
    await expect(page).toHaveURL(formPath(choice));
    await expectFormShows(page, choice);
  });

  test("Back on a calendar opened directly goes to the form with the choice", { tag: ANY_WIDTH }, async ({ page }) => {
    const choice = priced();
    await stubTidyCal(page);
    await open(page, calendarPath(choice));
    await backLink(page).click();
    await expect(page).toHaveURL(formPath(choice));
    await expect(main(page).getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
  });

  test("Back works on the Sorry page too", { tag: ANY_WIDTH }, async ({ page }) => {
    await open(page, `${PATH.calendar}?tier=${unusedCode(tiers)}`);
    await expectSorry(page);
    await backLink(page).click();
    await expect(page).toHaveURL(formPath());
  });

  test("tapped at the first paint, before the app has started, Back leads to the form showing the choice", async ({ page }) => {
    const choice = priced();
    await stubTidyCal(page);
    const { startApp } = await openBeforeAppStarts(page, calendarPath(choice));
    await expect(title(page)).toBeVisible();
    // The page as it is without JavaScript, too (axe itself can't run with JavaScript off).
    await expectNoAxeViolations(page);

    await backLink(page).click();
    await expectURLWhileAppHeld(page, (url) => url.pathname.replace(/\/$/, "") === PATH.book);
    // The form, still without its app, holds the choice in its lists; then the app starts with the same choice.
    const form = bookingForm(page);
    for (const field of ["location", "type", "tier", "wash", "size"] as const) if (choice[field]) await expect(form[field], field).toHaveValue(choice[field]);
    await startApp();
    await expectFormShows(page, choice);
  });

  test("at the first paint, before the app has started, the Sorry answer's links carry the choice as the app writes them", async ({ page }) => {
    // A choice the calendar can't book online: no vehicle size.
    const choice: Choice = { ...priced(), size: "" };
    const { startApp } = await openBeforeAppStarts(page, calendarPath(choice));
    await expect(sorry(page)).toBeVisible();
    const links = [
      main(page).getByRole("link", { name: calendar.contactLinkLabel, exact: true }),
      main(page).getByRole("link", { name: booking.handoff.whatsappLabel, exact: true }),
      main(page).getByRole("link", { name: booking.handoff.emailLabel, exact: true }),
    ];
    const hrefs = () => Promise.all(links.map((link) => link.getAttribute("href")));
    const atFirstPaint = await hrefs();
    const [contact, whatsapp, email] = atFirstPaint.map((href) => decodeURIComponent(href!));
    expect(new URL(contact, "http://site.invalid").searchParams.get("tier"), "the contact link's choice").toBe(choice.tier);
    for (const message of [whatsapp, email]) expect(message).toContain(optionLabel("tier", choice.tier!));
    await startApp();
    // Once the app has read the address, its early answer leaves the page: the links are the app's own.
    await expect(page.locator(`script[${EARLY_ANSWER_DATA_ATTRIBUTE}]`)).toHaveCount(0);
    expect(await hrefs()).toEqual(atFirstPaint);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Back is a working link to the form", { tag: ANY_WIDTH }, async ({ page }) => {
      await page.goto(calendarPath(priced()));
      await backLink(page).click();
      await expect(page).toHaveURL(formPath());
      await expect(main(page).getByRole("heading", { level: 1, name: booking.heading })).toBeVisible();
    });
  });

  // Every other page is checked for third-party requests in security.spec.ts; the form with a bookable choice is the one closest to the calendar.
  test("the booking form with a bookable choice does not talk to the scheduling provider", { tag: ANY_WIDTH }, async ({ page }) => {
    const providerRequests = recordProviderRequests(page);
    await open(page, formPath(priced()));
    await networkQuiet(page);
    await expect(embed(page)).toHaveCount(0);
    expect(providerRequests).toEqual([]);
  });

  test.describe("accessibility", () => {
    test("passes axe with the embed shown", async ({ page }) => {
      const choice = priced();
      await stubTidyCal(page);
      await open(page, calendarPath(choice));
      await expectEmbedFor(page, expectedPath(choice));
      await expectNoAxeViolations(page);
    });

    test("passes axe with the fallback shown", async ({ page }) => {
      await providerNeverAnswers(page);
      await stopClock(page);
      await open(page, calendarPath(priced()));
      await page.clock.runFor(calendar.fallback.delayMs);
      await expect(fallbackMessage(page)).toBeVisible();
      await expectNoAxeViolationsOnStoppedClock(page);
    });

    test("passes axe with the Sorry message shown", { tag: ENGINES }, async ({ page }) => {
      await open(page, calendarPath({ ...priced(), tier: unusedCode(tiers) }));
      await expectSorry(page);
      await expectNoAxeViolations(page);
    });
  });
});

/** The six parameters of `valid` with some changed (null: left out), in the form's order. */
function query(valid: BookingChoice, changes: Partial<Record<keyof BookingChoice, string | null>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...valid, ...changes })) if (value !== null) params.set(name, value as string);
  return params.toString();
}

/** A value built from an allowed one but longer than any code may be. */
const overLong = (value: string) => value.repeat(Math.ceil((MAX_PARAM_LENGTH + 1) / value.length));
