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

/** Until the page's last paints are behind it and their Event Timing and Long Tasks entries delivered (they come after the paint that ends them). */
export const settled = (page: Page) =>
  page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))))");

/**
 * In a document: each tap (its pointerdown, and the control it was on) and each key (its keydown, and the key), answered
 * when the browser paints after its events are handled: the Event Timing API's duration (as INP measures it, to 8 ms),
 * the longest of the events from its start on (pointerdown, pointerup, click …; keydown, input …). Answered within 16
 * ms unless an event of it is reported (the API's least threshold). Read with `answers`.
 */
export const WATCH_ANSWERS = `window.__answers = [];
const started = (event, kind, what) => window.__answers.push({ kind, down: performance.timeOrigin + event.timeStamp, stamp: event.timeStamp, answered: 16, parts: null, what });
addEventListener("pointerdown", (event) => {
  const control = event.target instanceof Element ? event.target.closest("button, a, summary, input, select, textarea, label") : null;
  started(event, "tap", control ? (control.getAttribute("aria-label") || control.textContent || control.id).trim().slice(0, 40) : "");
}, { capture: true });
addEventListener("keydown", (event) => started(event, "key", event.key), { capture: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.interactionId) continue;
    const answer = window.__answers.findLast((candidate) => candidate.stamp <= entry.startTime + 1);
    if (!answer || entry.duration < answer.answered) continue;
    answer.answered = entry.duration;
    answer.parts = { waited: entry.processingStart - entry.startTime, handled: entry.processingEnd - entry.processingStart, drawn: entry.startTime + entry.duration - entry.processingEnd, event: entry.name };
  }
}).observe({ type: "event", durationThreshold: 16, buffered: true });`;

/** A tap or a key, and its answer (WATCH_ANSWERS). */
export interface Answer {
  kind: "tap" | "key";
  /** When it began (the wall clock's ms). */
  down: number;
  /** From its start to the paint after its events were handled, ms (16 or less: 16). */
  answered: number;
  /**
   * Where the time of its slowest event went (Event Timing): before its handlers began (the page busy), in them, and
   * from their end to the paint (the frame's own work and the display; the duration is rounded to 8 ms, so this part
   * carries the rounding). Null when every event took 16 ms or less.
   */
  parts: { waited: number; handled: number; drawn: number; event: string } | null;
  /** The control tapped, in a few words (its name or its text), or the key: to say which was the slowest. */
  what: string;
}

/** Every tap's and key's answer in the page so far, once the paints after them have been reported. */
export async function answers(page: Page): Promise<Answer[]> {
  await settled(page);
  return (await page.evaluate("window.__answers")) as Answer[];
}

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

/**
 * A tap as the owner's finger makes it, and nothing else in the page meanwhile: the target found, scrolled to and
 * still (Playwright's work, in the page's own thread), a frame let by, then the touch alone at its middle. (Playwright's
 * own tap checks what the touch hits while the touch is under way: on a form of hundreds of fields that check took
 * as long as the app's answer, and the tap's figure held both.)
 */
export async function tap(target: Locator, profile: Profile): Promise<void> {
  const page = target.page();
  const frame = () => page.evaluate("new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))");
  const screen = page.viewportSize();
  // Its middle, where the finger goes, on the screen.
  const onScreen = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) =>
    !screen || (x + width / 2 >= 0 && x + width / 2 < screen.width && y + height / 2 >= 0 && y + height / 2 < screen.height);
  // Where the owner sees it once the screen is still: the parts scrolled to are drawn at their own size in the frame
  // after (content-visibility), which can move the control once; and a change drawn meanwhile can move it off the
  // screen (a run of the week tapped Save at y = -282, on the page's root), which the owner would look for again.
  for (let find = 0; find < 3; find++) {
    await target.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
    let box = await target.boundingBox({ timeout: STEP_TIMEOUT_MS });
    for (let look = 0; look < 10; look++) {
      await frame();
      const now = await target.boundingBox({ timeout: STEP_TIMEOUT_MS });
      const still = box && now && now.x === box.x && now.y === box.y;
      box = now;
      if (still) break;
    }
    if (!box || !onScreen(box)) {
      const where = box ? `at ${box.x.toFixed(0)}, ${box.y.toFixed(0)}` : "no box";
      console.error(`  tap: the control's middle was off the screen once still (${where}); looked for again. ${await whatMoved(page)}`);
      continue;
    }
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (profile.context.hasTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    return;
  }
  throw new Error("the control to tap is not on the screen");
}

/** What the page says of its last moves: how far it is scrolled, what has the focus, and its last layout shifts' sources. */
const WHAT_MOVED = `new Promise((resolve) => {
  const said = (shifts) => resolve(\`scrolled to \${Math.round(scrollY)}, focus on \${document.activeElement?.id || document.activeElement?.tagName}, last shifts: \${shifts.join("; ") || "none"}\`);
  const describe = (node) => node instanceof Element ? node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") + (node.className ? "." + String(node.className).split(" ")[0] : "") : String(node?.nodeName);
  const late = setTimeout(() => said([]), 200);
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    clearTimeout(late);
    said(list.getEntries().slice(-3).map((shift) => \`\${Math.round(shift.startTime)} ms: \${shift.sources.map((source) => \`\${describe(source.node)} \${Math.round(source.previousRect.y)} → \${Math.round(source.currentRect.y)}\`).join(", ")}\`));
  }).observe({ type: "layout-shift", buffered: true });
})`;

async function whatMoved(page: Page): Promise<string> {
  return String(await page.evaluate(WHAT_MOVED).catch((error: unknown) => `(unread: ${String(error)})`));
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
