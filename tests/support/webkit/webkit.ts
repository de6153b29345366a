import { spawn, type ChildProcess } from "node:child_process";
import { noteDriver, stopDriver } from "./drivers.ts";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { remote } from "webdriverio";
import { AXE_TAGS, axeSource, runAxe, SETTLE, settlePage } from "../axe";
import { bundlePageScript, viteBuildTarget } from "../../../scripts/build/page-script-plugin.ts";
import type { RoleQuery } from "./by-role-in-page";
import { WEBKIT_SITE_PORT } from "./ports";

/**
 * One WebKitGTK browser, driven over classic WebDriver (WebKitWebDriver has no BiDi), at a phone's width in
 * tests/support/webkit/phone-browser.py, a bare GTK window around a WebView (MiniBrowser's window can't be
 * narrower than 447 px). Third-party hosts are blocked in the browser itself; the site comes from the test's
 * own proxy (site-proxy.ts) in front of the production build.
 */
export type Browser = WebdriverIO.Browser;
export type Element = WebdriverIO.Element;

const here = path.dirname(fileURLToPath(import.meta.url));
const phoneBrowser = path.resolve(here, "phone-browser.py");
export const SITE = `http://127.0.0.1:${WEBKIT_SITE_PORT}`;
import { WAIT } from "./wait";

export { WAIT };

/** The driver each browser was started through (stopBrowser stops both). */
const drivers = new WeakMap<Browser, ChildProcess>();

/** A port no one listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A WebKitWebDriver of the browser's own, under Xvfb (WebKitGTK has no headless mode), answering on a free port. One
 * per browser, not one for the run: in 2 CI runs of 5 on 2026-11-29 a driver left wedged by one file's session (the
 * one without JavaScript) never started the next files' sessions. Stopped by its process group. Its messages go to
 * this process's own error output through a pipe of this process's, never the runner's own stream, which a driver
 * outliving its file would hold open.
 */
async function startDriver(): Promise<{ driver: ChildProcess; port: number }> {
  const port = await freePort();
  const driver = spawn("xvfb-run", ["--auto-servernum", "WebKitWebDriver", `--port=${port}`], { detached: true, stdio: ["ignore", "ignore", "pipe"] });
  driver.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  (driver.stderr as net.Socket | null)?.unref();
  driver.unref();
  if (driver.pid !== undefined) noteDriver(driver.pid);
  const deadline = Date.now() + WAIT;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit code ${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      () => true,
      () => false,
    );
    if (ready) return { driver, port };
    if (Date.now() > deadline) {
      stopDriver(driver.pid);
      throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * How long a browser may take to start its session before its driver is stopped and another started. A session
 * starts in 0.3–1.3 s, with other suites running beside it or not (2026-11-30, 13 starts). One that hasn't started
 * by then never does: beside the owner-edit suite, 7 of 22 starts hung that day (WebKitWebDriver answers its status,
 * never the new session), each a wait of the whole SESSION_START, and a start beside nothing hangs too, more rarely.
 */
const SESSION_START = 8_000;

/**
 * How many browsers a start may try, each with a driver of its own (webkit-vitest.ts's hookTimeout covers them all):
 * with about a third of starts hanging, eight in a row would hang once in some ten thousand files.
 */
const SESSION_ATTEMPTS = 8;

/**
 * A browser through a driver of its own. WebKitGTK's browser sometimes never answers its first session (in CI on
 * 2026-11-29 a file's set-up waited out its 60 s, 2 runs of 4; later that day, with the screenshots' WebKit and the
 * Gecko journeys beside it, 2 files missed 25 s twice over): the start, not a test, is given SESSION_START, then its
 * driver (and the browser with it) is stopped and another started, SESSION_ATTEMPTS in all. A test is never retried.
 */
export async function startBrowser({ javaScript = true } = {}): Promise<Browser> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startBrowserOnce({ javaScript });
    } catch (error) {
      if (attempt >= SESSION_ATTEMPTS) throw error;
      console.error(`WebKit: the browser's session didn't start (${String(error)}); starting another`);
    }
  }
}

