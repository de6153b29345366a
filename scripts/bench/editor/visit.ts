/**
 * One owner's visit to the editor: a new tab, throttled and watched (tab-traffic.ts), the page watching itself
 * (page-watch.ts), the editor's own steps (own-editor.ts), then the visit left to settle, and what the network
 * carried added up (tally.ts).
 */
import os from "node:os";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { watchPage, type Check, type PageWatch } from "./page-watch.ts";
import type { Profile, Visit } from "./profiles.ts";
import { watchTab, type Traffic } from "./tab-traffic.ts";
import { tally, type Tally } from "./tally.ts";

/** How long each step may take before the run is given up (a loaded 2-core machine, at 4× CPU on slow 4G). */
export const STEP_TIMEOUT_MS = 180_000;

/** In the page: the Event Timing entries of the last paints, delivered (they come after the paint that ends them). */
export const SETTLED_TAPS = "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))))";

/** The network counts as quiet after this long with no request under way. */
const QUIET_MS = 2000;
/** The longest a visit waits for quiet, and then for its service worker to activate. */
const SETTLE_TIMEOUT_MS = 60_000;

/** A measure an editor times, as its table's column names it. */
interface Measure {
  key: string;
  label: string;
}

/** An editor as the bench drives it. */
export interface EditorUnderTest {
  name: string;
  origin: string;
  /** What its page watches for (page-watch.ts). */
  checks: Check[];
  measures: Measure[];
  /**
   * The owner's steps in a new tab: returns each measure (ms; null where it doesn't apply), when the list showed (wall
   * clock), and how the file opened, where that can differ from visit to visit.
   */
  steps(page: Page, watch: PageWatch, profile: Profile): Promise<{ times: Record<string, number | null>; listShownAt: number; how?: string }>;
}

export type VisitResult = {
  times: Record<string, number | null>;
  how?: string;
  serviceWorker: string;
  /** The machine's load average over the last minute as the visit began. */
  load: number;
} & Tally;
export type VisitOutcome = VisitResult | { error: string };

/** A tap, as the owner's finger (or the computer's mouse) makes it: Playwright scrolls to it and waits until it holds still. */
export async function tap(target: Locator, profile: Profile): Promise<void> {
  if (profile.context.hasTouch) await target.tap({ timeout: STEP_TIMEOUT_MS });
  else await target.click({ timeout: STEP_TIMEOUT_MS });
}

/** Until the network has been quiet for QUIET_MS, or `by`. */
export async function quiet(page: Page, traffic: Traffic, by: number): Promise<void> {
  while (performance.now() < by && (traffic.inFlight() > 0 || performance.now() - traffic.lastActivity() < QUIET_MS)) await page.waitForTimeout(100);
}

/**
 * Settled: the network quiet, then the service worker the page registered (if any) activated, then quiet again (its
 * install may have fetched), so the repeat visit finds what the first one left. Says what became of the worker.
 */
async function settle(page: Page, traffic: Traffic): Promise<string> {
  const by = performance.now() + SETTLE_TIMEOUT_MS;
  await quiet(page, traffic, by);
  // (No function is named in it: see watchPage.)
  const serviceWorker = await page.evaluate(async (timeoutMs) => {
    if (!("serviceWorker" in navigator)) return "unsupported";
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return "none";
    const until = performance.now() + timeoutMs;
    await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    while (performance.now() < until) {
      if (registration.active?.state === "activated" && !registration.installing && !registration.waiting) return "activated";
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return "not activated in time";
  }, SETTLE_TIMEOUT_MS);
  await quiet(page, traffic, by);
  return serviceWorker;
}

/** One visit in a new tab of `context`: the editor's steps, then let it settle. */
async function visit(context: BrowserContext, profile: Profile, editor: EditorUnderTest): Promise<VisitResult> {
  const load = os.loadavg()[0];
  const page = await context.newPage();
  try {
    const traffic = await watchTab(context, page, profile);
    const watch = await watchPage(page, editor.checks, STEP_TIMEOUT_MS);
    const { times, listShownAt, how } = await editor.steps(page, watch, profile);
    const serviceWorker = await settle(page, traffic);
    return { times, ...(how ? { how } : {}), serviceWorker, load, ...(await tally(traffic, editor.origin, listShownAt)) };
  } finally {
    await page.close();
  }
}

const failure = (error: Error) => ({ error: error.message.split("\n")[0] });

/** A first visit in a fresh context (empty cache, no service worker), then the repeat visit in that context. */
export async function visitTwice(browser: Browser, profile: Profile, editor: EditorUnderTest): Promise<Record<Visit, VisitOutcome>> {
  const context = await browser.newContext(profile.context);
  try {
    const first = await visit(context, profile, editor).catch(failure);
    const repeat = "error" in first ? { error: "no first visit" } : await visit(context, profile, editor).catch(failure);
    return { first, repeat };
  } finally {
    await context.close();
  }
}
