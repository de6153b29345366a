/**
 * bench:editor's tap on the page (issue 50), on the pricing file as the owner opens it with `npm run edit`:
 *
 * - a tap on a price in the page → its field ready to type: from the tap's pointerdown (in the preview's document) to
 *   the first animation frame where the focus is in a number box showing that price (in the sheet on a phone, in the
 *   form beside the page on a computer);
 * - a digit typed → the page shows it: from the key's keydown to the first animation frame where the price's link in
 *   the preview reads the new price (the digit is then taken back, untimed);
 * - the same digit answered: from its keydown to the paint after its events were handled, the box showing it (the Event
 *   Timing API's duration, as INP measures it, the longest of the key's events; 16 ms unless one is reported);
 * - reach, on a phone at 390 px (layout only: not throttled, once): for every price in the content, how far down the
 *   editor's page its cell is as the file opens on its page (screens of the phone's height; a price of another wash type
 *   than the first needs one more tap, on its switch), whether the cell is still in view above the sheet while a digit
 *   is typed into it, and how far down its box is in the whole form ("All fields").
 *
 * Both moments of a timing are put on the wall clock (each document's performance.timeOrigin + its clock), as
 * page-watch.ts does: the preview's frame and the editor's page are two documents. The in-page code is given as text,
 * so no helper of the bundler's is needed in the page.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, FrameLocator, Page } from "@playwright/test";
import { parse } from "yaml";
import type { PricingContent } from "../../../src/content/generated/pricing.ts";
import { FILE_PARAMETER } from "../../../src/admin/editor-settings.ts";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";
import { formatPounds } from "../../../src/lib/format.ts";
import { median } from "../median.ts";
import { PROFILES, type Profile } from "./profiles.ts";
import { watchTab } from "./tab-traffic.ts";
import { STEP_TIMEOUT_MS, WATCH_ANSWERS, answers, settled, tap } from "./visit.ts";
import { DRAFT_PREFIX } from "../../../src/admin/drafts/drafts.ts";

/** Issue 50's budgets, ms, on the medians. */
const TAP_BUDGETS = [
  { profile: "wifi", measure: "tapMs", limit: 300, what: "a tap on a price in the page → its field ready to type" },
  { profile: "computer", measure: "tapMs", limit: 100, what: "a tap on a price in the page → its field ready to type" },
  { profile: "wifi", measure: "typeMs", limit: 250, what: "a digit typed → the page shows it" },
  { profile: "computer", measure: "typeMs", limit: 100, what: "a digit typed → the page shows it" },
  // Issue 67's budget for every tap, the keyboard's too.
  { profile: "wifi", measure: "keyMs", limit: 100, what: "a digit typed → answered, the box showing it" },
] as const;

/** The profiles the tap is timed in: the phone on Wi-Fi, and the computer. */
export const TAP_PROFILES = ["wifi", "computer"];

const PREVIEW = 'iframe[title="Preview of the page with your changes"]';

interface Price {
  wash: { id: string; name: string };
  size: { id: string; name: string };
  tier: { id: string; name: string };
  price: number;
  /** Its wash type's place among the switches (0: shown as the page opens). */
  washIndex: number;
}

function pricesOf(root: string): { pricing: PricingContent; prices: Price[] } {
  const pricing = parse(fs.readFileSync(path.join(root, "content/pricing.yaml"), "utf8")) as PricingContent;
  const prices = pricing.washTypes.flatMap((wash, washIndex) =>
    pricing.vehicleSizes.flatMap((size) => pricing.tiers.map((tier) => ({ wash, size, tier, washIndex, price: pricing.prices[wash.id][size.id][tier.id] }))),
  );
  return { pricing, prices };
}

/** The price's link in the preview, by the booking link's own query (table-definitions.tsx's bookingHref). */
const cellSelector = (price: Price) => `a[href$="?${new URLSearchParams({ tier: price.tier.id, wash: price.wash.id, size: price.size.id })}"]`;

