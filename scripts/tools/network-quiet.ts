/**
 * "The network is quiet": the page has loaded, and none of its requests (its frames' included) is open, nor has one
 * ended, for half a second. What Playwright's "networkidle" means, counted here from the page's own request events.
 *
 * Not Playwright's own: its frames' "networkidle" can be lost for good when a request starts and ends before
 * DOMContentLoaded after it first fired (microsoft/playwright#42598, closed without a fix, the state "discouraged").
 * On a loaded machine the app's start, which runs before DOMContentLoaded, is long enough for that: CI's check of
 * /booking-calendar's script waited for it until the test's 60 s ran out (the CI run of 44fc718, 2026-12-01).
 *
 * `watchNetwork` starts counting and must come before the page's `goto`; the tests' `page` fixture calls it for
 * every page (tests/support/fixtures.ts). `networkQuiet` waits; if the time runs out it names the requests still open.
 */
import type { Page, Request } from "@playwright/test";

/** How long nothing may start or end: Playwright's networkidle's half a second. */
const QUIET_MS = 500;

interface Watch {
  open: Set<Request>;
  /** Called whenever a request starts or ends. */
  changed: () => void;
  lastChange: number;
}

const watches = new WeakMap<Page, Watch>();

/** Counts `page`'s open requests from now on (once per page; again is a no-op). */
export function watchNetwork(page: Page): void {
  if (watches.has(page)) return;
  const watch: Watch = { open: new Set(), changed: () => {}, lastChange: Date.now() };
  const change = () => {
    watch.lastChange = Date.now();
    watch.changed();
  };
  page.on("request", (request) => {
    watch.open.add(request);
    change();
  });
  const end = (request: Request) => {
    watch.open.delete(request);
    change();
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  watches.set(page, watch);
}

/** Resolves once `page` has loaded and its network has been quiet for half a second (see the file's comment). */
export async function networkQuiet(page: Page, { timeout = 30_000 } = {}): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error("networkQuiet: call watchNetwork(page) before the page's goto, so every request is counted");
  const until = Date.now() + timeout;
  await page.waitForLoadState("load", { timeout });
  for (;;) {
    const now = Date.now();
    const quietFor = now - watch.lastChange;
    if (watch.open.size === 0 && quietFor >= QUIET_MS) return;
    if (now >= until) {
      const open = [...watch.open].map((request) => request.url());
      throw new Error(`The network was never quiet for ${QUIET_MS} ms in ${timeout} ms. Still open: ${open.join(", ") || "none"}`);
    }
    // Wait for the next request to start or end, or for the quiet time to be up, whichever comes first.
    const wait = watch.open.size === 0 ? QUIET_MS - quietFor : until - now;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.min(wait, until - now));
      function done() {
        clearTimeout(timer);
        watch!.changed = () => {};
        resolve();
      }
      watch!.changed = done;
    });
  }
}
