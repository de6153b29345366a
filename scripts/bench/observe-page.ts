/**
 * bench:interactive's observers, put in each page before any of its scripts run (bench-interactive.ts
 * builds this module with the page-script pipeline, bundlePageScript, and adds it as an init script):
 * records the first paint, the LCP entries, the app's start (`html[data-hydrated]`) and the page script's
 * first mark (the menu button's aria-expanded) and the taps' Event Timing entries in `window.__bench`, and
 * tells the benchmark of the first paint through its `__benchPainted` binding.
 */
import { HYDRATED_ATTRIBUTE } from "../../src/lib/page-script/data-attributes.ts";

/** What the page records, read back by the benchmark. */
export interface PageState {
  fcp: number | null;
  hydratedAt: number | null;
  pageScriptAt: number | null;
  lcp: { time: number; size: number; element: string }[];
  /** Event Timing of the taps (interactionId > 0, 16 ms or longer: the browser's floor), from the input to the next paint. */
  events: TapEvent[];
  /** The first input's entry, which the browser gives however short it was. */
  firstInput: TapEvent | null;
}

export interface TapEvent {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  /** The element tapped, as describe() gives it. */
  target: string;
  /** Whether it was the control the benchmark aimed at (`window.__benchTapTarget`) or inside it. */
  hit: boolean;
}

type EventEntry = PerformanceEntry & { interactionId: number; target?: Element | null };

type BenchWindow = Window & { __bench?: PageState; __benchPainted?: (time: number) => void; __benchTapTarget?: Element };

/** The LCP element as tag, classes and the start of its text. */
function describe(element: Element | null | undefined): string {
  if (!element) return "(removed)";
  const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
  const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean).join(".");
  return element.tagName.toLowerCase() + (classes ? `.${classes}` : "") + (text ? ` "${text}"` : "");
}

const bench: PageState = { fcp: null, hydratedAt: null, pageScriptAt: null, lcp: [], events: [], firstInput: null };
const page = window as BenchWindow;
page.__bench = bench;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.name !== "first-contentful-paint" || bench.fcp !== null) continue;
    bench.fcp = entry.startTime;
    page.__benchPainted?.(entry.startTime);
  }
}).observe({ type: "paint", buffered: true });

new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as (PerformanceEntry & { size: number; element?: Element | null })[]) {
    bench.lcp.push({ time: entry.startTime, size: entry.size, element: describe(entry.element) });
  }
}).observe({ type: "largest-contentful-paint", buffered: true });

const tapEvent = (entry: EventEntry): TapEvent => ({
  name: entry.name,
  interactionId: entry.interactionId,
  startTime: entry.startTime,
  duration: entry.duration,
  target: describe(entry.target),
  hit: Boolean(entry.target && page.__benchTapTarget?.contains(entry.target)),
});

new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as EventEntry[]) if (entry.interactionId > 0) bench.events.push(tapEvent(entry));
}).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);

new PerformanceObserver((list) => {
  const [entry] = list.getEntries() as EventEntry[];
  if (entry) bench.firstInput = tapEvent(entry);
}).observe({ type: "first-input", buffered: true });

new MutationObserver(() => {
  if (bench.hydratedAt === null && document.documentElement?.hasAttribute(HYDRATED_ATTRIBUTE)) bench.hydratedAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });

new MutationObserver((_records, observer) => {
  if (bench.pageScriptAt !== null) return;
  bench.pageScriptAt = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["aria-expanded"] });
