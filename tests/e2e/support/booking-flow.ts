import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page, Request, Route } from "@playwright/test";
import { afterNextTask, test as base, expect, expectNoAxeViolations } from "../../support/fixtures";
import {
  booking,
  calendarPath,
  complete,
  escapeRegExp,
  formPath,
  optionLabel,
  postcodeLocation,
  rules,
  SERVED_CSV,
  whenContentLacks,
  type Choice,
} from "../../support/booking-content";
import { readContent } from "../../../src/content/node/read-content.ts";
import { choosesPack } from "../../../src/lib/booking-selection.ts";
import { continueToCalendar } from "../../support/booking-journey.ts";
import { providerFor } from "../../../src/features/scheduling/providers.ts";

export { expect, expectNoAxeViolations, openBeforeAppStarts } from "../../support/fixtures";
export * from "../../support/booking-content";
export { unusedCode } from "../../support/unused-code.ts";
export { checksPostcode, choosesPack } from "../../../src/lib/booking-selection.ts";
export const pricing = readContent().pricing;

const { fields } = booking;

/**
 * The shared `test` plus `allowConsoleErrors`: a test that provokes a failed load on purpose (a 404 CSV, a
 * blocked script) names the URL it expects to fail; only console errors mentioning it are forgiven. This
 * fixture depends on `consoleErrors`, so it is torn down first and filters the list before it is checked.
 */
export const test = base.extend<{ allowConsoleErrors: (url: string | RegExp) => void }>({
  allowConsoleErrors: async ({ consoleErrors }, use) => {
    const allowed: (string | RegExp)[] = [];
    await use((url) => {
      allowed.push(url);
    });
    const forgiven = (error: string) => allowed.some((url) => (typeof url === "string" ? error.includes(url) : url.test(error)));
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (forgiven(consoleErrors[i])) consoleErrors.splice(i, 1);
  },
});

// A code a test needs that content doesn't offer (no booking type with a pack, say): the test is skipped, saying why.
whenContentLacks((what) => {
  test.skip(true, `booking.yaml offers no ${what}`);
  throw new Error(`booking.yaml offers no ${what}`);
});

/** The live quote: the paragraph headed by content's quote heading. */
export const liveQuote = (page: Page) =>
  page
    .getByRole("main")
    .locator("p")
    .filter({ has: page.getByText(booking.quote.heading, { exact: true }) });

// ---------------------------------------------------------------------------------------------------------
// The form.

/**
 * Waits until the app is interactive: root.tsx marks `<html data-hydrated>` in an effect once React has
 * hydrated (the shared fixture waits for it after page.goto; a full page load started by the app itself,
 * such as Continue, needs this). Then one more task (afterNextTask), so the page's own effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await afterNextTask(page);
}

/** Opens a page and waits until it is interactive: the app started, on a page that starts it. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (await page.locator('script[type="module"]').count()) await waitForHydration(page);
}

/**
 * Installs the fake clock, already stopped, before the page loads: the page's timers (the postcode delay,
 * a toast's time on screen, the calendar's fallback) fire only when the test moves time on with
 * page.clock.runFor, so nothing the test checks can run out while a busy machine is slow. The app starts
 * without timers of its own, so it starts as usual.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * axe on a page whose clock is stopped (stopClock): axe waits on timers of its own, so time runs during the
 * scan, and the clock is stopped again after it (a minute on, so it can never be asked to stop in the past;
 * nothing the tests scan is waiting on a timer then). Anything the scan must see that a timer would end (a
 * toast) is held by the test first (hovered).
 */
export async function expectNoAxeViolationsOnStoppedClock(page: Page): Promise<void> {
  await page.clock.resume();
  try {
    await expectNoAxeViolations(page);
  } finally {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  }
}

/** The controls of the Service Details form, found by their visible labels. */
export function bookingForm(page: Page) {
  const main = page.getByRole("main");
  return {
    location: main.getByLabel(fields.location.label, { exact: true }),
    type: main.getByLabel(fields.type.label, { exact: true }),
    blocks: main.getByLabel(fields.blocks.label, { exact: true }),
    tier: main.getByLabel(fields.tier.label, { exact: true }),
    wash: main.getByLabel(fields.wash.label, { exact: true }),
    size: main.getByLabel(fields.size.label, { exact: true }),
    postcode: main.getByLabel(booking.postcode.label, { exact: true }),
    check: main.getByRole("button", { name: new RegExp(`^(${escapeRegExp(booking.postcode.checkLabel)}|${escapeRegExp(booking.postcode.checkingLabel)})$`) }),
    postcodeResult: main.getByRole("status"),
    homeNotice: main.getByText(booking.homeNotice, { exact: true }),
    terms: main.getByRole("checkbox", { name: `${booking.terms.before} ${booking.terms.linkLabel}` }),
    continue: main.getByRole("button", { name: booking.continueLabel, exact: true }),
    customQuote: main.getByText(booking.customQuote.message),
    customQuoteLink: main.getByRole("link", { name: booking.customQuote.linkLabel }),
  };
}

