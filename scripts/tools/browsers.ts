/**
 * How every runner here meets a browser, in one place: the test configs (playwright*.config.ts), the WebKit
 * run (tests/engines/webkit), the benchmarks (scripts/bench) and the browser check (ensure-browsers.ts) import
 * it. Debian's browsers, never Playwright's downloads, which can't run here; CHROMIUM_PATH, CHROMIUM_HEADLESS_PATH
 * and FIREFOX_PATH point elsewhere.
 */

/** Debian's Chromium, the whole browser: what the benchmarks measure, as a visitor's browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell (the same Chromium release as `chromium`, built as the headless shell that
 * Playwright itself runs headless tests in): what the test suites drive. It draws the same pixels (the screenshot
 * suite's baselines match it exactly) for about half the work: here the same 54 Chromium tests took 34 s against
 * 68 s in the whole browser, and the screenshot suite 60 s against 128 s (docs/performance.md).
 */
export const CHROMIUM_HEADLESS_PATH = process.env.CHROMIUM_HEADLESS_PATH ?? "/usr/bin/chromium-headless-shell";
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Chromium's flags, for every run: no sandbox (root in a container), no GPU, and none of the background
 * traffic (updates, sync, QUIC) that would reach for the internet or stir the figures.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Playwright's launch options for Debian's Chromium (the benchmarks). */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * V8's flags for the test suites only: no optimising compiler above Sparkplug, V8's baseline (`--max-opt=1`). A test's
 * page lives a few seconds, too short for Maglev's and TurboFan's compiles in the background to pay for themselves: on
 * this 2-core machine an opening of the editor's Pricing page took 1.03 s of Chromium's CPU (the renderer's background
 * threads 0.25–0.29 s) against 0.85 s (0.13 s) without them, and a phone journey in the editor (open, All fields,
 * retype a price, save) 1.79–1.82 s against 1.52–1.72 s (medians of 4, twice each). The code runs the same; the
 * benchmarks, which measure what a visitor's browser does, keep V8's defaults (chromiumLaunchOptions).
 */
const TEST_JS_FLAGS = "--js-flags=--max-opt=1";

/** Playwright's launch options for the test suites: Debian's headless shell. */
export const chromiumTestLaunchOptions = { executablePath: CHROMIUM_HEADLESS_PATH, args: [...CHROMIUM_ARGS, TEST_JS_FLAGS] };

/** The phone the suites and benchmarks are: 390 × 844 CSS px, touch, a mobile viewport. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The computer: 1280 × 800. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The ports: the production build served for the browser tests (E2E_PORT), the screenshot suite's fixture site, and the benchmarks' own server. */
export const PORTS = {
  site: Number(process.env.E2E_PORT ?? 4317),
  visual: Number(process.env.VISUAL_PORT ?? 4337),
  bench: Number(process.env.BENCH_PORT ?? 4398),
};
