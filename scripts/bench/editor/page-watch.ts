/**
 * What the owner sees, found by the page itself: an init script (put in every document of the tab before the
 * editor's own scripts run) checks, at every animation frame from the document's first, the conditions it is given,
 * and reports the first frame in which each holds, in the document's own clock (performance.now(), from the start
 * of its navigation) with that clock's origin (performance.timeOrigin, on the wall clock), so times in two documents
 * (the list, then the file the tap opened, when it opened by a page load) can be compared. It reports every
 * pointerdown too (its event's time), so a tap is timed from the moment it reached the page.
 *
 * The page reports at once, through a Playwright binding, rather than being asked by the bench: asking
 * (waitForFunction) starts only once Playwright's own script reaches the new document, which can be frames late.
 */
import type { Page } from "@playwright/test";

/** A condition, checked at each animation frame; `where`: only while the page's address matches (a RegExp's source). */
export type Check = { name: string; where?: string } & (
  | { kind: "button"; pattern: string }
  | { kind: "links"; labels: string[] }
  | { kind: "text-box"; label: string }
  | { kind: "frame-heading"; frameTitle: string; heading: string }
  | { kind: "all"; of: string[] }
  | { kind: "any"; of: string[] }
);

/** A moment in one document: `at` in its clock, `origin` the clock's start on the wall clock. */
export interface Moment {
  at: number;
  origin: number;
  url: string;
}
/** A moment on the wall clock (ms since 1970, fractional), to subtract moments of two documents. */
export const wall = (moment: Moment) => moment.origin + moment.at;

type Report = ({ kind: "seen"; name: string } | { kind: "tap" }) & Moment;

const BINDING = "__benchEditorReport";

/** The page's side, serialized into the init script: no names from outside it. */
function installWatch(checks: Check[], binding: string) {
  const report = (message: object) =>
    (window as unknown as Record<string, (payload: string) => void>)[binding](
      JSON.stringify({ ...message, origin: performance.timeOrigin, url: location.href }),
    );
  const words = (text: string | null) => (text ?? "").trim().replace(/\s+/g, " ");
  const shown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const nameOf = (element: Element) => words(element.getAttribute("aria-label") ?? element.textContent);
  const tests: Record<Check["kind"], (check: never, holds: (name: string) => boolean) => boolean> = {
    // A visible, enabled button with that name (on a phone, "All fields": the whole form one tap away).
    button: (check: { pattern: string }) =>
      [...document.querySelectorAll("button, [role=button]")].some(
        (element) => new RegExp(check.pattern, "i").test(nameOf(element)) && !(element as HTMLButtonElement).disabled && shown(element),
      ),
    // The list: every label a shown link's name (drawn: on a phone the last ones are below the fold).
    links: (check: { labels: string[] }) => {
      const links = [...document.querySelectorAll("a[href]")].filter(shown).map(nameOf);
      return check.labels.every((label) => links.includes(label));
    },
    // A form ready to type into: the label names a visible, enabled, writable text box ("Label (optional)" too).
    "text-box": (check: { label: string }) =>
      [...document.querySelectorAll("label")].some((element) => {
        const text = words(element.textContent);
        const control = element.control;
        return (
          (text === check.label || text.startsWith(`${check.label} (`)) &&
          (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
          !control.disabled &&
          !control.readOnly &&
          shown(control)
        );
      }),
    // The preview drawn: the frame so titled, shown, holds the page's main heading, shown (the frame is the page's own document).
    "frame-heading": (check: { frameTitle: string; heading: string }) =>
      [...document.querySelectorAll("iframe")].some((frame) => {
        if (frame.title !== check.frameTitle || !shown(frame)) return false;
        const headings = frame.contentDocument?.querySelectorAll("main h1") ?? [];
        return [...headings].some((heading) => words(heading.textContent) === check.heading && shown(heading));
      }),
    // Several at once, in the same frame.
    all: (check: { of: string[] }, holds) => check.of.every(holds),
    // One of several (the form on a computer; on a phone, the page with the whole form one tap away).
    any: (check: { of: string[] }, holds) => check.of.some(holds),
  };

  // Where each applies is asked at every frame: the address may change without a new document (history.pushState).
  const patterns = new Map(checks.map((check) => [check.name, check.where ? new RegExp(check.where) : undefined]));
  const applies = (check: Check) => patterns.get(check.name)?.test(location.href) ?? true;
  const seen = new Set<string>();
  const alternatives = new Set(checks.flatMap((check) => (check.kind === "any" ? check.of : [])));
  const frame = () => {
    const at = performance.now();
    const thisFrame = new Map<string, boolean>();
    const holds = (name: string): boolean => {
      const check = checks.find((candidate) => candidate.name === name);
      if (!check || !applies(check)) return false;
      if (!thisFrame.has(name)) thisFrame.set(name, tests[check.kind](check as never, holds));
      return thisFrame.get(name)!;
    };
    for (const check of checks) {
      if (seen.has(check.name) || !holds(check.name)) continue;
      seen.add(check.name);
      report({ kind: "seen", name: check.name, at });
    }
    // Once all are seen it stops, so it costs the page nothing after; until then a check that doesn't apply costs a RegExp.
    // One of an "any" that never holds (the form's box on a phone) isn't waited for.
    if (checks.some((check) => !seen.has(check.name) && !alternatives.has(check.name))) requestAnimationFrame(frame);
  };
  if (checks.length > 0) requestAnimationFrame(frame);
  addEventListener("pointerdown", (event) => report({ kind: "tap", at: event.timeStamp }), { capture: true });
}

/**
 * The bench's side: puts the watch into every document of `page` (call before its first navigation) and waits for
 * its reports. tsx names the functions it compiles with a helper of its own (`__name`), which the page doesn't have.
 */
export async function watchPage(page: Page, checks: Check[], timeoutMs: number) {
  const reports: Report[] = [];
  const waiting = new Set<() => void>();
  await page.exposeBinding(BINDING, (_source, payload: string) => {
    reports.push(JSON.parse(payload) as Report);
    for (const wake of waiting) wake();
  });
  await page.addInitScript({
    content: `(() => { const __name = (target) => target; (${installWatch.toString()})(${JSON.stringify(checks)}, ${JSON.stringify(BINDING)}); })();`,
  });
  /** The first report from `from` on that `match` takes, once it comes. */
  const next = (match: (report: Report) => boolean, from: number, what: string) => {
    const found = new Promise<Report>((resolve, reject) => {
      const look = () => {
        const report = reports.slice(from).find(match);
        if (!report) return false;
        waiting.delete(wake);
        clearTimeout(timer);
        resolve(report);
        return true;
      };
      const wake = () => void look();
      const timer = setTimeout(() => {
        waiting.delete(wake);
        reject(new Error(`${what}: not seen within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      // A visit that failed before waiting for it must not keep the bench running, nor stop it later.
      timer.unref();
      if (!look()) waiting.add(wake);
    });
    found.catch(() => {});
    return found;
  };
  const moment = ({ at, origin, url }: Report): Moment => ({ at, origin, url });
  return {
    /** When the named check first held (the first time, in any document so far). */
    seen: (name: string) => next((report) => report.kind === "seen" && report.name === name, 0, name).then(moment),
    /** A promise of the next tap's pointerdown: take it before tapping. */
    nextTap: () => next((report) => report.kind === "tap", reports.length, "the tap reaching the page").then(moment),
  };
}

export type PageWatch = Awaited<ReturnType<typeof watchPage>>;