/** Opens the pricing file and waits until its page is drawn and checked. */
export async function openPricing(page: Page, origin: string): Promise<FrameLocator> {
  await page.goto(`${origin}${EDITOR_PATH}?${FILE_PARAMETER}=pricing`, { timeout: STEP_TIMEOUT_MS });
  const frame = page.frameLocator(PREVIEW);
  await frame.locator("a[href*='tier=']").first().waitFor({ state: "visible", timeout: STEP_TIMEOUT_MS });
  await page.getByRole("status").filter({ hasText: "Every check passes" }).waitFor({ timeout: STEP_TIMEOUT_MS });
  // The first idle moment after the checks: what opening the file set going is done.
  await page.evaluate("new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))");
  return frame;
}

/**
 * In the page: starts watching for the next `start` event (a pointerdown in the preview's frame, or a keydown) and the
 * first animation frame after it where `holds` (an expression) is true; `moments` then gives both on the wall clock.
 * Set up before the tap or the key, in its own evaluation, so it is listening by then.
 */
const watchFrom = (start: "pointerdown-in-frame" | "keydown", holds: string) => `void (window.__tapBench = new Promise((resolve) => {
  const frame = document.querySelector(${JSON.stringify(PREVIEW)}).contentWindow;
  const target = ${start === "keydown" ? "window" : "frame"};
  let began = null;
  target.addEventListener(${JSON.stringify(start === "keydown" ? "keydown" : "pointerdown")}, (event) => { began = target.performance.timeOrigin + event.timeStamp; }, { capture: true, once: true });
  const check = () => {
    if (began !== null && (${holds})) { resolve({ began, held: performance.timeOrigin + performance.now() }); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}))`;
const moments = (page: Page) => page.evaluate("window.__tapBench") as Promise<{ began: number; held: number }>;

/** The last key's answer in the page (WATCH_ANSWERS). */
const keyAnswer = async (page: Page) => (await answers(page)).findLast((answer) => answer.kind === "key")?.answered ?? Number.NaN;

/**
 * In the page: the longest main-thread task from here on (the Long Tasks API: 50 ms or more, else 0). A tap that lands
 * in a task waits for its end.
 */
const WATCH_TASKS = `window.__longestTask = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longestTask = Math.max(window.__longestTask, entry.duration);
}).observe({ type: "longtask" });`;

/** The Pricing page's draft holds `value` for the price: the pause after the key has begun its checks (use-edited-file.ts). */
const draftHolds = ({ wash, size, tier }: Price, value: number) =>
  `Object.entries(localStorage).some(([key, text]) => key.startsWith(${JSON.stringify(DRAFT_PREFIX)}) && key.endsWith(":pricing") && JSON.parse(text).values?.prices?.[${JSON.stringify(wash.id)}]?.[${JSON.stringify(size.id)}]?.[${JSON.stringify(tier.id)}] === ${value})`;

/** The focus in a shown number box holding `value`. */
const focusedBoxHolds = (value: number) =>
  `document.activeElement?.matches('input[type="number"]') && document.activeElement.checkVisibility() && document.activeElement.value === ${JSON.stringify(String(value))}`;

/** The preview's link for the price reads `text`. */
const previewReads = (price: Price, text: string) =>
  `[...frame.document.querySelectorAll(${JSON.stringify(cellSelector(price))})].some((link) => link.textContent === ${JSON.stringify(text)})`;

/** One timed tap and one timed digit, in a fresh context of the profile. */
async function timeOnce(browser: Browser, profile: Profile, origin: string, price: Price): Promise<TapRun> {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    await watchTab(context, page, profile);
    const frame = await openPricing(page, origin);
    await page.evaluate(watchFrom("pointerdown-in-frame", focusedBoxHolds(price.price)));
    await tap(frame.locator(cellSelector(price)).first(), profile);
    const tapMoments = await moments(page);
    await page.evaluate(watchFrom("keydown", previewReads(price, formatPounds(price.price * 10))));
    await page.evaluate(WATCH_ANSWERS);
    await page.evaluate(WATCH_TASKS);
    await page.keyboard.press("0");
    const typeMoments = await moments(page);
    const keyMs = await keyAnswer(page);
    // The checks at the pause after the key, and their verdict drawn.
    await page.waitForFunction(draftHolds(price, price.price * 10), undefined, { timeout: STEP_TIMEOUT_MS });
    await settled(page);
    const longestTaskMs = (await page.evaluate("window.__longestTask")) as number;
    return { tapMs: tapMoments.held - tapMoments.began, typeMs: typeMoments.held - typeMoments.began, keyMs, longestTaskMs };
  } finally {
    await context.close();
  }
}

