/**
 * bench:interactive's tap delay across the start (issue 58): a page is loaded afresh TAP_MOMENTS times (10), and
 * each time one control is tapped at a later moment, from the first paint to well after the app has started
 * (`html[data-hydrated]`, AFTER_START_MS later), so the taps land before, during and after hydration as a visitor's
 * would. The delay is the browser's own Event Timing of the tap: from the input to the next paint after its
 * handlers (the longest entry of the interaction; the first-input entry when every one was under the browser's
 * 16 ms floor). Once the app has started, the tap's effect is looked for again: the choice kept through the start.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import type { PageState, TapEvent } from "./observe-page.ts";
import { median } from "./median.ts";

/** How many loads (one tap each) one run spreads across the start. */
export const TAP_MOMENTS = Number(process.env.TAP_MOMENTS ?? 10);
/** How long after the app's start the last tap lands. */
const AFTER_START_MS = 1000;
/** How long a tap's Event Timing may take to arrive (a busy phone delays it), and the app's start after it. */
const ENTRY_TIMEOUT_MS = 10_000;
const APP_START_TIMEOUT_MS = 20_000;

/** A control whose tap keeps the visitor on the page, with a visible effect that must survive the start. */
export interface SteadyControl {
  name: string;
  target: (page: Page) => Locator;
  /** Whether the tap's effect shows, read once the app has started. */
  kept: (page: Page) => Promise<boolean>;
}

export interface StartTap {
  /** When the tap's input came, from the first paint (ms). */
  atMs: number;
  /** Whether it came before the app had started. */
  beforeStart: boolean;
  /** From the input to the next paint (ms); null when the page gave no entry for it. */
  delayMs: number | null;
  /** Whether the browser's entry names the control as what was tapped. */
  hit: boolean;
  /** Whether the tap's effect showed once the app had started. */
  kept: boolean;
}

type OpenPhone = (browser: Browser) => Promise<{ context: { close: () => Promise<void> }; page: Page; painted: Promise<number> }>;

const readState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageState }).__bench);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The moments (ms after the first paint) of one run's taps: evenly from the paint to AFTER_START_MS after the app's start. */
export function tapMoments(fcpMs: number, appStartMs: number): number[] {
  const span = Math.max(0, appStartMs - fcpMs) + AFTER_START_MS;
  return Array.from({ length: TAP_MOMENTS }, (_, index) => (TAP_MOMENTS === 1 ? 0 : (span * index) / (TAP_MOMENTS - 1)));
}

/** The interaction's delay: its longest entry, or the first input's when none reached the browser's floor. */
function delayOf(events: TapEvent[], firstInput: TapEvent | null): { delayMs: number | null; entry: TapEvent | null } {
  const longest = events.reduce<TapEvent | null>((worst, event) => (worst && worst.duration >= event.duration ? worst : event), null);
  const entry = longest ?? firstInput;
  return { delayMs: entry?.duration ?? null, entry };
}

/** One fresh load, the control tapped `momentMs` after the first paint reached the benchmark. */
export async function tapDuringStart(browser: Browser, openPhone: OpenPhone, url: string, control: SteadyControl, momentMs: number): Promise<StartTap> {
  const { context, page, painted } = await openPhone(browser);
  try {
    void page.goto(url, { waitUntil: "commit" }).catch(() => {});
    await Promise.race([painted, sleep(30_000).then(() => Promise.reject(new Error(`${url} did not paint within 30 s`)))]);
    const paintedAt = performance.now();
    const handle = await control.target(page).first().elementHandle({ timeout: 5000 });
    // The control under the finger, scrolled into view at the paint: the moment's tap needs no more of the page.
    const point = await handle.evaluate((element) => {
      (window as unknown as { __benchTapTarget: Element }).__benchTapTarget = element;
      element.scrollIntoView({ block: "center", behavior: "instant" });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await sleep(momentMs - (performance.now() - paintedAt));
    await page.touchscreen.tap(point.x, point.y);
    await page.waitForFunction(() => (window as unknown as { __bench: PageState }).__bench.firstInput !== null, null, {
      timeout: ENTRY_TIMEOUT_MS,
      polling: 50,
    });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: APP_START_TIMEOUT_MS, polling: 100 });
    const state = await readState(page);
    const { delayMs, entry } = delayOf(state.events, state.firstInput);
    const atMs = (entry?.startTime ?? 0) - (state.fcp ?? 0);
    return {
      atMs,
      beforeStart: state.hydratedAt === null || (entry?.startTime ?? 0) < state.hydratedAt,
      delayMs,
      hit: entry?.hit ?? false,
      kept: await control.kept(page),
    };
  } finally {
    await context.close();
  }
}

/** One run's taps in a few figures: the worst and the median delay, and how many missed, were lost, or came before the start. */
export function summariseTaps(taps: StartTap[]) {
  const delays = taps.flatMap((tap) => (tap.delayMs === null ? [] : [tap.delayMs]));
  return {
    worstMs: delays.length ? Math.max(...delays) : null,
    medianMs: median(delays),
    beforeStart: taps.filter((tap) => tap.beforeStart).length,
    missed: taps.filter((tap) => !tap.hit).length,
    lost: taps.filter((tap) => !tap.kept).length,
  };
}
