/**
 * bench:interactive's observers, put in each page before any of its scripts run (bench-interactive.ts
 * builds this module with the page-script pipeline, bundlePageScript, and adds it as an init script):
 * records the first paint, the LCP entries, the app's start (`html[data-hydrated]`) and the page script's
 * first mark (the menu button's aria-expanded) in `window.__bench`, and tells the benchmark of the first
 * paint through its `__benchPainted` binding.
 */
import { HYDRATED_ATTRIBUTE } from "../../src/lib/page-script/data-attributes.ts";

/** What the page records, read back by the benchmark. */
export interface PageState {
  fcp: number | null;
  hydratedAt: number | null;
  pageScriptAt: number | null;
  lcp: { time: number; size: number; element: string }[];
}

type BenchWindow = Window & { __bench?: PageState; __benchPainted?: (time: number) => void };

/** The LCP element as tag, classes and the start of its text. */
function describe(element: Element | null | undefined): string {
  if (!element) return "(removed)";
  const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
  const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean).join(".");
  return element.tagName.toLowerCase() + (classes ? `.${classes}` : "") + (text ? ` "${text}"` : "");
}

const bench: PageState = { fcp: null, hydratedAt: null, pageScriptAt: null, lcp: [] };
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

new MutationObserver(() => {
  if (bench.hydratedAt === null && document.documentElement?.hasAttribute(HYDRATED_ATTRIBUTE)) bench.hydratedAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });

new MutationObserver((_records, observer) => {
  if (bench.pageScriptAt !== null) return;
  bench.pageScriptAt = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["aria-expanded"] });