/**
 * The form shows this choice: location, type and tier hold their values (tier "" = nothing chosen); Block
 * Size is on screen only for a booking type that takes a pack, Wash Type once a tier is chosen and Vehicle
 * Size once a wash type is, each holding its value.
 */
export async function expectFormShows(page: Page, choice: Choice): Promise<void> {
  const form = bookingForm(page);
  const shown = complete(choice);
  for (const field of ["location", "type", "tier"] as const) await expect(form[field], field).toHaveValue(shown[field]);
  const dependants = [
    ["blocks", choosesPack(rules, shown.type)],
    ["wash", shown.tier !== ""],
    ["size", shown.tier !== "" && shown.wash !== ""],
  ] as const;
  for (const [field, onScreen] of dependants) {
    if (onScreen) await expect(form[field], field).toHaveValue(shown[field]);
    else await expect(form[field], `${field} is not on screen`).toHaveCount(0);
  }
}

/**
 * Clicks Continue. It is aria-disabled (not disabled) until the terms are ticked, so it stays clickable and
 * explains itself; Playwright counts aria-disabled as disabled, so its wait for "enabled" is skipped here.
 */
export async function pressContinue(page: Page): Promise<void> {
  const button = bookingForm(page).continue;
  await expect(button).toBeVisible();
  await button.click({ force: (await button.getAttribute("aria-disabled")) === "true" });
}

/**
 * The booking journey (tests/support/booking-journey.ts) in Playwright: chooses `choice` on /book (unless
 * `alreadyChosen`: the page opened with it), ticks the terms, presses Continue and waits for the calendar's address,
 * `calendarUrl` (the app's calendarPath(choice) unless given: nativeCalendarPath for the form without the app).
 */
export async function walkToCalendar(
  page: Page,
  choice: Choice,
  { alreadyChosen = false, calendarUrl = calendarPath(choice) }: { alreadyChosen?: boolean; calendarUrl?: string | ((url: URL) => boolean) } = {},
): Promise<void> {
  await continueToCalendar(
    {
      choose: (chosen: Choice) => choose(page, chosen),
      tickTerms: () => bookingForm(page).terms.check(),
      pressContinue: () => pressContinue(page),
      calendarShown: () => expect(page).toHaveURL(calendarUrl),
    },
    choice,
    { alreadyChosen },
  );
}