/** One run's times, ms. */
interface TapRun {
  tapMs: number;
  typeMs: number;
  keyMs: number;
  /** The longest main-thread task from the digit to its checks' verdict drawn (0: none of 50 ms or more). */
  longestTaskMs: number;
}

export interface TapTimes {
  profile: string;
  label: string;
  runs: TapRun[];
  errors: string[];
}

/** RUNS timed taps and digits in each profile. */
export async function timeTaps(browser: Browser, origin: string, root: string, profiles: string[], runs: number): Promise<TapTimes[]> {
  const [first] = pricesOf(root).prices;
  const results: TapTimes[] = [];
  for (const name of profiles) {
    const result: TapTimes = { profile: name, label: PROFILES[name].label, runs: [], errors: [] };
    for (let run = 0; run < runs; run++) {
      try {
        const times = await timeOnce(browser, PROFILES[name], origin, first);
        result.runs.push(times);
        console.error(
          `tap on the page, ${result.label}, run ${run + 1}/${runs}: tap → field ${times.tapMs.toFixed(0)} ms, digit → page ${times.typeMs.toFixed(0)} ms, digit answered ${times.keyMs.toFixed(0)} ms, longest task after it ${times.longestTaskMs.toFixed(0)} ms`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
        result.errors.push(message);
        console.error(`tap on the page, ${result.label}, run ${run + 1}/${runs}: failed: ${message}`);
      }
    }
    results.push(result);
  }
  return results;
}

export function tapTable(results: TapTimes[]): string[] {
  const ms = (values: number[]) => {
    const middle = median(values);
    return middle === null ? "–" : `${middle.toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
  };
  return [
    "| profile | tap on a price → field ready to type, ms | digit typed → answered, ms | digit typed → page shows it, ms | longest task after the digit (its checks included), ms | runs |",
    "|---|---:|---:|---:|---:|---:|",
    ...results.map(
      (result) =>
        `| ${result.label} | ${ms(result.runs.map((run) => run.tapMs))} | ${ms(result.runs.map((run) => run.keyMs))} | ${ms(result.runs.map((run) => run.typeMs))} | ${ms(result.runs.map((run) => run.longestTaskMs))} | ${result.runs.length}${result.errors.length ? ` (${result.errors.length} failed)` : ""} |`,
    ),
  ];
}

export function checkTapBudgets(results: TapTimes[]) {
  return TAP_BUDGETS.map((budget) => {
    const result = results.find((candidate) => candidate.profile === budget.profile);
    const measured = result ? median(result.runs.map((run) => run[budget.measure])) : null;
    return {
      ...budget,
      median: measured,
      status: !result ? "not measured" : measured === null ? "missed (no run finished)" : measured <= budget.limit ? "met" : "missed",
      text: `${PROFILES[budget.profile].label}: ${budget.what} within ${budget.limit} ms`,
      shown: measured === null ? "" : ` (${measured.toFixed(0)} ms)`,
    };
  });
}

export interface Reach {
  price: string;
  tapsOnPage: number;
  /** How far down the editor's page its cell's bottom is, in screens of the phone's height, as the file opens on its page. */
  pageScreens: number;
  inViewWhileTyping: boolean;
  /** How far down the whole form ("All fields") its box's bottom is, in screens. */
  formScreens: number;
}

/** How far down the editor's page an element's bottom is, in screens, the page scrolled to its top (the frame's too). */
const screensDown = (selector: string, inFrame: boolean) => `(() => {
  const frameElement = document.querySelector(${JSON.stringify(PREVIEW)});
  const doc = ${inFrame ? "frameElement.contentDocument" : "document"};
  const element = doc.querySelector(${JSON.stringify(selector)});
  const box = element.getBoundingClientRect();
  const offset = ${inFrame ? "frameElement.getBoundingClientRect().top + frameElement.contentWindow.scrollY" : "0"};
  return (box.bottom + offset + window.scrollY) / window.innerHeight;
})()`;

/** Whether the element is in view: inside the phone's screen and above the sheet. */
const inViewAboveSheet = (selector: string) => `(() => {
  const frameElement = document.querySelector(${JSON.stringify(PREVIEW)});
  const element = frameElement.contentDocument.querySelector(${JSON.stringify(selector)});
  const frameTop = frameElement.getBoundingClientRect().top;
  const box = element.getBoundingClientRect();
  const sheet = document.querySelector("dialog[open]");
  const limit = Math.min(window.innerHeight, sheet ? sheet.getBoundingClientRect().top : Infinity, frameElement.getBoundingClientRect().bottom);
  return element.checkVisibility({ visibilityProperty: true }) && frameTop + box.top >= Math.max(0, frameTop) && frameTop + box.bottom <= limit;
})()`;

/** The reach of every price on the phone, measured once at 390 px. */
export async function measureReach(browser: Browser, origin: string, root: string): Promise<Reach[]> {
  const { prices } = pricesOf(root);
  const context = await browser.newContext(PROFILES.wifi.context);
  try {
    const page = await context.newPage();
    const frame = await openPricing(page, origin);
    const reach: Reach[] = [];
    for (const price of prices) {
      const cell = cellSelector(price);
      // As the file opens: both the editor's page and the preview's at their tops, the first wash type shown.
      await page.evaluate(`window.scrollTo(0, 0); document.querySelector(${JSON.stringify(PREVIEW)}).contentWindow.scrollTo(0, 0)`);
      const radio = frame.getByRole("radio", { name: price.wash.name });
      if (!(await radio.isChecked())) await frame.locator("label").filter({ has: radio }).tap();
      const pageScreens = (await page.evaluate(screensDown(cell, true))) as number;
      await frame.locator(cell).first().tap();
      await page.getByRole("dialog").getByRole("spinbutton").waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.keyboard.press("0");
      await frame
        .locator(cell)
        .filter({ hasText: formatPounds(price.price * 10) })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      const inViewWhileTyping = (await page.evaluate(inViewAboveSheet(cell))) as boolean;
      await page.keyboard.press("Backspace");
      await frame
        .locator(cell)
        .filter({ hasText: formatPounds(price.price) })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached", timeout: STEP_TIMEOUT_MS });
      reach.push({
        price: `${price.wash.name}, ${price.size.name}, ${price.tier.name}`,
        tapsOnPage: price.washIndex === 0 ? 1 : 2,
        pageScreens,
        inViewWhileTyping,
        formScreens: NaN,
      });
    }
    // The whole form, one tap away: how far down each price's box is.
    await page.getByRole("button", { name: "All fields", exact: true }).click();
    await page.evaluate("window.scrollTo(0, 0)");
    for (const [at, price] of prices.entries()) {
      const id = `field-prices.${price.wash.id}.${price.size.id}.${price.tier.id}`;
      await page.locator(`[id="${id}"]`).waitFor({ state: "attached", timeout: STEP_TIMEOUT_MS });
      reach[at].formScreens = (await page.evaluate(screensDown(`[id="${id}"]`, false))) as number;
    }
    return reach;
  } finally {
    await context.close();
  }
}

export function reachTable(reach: Reach[]): string[] {
  // The scrolling needed: how far past the first screen it is.
  const scrolling = (screens: number) => Math.max(0, screens - 1).toFixed(1);
  return [
    "| price (wash type, vehicle size, package) | taps on the page | scrolling on the page to reach its cell, screens | its cell in view while typing | scrolling in the whole form to reach its box, screens |",
    "|---|---:|---:|---|---:|",
    ...reach.map(
      (row) => `| ${row.price} | ${row.tapsOnPage} | ${scrolling(row.pageScreens)} | ${row.inViewWhileTyping ? "yes" : "no"} | ${scrolling(row.formScreens)} |`,
    ),
  ];
}