async function startBrowserOnce({ javaScript }: { javaScript: boolean }): Promise<Browser> {
  const { driver, port } = await startDriver();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no session within ${SESSION_START / 1000} s`)), SESSION_START);
    });
    const browser = await Promise.race([
      late,
      remote({
        hostname: "127.0.0.1",
        port,
        logLevel: "error",
        automationProtocol: "webdriver",
        capabilities: {
          // No browserName: the binary below is the browser. WebKitWebDriver checks a name asked for against the one the
          // browser reports once it has started its session (SessionHost::matchCapabilities), and the browser's answer
          // can come before its name is set: "Failed to match capabilities" at a file's start, 2 files in 5 runs while
          // other browsers ran beside it (booking.test.ts on 2026-11-28, layout.test.ts in CI on 2026-11-29).
          "wdio:enforceWebDriverClassic": true,
          // With JavaScript on, every navigation returns at once: tests wait for what they need to see (the app
          // started, a heading). With JavaScript off, a navigation returns once the page has loaded: a script run
          // by WebDriver while a page without JavaScript is still loading could hang WebKitWebDriver for good (the
          // call after navigateTo never answered, in 5 of 8 runs of no-javascript.test.ts; 0 of 8 since).
          pageLoadStrategy: javaScript ? "none" : "normal",
          "webkitgtk:browserOptions": {
            binary: phoneBrowser,
            // Reduced motion, as every suite runs: every transition settles at once, so nothing is judged mid-fade.
            args: ["--automation", "--block-third-party", "--reduced-motion", ...(javaScript ? [] : ["--no-javascript"])],
          },
        } as WebdriverIO.Capabilities,
      }),
    ]);
    drivers.set(browser, driver);
    return browser;
  } catch (error) {
    stopDriver(driver.pid);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Ends the browser's session and stops its driver (and with it the browser and its Xvfb), whatever state they are in. */
export async function stopBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  await Promise.race([browser.deleteSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  stopDriver(drivers.get(browser)?.pid);
}

/** Opens a page of the site and waits until it is there: the app started, or, with JavaScript off, the page loaded. */
export async function open(browser: Browser, pagePath: string, { app = true } = {}): Promise<void> {
  const url = await navigate(browser, pagePath);
  await waitForPage(browser, url, { app });
}

/**
 * Starts loading a page of the site and waits until the browser holds the new document (the page may be the
 * one already open: navigation returns at once, so the old document is marked to tell the two apart).
 */
async function navigate(browser: Browser, pagePath: string): Promise<string> {
  const url = new URL(pagePath, SITE).href;
  await browser.execute(() => {
    (window as unknown as { __leftByTest?: boolean }).__leftByTest = true;
  });
  await browser.url(url);
  await browser.waitUntil(
    async () =>
      (await browser.execute(() => !(window as unknown as { __leftByTest?: boolean }).__leftByTest && document.readyState !== "loading").catch(() => false)) ===
      true,
    {
      timeout: WAIT,
      interval: 100,
      timeoutMsg: `${url} did not start loading`,
    },
  );
  return url;
}

/** Waits until the browser shows `url`, fully loaded, and (unless app is false) the app has started on it if the page has one. */
export async function waitForPage(browser: Browser, url: string, { app = true } = {}): Promise<void> {
  await browser.waitUntil(
    async () => {
      const state = await browser
        // A page without the app's scripts (no island, src/islands/) is as interactive as it gets once loaded.
        .execute(
          () =>
            [
              location.href,
              document.readyState,
              document.documentElement.hasAttribute("data-hydrated") ||
                (document.readyState === "complete" && !document.querySelector('script[type="module"]')),
            ] as const,
        )
        .catch(() => undefined);
      return state !== undefined && state[0] === url && (app ? state[2] : state[1] === "complete");
    },
    {
      timeout: WAIT,
      interval: 100,
      timeoutMsg: `${url} did not open${app ? " with the app started" : ""}`,
    },
  );
}

/** by-role-in-page.ts with Testing Library, as one script for the page (bundled by the page script's pipeline). */
const FIND_BY_ROLE = bundlePageScript(fileURLToPath(new URL("./by-role-in-page.ts", import.meta.url)), await viteBuildTarget()).code;

type FindByRole = (query: RoleQuery) => HTMLElement[];

/** The elements of a role and name that are on screen (or all of them with includeHidden). */
export async function allByRole(browser: Browser, query: RoleQuery): Promise<Element[]> {
  // Put in each page the first time it is asked of (a new page has lost it).
  await browser.execute(`if (!window.findByRole) { ${FIND_BY_ROLE} }`);
  const found = (await browser.execute(
    (asked: RoleQuery) => (window as Window & { findByRole?: FindByRole }).findByRole!(asked),
    query,
  )) as unknown as Element[];
  return Promise.all(found.map((reference) => browser.$(reference).getElement()));
}

/** The one element of a role and name, once it is on screen. */
export async function byRole(browser: Browser, query: RoleQuery): Promise<Element> {
  let found: Element[] = [];
  await browser.waitUntil(async () => (found = await allByRole(browser, query)).length === 1, {
    timeout: WAIT,
    interval: 100,
    timeoutMsg: `expected one ${describe(query)} on screen`,
  });
  return found[0];
}

/** Waits until no element of this role and name is on screen. */
export async function expectNoneByRole(browser: Browser, query: RoleQuery): Promise<void> {
  await expect
    .poll(async () => (await allByRole(browser, query)).length, {
      timeout: WAIT,
      message: `${describe(query)} is not on screen`,
    })
    .toBe(0);
}

const describe = (query: RoleQuery) =>
  `${query.role}${query.name !== undefined ? ` "${query.name}"` : ""}${query.namePattern ? ` /${query.namePattern}/` : ""}${query.within ? ` in ${query.within}` : ""}`;

/** Elements showing exactly this text (trimmed, white space joined) inside `within`, on screen. */
export async function allByText(browser: Browser, text: string, within = "main"): Promise<Element[]> {
  const found = (await browser.execute(
    (wanted: string, scope: string) => {
      const squash = (value: string) => value.replace(/\s+/g, " ").trim();
      const root = document.querySelector(scope);
      if (!root) return [];
      return [...root.querySelectorAll("*")].filter(
        (element) =>
          squash(element.textContent ?? "") === squash(wanted) &&
          ![...element.children].some((child) => squash(child.textContent ?? "") === squash(wanted)) &&
          (element as HTMLElement).checkVisibility({
            visibilityProperty: true,
          } as CheckVisibilityOptions),
      );
    },
    text,
    within,
  )) as unknown as Element[];
  return Promise.all(found.map((reference) => browser.$(reference).getElement()));
}

/** Waits until exactly `count` elements show this text on screen. */
export async function expectTextShown(browser: Browser, text: string, count = 1, within = "main"): Promise<void> {
  await expect
    .poll(async () => (await allByText(browser, text, within)).length, {
      timeout: WAIT,
      message: `"${text}" shown ${count} time(s)`,
    })
    .toBe(count);
}

/** Clicks an element after scrolling it into view (WebKitWebDriver calls an off-screen control "not interactable"). */
export async function press(element: Element): Promise<void> {
  await element.scrollIntoView({ block: "center" });
  await element.click();
}

/** Chooses an option of a native select by its visible label, scrolled into view first. */
export async function selectOption(element: Element, label: string): Promise<void> {
  await element.scrollIntoView({ block: "center" });
  await element.selectByVisibleText(label);
}

/** Replaces a text box's text key by key, as a visitor types (select all, delete, type). */
export async function typeInto(browser: Browser, element: Element, text: string): Promise<void> {
  await press(element);
  await browser.execute((box: HTMLInputElement) => box.select(), element as unknown as HTMLInputElement);
  await browser.keys("Backspace");
  if (text) await element.addValue(text);
}

/** An attribute as the markup has it (WebKitWebDriver answers a link's href resolved against the page). */
export const attribute = (browser: Browser, element: Element, name: string) =>
  browser.execute((target: HTMLElement, attributeName: string) => target.getAttribute(attributeName), element as unknown as HTMLElement, name);

export async function pathAndSearch(browser: Browser): Promise<string> {
  const url = new URL(await browser.getUrl());
  return url.pathname + url.search;
}

// ---------------------------------------------------------------------------------------------------------
// axe: the same axe-core, rules and run as the Playwright suite's (tests/support/axe.ts).

/** Runs an in-page function of tests/support/axe.ts with `arg`, waiting for the promise it returns. */
const executeInPage = <T>(browser: Browser, fn: (arg: never) => Promise<unknown>, arg: unknown = null) =>
  evaluateInPage<T>(browser, `(${fn.toString()})(arguments[0])`, arg);

/** Evaluates `expression` in the page (`arguments[0]` is `arg`), waiting for the promise it may be. */
export const evaluateInPage = <T>(browser: Browser, expression: string, arg: unknown = null) =>
  browser.executeAsync(
    `const done = arguments[arguments.length - 1]; Promise.resolve(${expression}).then(done, (error) => done(["failed: " + error.message]));`,
    arg,
  ) as Promise<T>;

/** axe with the suite's WCAG rules on the page as it is now: no violations allowed. */
export async function expectNoAxeViolations(browser: Browser): Promise<void> {
  await executeInPage(browser, settlePage, SETTLE);
  await browser.execute(`${axeSource}\nreturn true;`);
  expect(await executeInPage<string[]>(browser, runAxe, { tags: AXE_TAGS })).toEqual([]);
}