/** Chooses values in the form with the mouse, in dependency order, by their visible labels. */
export async function choose(page: Page, choice: Choice): Promise<void> {
  const form = bookingForm(page);
  for (const field of ["location", "type", "blocks", "tier", "wash", "size"] as const) {
    const value = choice[field];
    if (value === undefined) continue;
    await form[field].selectOption({ label: value === "" ? fields.placeholder : optionLabel(field, value) });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Toasts.

/** The toast region (Radix names it from its label, with the F8 hotkey after it). */
export const toastRegion = (page: Page): Locator => page.getByRole("region", { name: new RegExp(`^${escapeRegExp(booking.toasts.regionLabel)}`) });

/** The toasts on screen. */
export const toasts = (page: Page): Locator => toastRegion(page).getByRole("listitem");

export type ToastKind = "termsNotAgreed" | "missingInfo" | "blockSize";

/** Exactly one toast is on screen, with the title and message content gives for this problem. */
export async function expectOnlyToast(page: Page, kind: ToastKind): Promise<Locator> {
  const { title, message } = booking.toasts[kind];
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(message, { exact: true })).toBeVisible();
  return toast;
}

/**
 * With the clock stopped (stopClock): presses Continue (or does `press`) and expects the toast for `kind`.
 * The toast's code is fetched when /book opens and may still be on its way at the first toast, so time
 * moves on TOAST_STEP_MS at a time until the toast is there; its own timer therefore started within the
 * last TOAST_STEP_MS (the toast tests leave 100 ms either side of content's duration). A toast already on
 * screen is replaced at once (no fetch).
 */
/**
 * 50, not 10: in Firefox each move of the clock is a round trip of a second or more on a loaded machine, and
 * React's hold on the first toast's reveal is a few hundred milliseconds of page time.
 */
const TOAST_STEP_MS = 50;

export async function showToast(page: Page, kind: ToastKind, press: () => Promise<void> = () => pressContinue(page)): Promise<Locator> {
  const shown = toasts(page).filter({ hasText: booking.toasts[kind].title });
  await press();
  await expect(async () => {
    if ((await shown.count()) === 0) await page.clock.runFor(TOAST_STEP_MS);
    expect(await shown.count()).toBe(1);
  }).toPass({ intervals: [10, 20, 50], timeout: 30_000 });
  return expectOnlyToast(page, kind);
}

// ---------------------------------------------------------------------------------------------------------
// Keyboard.

/** Presses Tab until `target` has focus (keyboard only), failing if it is never reached. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Picks an option of the focused native select with the arrow keys alone. */
export async function arrowToOption(page: Page, select: Locator, label: string): Promise<void> {
  await expect(select).toBeFocused();
  const { from, to } = await select.evaluate((element, wanted) => {
    const options = [...(element as HTMLSelectElement).options];
    return { from: (element as HTMLSelectElement).selectedIndex, to: options.findIndex((option) => option.label === wanted) };
  }, label);
  expect(to, `option "${label}"`).toBeGreaterThanOrEqual(0);
  const key = to > from ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(key);
  await expect(select.locator("option:checked")).toHaveText(label);
}

// ---------------------------------------------------------------------------------------------------------
// The postcode checker. The owner's list (content/serviced-postcodes.csv) is content too: tests serve their
// own list, and every postcode they expect to be covered comes from it.

/** The list's address, from content, as a route pattern. */
export const CSV_PATTERN = `**${booking.postcode.csvPath}`;
export const isCsvRequest = (request: Request) => new URL(request.url()).pathname === booking.postcode.csvPath;

export type CsvAnswer = (route: Route) => Promise<void>;
export const csvOk =
  (body: string | Buffer = SERVED_CSV["one postcode a line under a header"]): CsvAnswer =>
  (route) =>
    route.fulfill({ status: 200, contentType: "text/csv; charset=utf-8", body });

/**
 * Serves the postcode list from the test, registered before the page loads: each request gets the next
 * answer (the last one repeats). Returns the requests it answered, as they come.
 */
export async function serveCsv(page: Page, ...answers: CsvAnswer[]): Promise<string[]> {
  const requests: string[] = [];
  const replies = answers.length > 0 ? answers : [csvOk()];
  await page.route(CSV_PATTERN, async (route) => {
    requests.push(route.request().url());
    await replies[Math.min(requests.length, replies.length) - 1](route);
  });
  return requests;
}

/** /book with the postcode checker on screen (content's postcode location chosen). */
export const postcodeFormPath = () => formPath({ location: postcodeLocation() });

/**
 * With the clock stopped (stopClock): the check that was just started is busy (spinner label, aria-busy)
 * until content's delay is over, then it answers. Time moves on by the delay; the list and the checker's
 * code load meanwhile in real time.
 */
export async function finishCheck(page: Page): Promise<void> {
  const { check } = bookingForm(page);
  await expect(check).toHaveAttribute("aria-busy", "true");
  await expect(check).toHaveText(booking.postcode.checkingLabel);
  await page.clock.runFor(booking.postcode.delayMs);
  // The first check also fetches the checker's code and the list: give a loaded machine time.
  await expect(check).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
  await expect(check).toHaveText(booking.postcode.checkLabel);
}

/**
 * Replaces a text box's text key by key, as a visitor types. Not `fill`: in Firefox (WebDriver BiDi) it sets
 * the value by script and sends an untrusted input event, which React's onChange ignores.
 */
async function typeInto(box: Locator, value: string): Promise<void> {
  await box.selectText();
  await box.press("Backspace");
  if (value) await box.pressSequentially(value);
}

/** With the clock stopped: types a postcode, presses Check (or Enter in the box) and waits for the answer. */
export async function checkPostcode(page: Page, value: string, how: "click" | "enter" = "click"): Promise<void> {
  const form = bookingForm(page);
  await typeInto(form.postcode, value);
  if (how === "enter") await form.postcode.press("Enter");
  else await form.check.click();
  await finishCheck(page);
}

// ---------------------------------------------------------------------------------------------------------
// The scheduling provider.

const stubPage = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../support/stubs/tidycal-calendar.html");
/** Where the provider's calendar comes from (its adapter says; content picks the provider). */
export const [providerOrigin] = providerFor(booking.scheduling).frameOrigins;
const isProviderRequest = (request: Request) => new URL(request.url()).origin === providerOrigin;

/** Every request the page makes to the scheduling provider's host, as it happens. */
export function recordProviderRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (isProviderRequest(request)) urls.push(request.url());
  });
  return urls;
}

/** The booking path of each calendar page the stub served, per page, in order. */
const servedPaths = new WeakMap<Page, string[]>();

/** Serves the stub of TidyCal's embeddable booking page in place of the real one, in the calendar's frame. */
export async function stubTidyCal(page: Page): Promise<void> {
  const paths: string[] = [];
  servedPaths.set(page, paths);
  await page.route(`${providerOrigin}/**`, async (route) => {
    paths.push(new URL(route.request().url()).pathname.slice(1));
    await route.fulfill({ path: stubPage, contentType: "text/html; charset=utf-8" });
  });
}

/** The booking path of each calendar the stub served, in order. */
export const stubPaths = async (page: Page) => servedPaths.get(page) ?? [];

/** The page's calendar frame: from the provider's own address. */
export const calendarFrame = (page: Page) => page.locator(`iframe[src^="${providerOrigin}/"]`);

/** The stub's calendar, in that frame. */
export const stubCalendar = (page: Page) => calendarFrame(page).contentFrame().getByRole("main", { name: "Stub calendar" });
