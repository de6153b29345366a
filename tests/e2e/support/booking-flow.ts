import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page, Request } from "@playwright/test";
import { test as base, expect } from "./fixtures";
import { booking } from "./site-pages";
import { readContent } from "../../../src/content/read-content.ts";
import type { PricingContent } from "../../../src/content/generated/pricing.ts";

export { expect, expectNoAxeViolations, isPhone } from "./fixtures";
export { booking };
export const pricing = readContent().pricing as PricingContent;

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

const { fields } = booking;
export type FieldName = "location" | "type" | "blocks" | "tier" | "wash" | "size";

/** The visible label of an option of a form field, from content (e.g. tier "gold" → "Gold"). */
export function optionLabel(field: FieldName, value: string | number): string {
  const option = (fields[field].options as readonly { value: string | number; label: string }[]).find((o) => String(o.value) === String(value));
  if (!option) throw new Error(`booking.yaml has no option ${String(value)} for ${field}`);
  return option.label;
}

/**
 * Waits until the app is interactive: root.tsx marks `<html data-hydrated>` in an effect once React has
 * hydrated (the shared fixture waits for it after page.goto; a full page load started by the app itself,
 * such as Continue, needs this). Then one more task, the way React's scheduler posts its work (a
 * MessageChannel, which page.clock leaves alone), so the page's own effects have run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Opens a page and waits until it is interactive. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
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
 * Clicks Continue. It is aria-disabled (not disabled) until the terms are ticked, so it stays clickable and
 * explains itself; Playwright counts aria-disabled as disabled, so its wait for "enabled" is skipped here.
 */
export async function pressContinue(page: Page): Promise<void> {
  const button = bookingForm(page).continue;
  await expect(button).toBeVisible();
  await button.click({ force: (await button.getAttribute("aria-disabled")) === "true" });
}

export type BookingChoice = Partial<Record<FieldName, string>>;

/** Chooses values in the form with the mouse, in dependency order, by their visible labels. */
export async function choose(page: Page, choice: BookingChoice): Promise<void> {
  const form = bookingForm(page);
  for (const field of ["location", "type", "blocks", "tier", "wash", "size"] as const) {
    const value = choice[field];
    if (value === undefined) continue;
    await form[field].selectOption({ label: value === "" ? fields.placeholder : optionLabel(field, value) });
  }
}

/** A complete choice for the booking calendar; location, type and blocks default to the form's defaults. */
export interface CalendarChoice {
  location?: string;
  type?: string;
  blocks?: string;
  tier: string;
  wash: string;
  size: string;
}

/** The query string the form sends to the booking calendar (spec: location, type, blocks, tier, wash, size). */
export function calendarQuery(choice: CalendarChoice): string {
  const params = new URLSearchParams({
    location: choice.location ?? "home",
    type: choice.type ?? "single",
    blocks: choice.blocks ?? "",
    tier: choice.tier,
    wash: choice.wash,
    size: choice.size,
  });
  return params.toString();
}

/** The scheduling path the booking calendar should hand to the provider (decisions.md 10). */
export function expectedPath(choice: CalendarChoice): string {
  const pack = choice.blocks ? `-${choice.blocks}pack` : "";
  const exterior = choice.wash === "exterior" ? "-ext" : "";
  return `${booking.scheduling.prefix}/${choice.tier}-${choice.size}${pack}${exterior}`;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
  const { from, to } = await select.evaluate(
    (element, wanted) => {
      const options = [...(element as HTMLSelectElement).options];
      return { from: (element as HTMLSelectElement).selectedIndex, to: options.findIndex((option) => option.label === wanted) };
    },
    label,
  );
  expect(to, `option "${label}"`).toBeGreaterThanOrEqual(0);
  const key = to > from ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(key);
  await expect(select.locator("option:checked")).toHaveText(label);
}

// ---------------------------------------------------------------------------------------------------------
// The scheduling provider.

const stubScript = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "stubs", "tidycal-embed.js");
export const providerOrigin = new URL(booking.scheduling.scriptUrl).origin;
export const isProviderRequest = (request: Request) => new URL(request.url()).origin === providerOrigin;

/** Every request the page makes to the scheduling provider's host, as it happens. */
export function recordProviderRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (isProviderRequest(request)) urls.push(request.url());
  });
  return urls;
}

/** Serves the stub of TidyCal's embed script in place of the real one. */
export async function stubTidyCal(page: Page): Promise<void> {
  await page.route(booking.scheduling.scriptUrl, (route) => route.fulfill({ path: stubScript, contentType: "text/javascript; charset=utf-8" }));
}

/** The data-path of each container the stub mounted a calendar into, in order. */
export const stubPaths = (page: Page) => page.evaluate(() => (window as unknown as { __stubTidyCalPaths?: string[] }).__stubTidyCalPaths ?? []);

/** The stub's calendar frame. */
export const stubCalendar = (page: Page) => page.getByTitle("Stub scheduling calendar");
