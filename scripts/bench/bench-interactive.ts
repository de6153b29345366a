/**
 * `npm run bench:interactive`: what a visitor on a cheap phone gets from each page of the production
 * build, served by scripts/tools/serve.ts as a host serves it (gzip). Debian Chromium through Playwright,
 * throttled with the DevTools protocol like a slow 4G phone: 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up, CPU slowed 4×, a 390 px wide viewport. For every route (the calendar in its three
 * states: a bookable query, an unusable one, none), RUNS fresh loads each (5 unless told), medians of:
 *
 * - first paint (first-contentful-paint) and LCP (the last largest-contentful-paint entry once the
 *   page has settled), with the LCP element;
 * - when the app starts (`html[data-hydrated]` appears, set by src/root.tsx); "–" when the page
 *   starts no app;
 * - when the page's behaviour is ready: the app's start on a page with the app; otherwise when the page
 *   script (src/page-script.ts) has found the page's elements (its first mark, the menu
 *   button's aria-expanded);
 * - the JavaScript downloaded (gzip, as sent over the network);
 * - for each control on the page, on its own fresh load: is it visible at the first paint, and does
 *   it work when tapped the moment the first-contentful-paint entry arrives (the effect is polled for
 *   up to TAP_WINDOW_MS)? "works in N ms" is the median time from the tap to the effect;
 * - on /book, /booking-calendar and /contact, the tap delay across the start (issue 58, tap-delay.ts): in each
 *   run, TAP_MOMENTS fresh loads (10), each with one tap on a control that keeps the visitor on the page (the
 *   terms box, the menu) at a later moment, from the first paint to a second after the app's start; the browser's
 *   Event Timing of each tap (input to next paint). Per run, the worst and the median; medians over the runs.
 *
 * A benchmark, never a test: it prints a markdown table and writes bench-results/interactive.json.
 * Run after `npm run build`. ROUTES=/pricing,/book measures only those paths; RUNS=3 for fewer runs;
 * BENCH_PORT sets the server's port (4398).
 * The machine's other work shows in the figures: take them on a quiet machine, or compare medians.
 *
 * A change is judged against another build in the same command, as bench:toast does: COMPARE=<a build/client
 * folder> serves that build too, on the next port, and loads the two in turn, run for run (the same page, the
 * same control), so both see the same machine. It prints a table per build, and for each page the median of the
 * paired differences of the app's start.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { readContent } from "../../src/content/node/read-content.ts";
import { providerFor } from "../../src/features/scheduling/providers.ts";
import { benchPages } from "./bench-pages.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE as PHONE_SCREEN } from "../tools/browsers.ts";
import { benchBuilds, inTurn, pairedDifferences, serveBuilds } from "./paired-builds.ts";
import { PAGES, type PageName } from "../../src/lib/site-paths.ts";
import { bundlePageScript, viteBuildTarget } from "../build/page-script-plugin.ts";
import type { PageState } from "./observe-page.ts";
import { median } from "./median.ts";
import { TAP_MOMENTS, summariseTaps, tapDuringStart, tapMoments, type StartTap, type SteadyControl } from "./tap-delay.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNS = Number(process.env.RUNS ?? 5);
const COMPARE = process.env.COMPARE;
const builds = benchBuilds(COMPARE);

/** The phone of issue 9: slow 4G and a 4× slower CPU, 390 px wide. */
const PHONE = {
  viewport: PHONE_SCREEN.viewport,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
};
/** How long a control tapped at first paint has to show its effect. */
const TAP_WINDOW_MS = 1000;
/** The same, for the second tap once the app runs (which only shows the effect can be seen at all). */
const LATER_TAP_WINDOW_MS = 3000;
/** How long a page may take to start its app before the metrics load gives up on it. */
const APP_START_TIMEOUT_MS = 20_000;
/** After the app starts, time for late content (the calendar's answer) to paint before LCP is read. */
const SETTLE_MS = 1500;

const content = readContent(root);
const site = content.site;
const booking = content.booking;
const pricing = content.pricing;
const faq = content.faq;
const home = content.home;

/** Third-party hosts are unreachable here: blocked, so no load waits on them (as bench:lighthouse does). */
const provider = providerFor(booking.scheduling);
const BLOCKED = [...provider.frameOrigins, home.leaveIt.map.embedUrl].map((url) => `*${new URL(url).host}*`);

interface Control {
  name: string;
  /** What the visitor taps. */
  target: (page: Page) => Locator;
  /** The control's effect, checked without waiting; `before` is what `snapshot` saw just before the tap. */
  worked: (page: Page, before?: unknown) => Promise<boolean>;
  /** For a control whose effect is a change of state: the state just before the tap. */
  snapshot?: (page: Page) => Promise<unknown>;
}

const visible = (locator: Locator) =>
  locator
    .first()
    .isVisible()
    .catch(() => false);
const pathIs = (page: Page, pathname: string) => new URL(page.url()).pathname === pathname;

const menu: Control = {
  name: "menu opens",
  target: (page) => page.getByRole("button", { name: site.nav.menuButton.open, exact: true }),
  worked: (page) => visible(page.getByRole("navigation", { name: site.nav.label }).getByRole("link", { name: site.nav.links[0].label, exact: true })),
};

const otherMode = pricing.washTypes[1] ?? pricing.washTypes[0];
const pricingToggle: Control = {
  name: "pricing toggle switches",
  target: (page) => page.getByRole("button", { name: otherMode.name, exact: true }).or(page.getByRole("radio", { name: otherMode.name, exact: true })),
  worked: (page) => visible(page.getByRole("table", { name: otherMode.priceCaption, exact: true })),
};

const question = (faq.items[1] ?? faq.items[0]).question;
const faqItem: Control = {
  name: "FAQ item opens",
  target: (page) => page.getByText(question, { exact: true }),
  worked: (page) =>
    page
      .getByText(question, { exact: true })
      .evaluate((summary) => summary.closest("details")?.open === true)
      .catch(() => false),
};

const toastTitles = Object.values(booking.toasts)
  .filter((value): value is { title: string; message: string } => typeof value === "object" && value !== null && "title" in value)
  .map((toast) => toast.title);
const bookingContinue: Control = {
  name: "Continue submits or shows a toast",
  target: (page) => page.getByRole("button", { name: booking.continueLabel, exact: true }),
  worked: async (page) =>
    pathIs(page, PAGES.calendar.path) ||
    (
      await Promise.all(toastTitles.map((title) => visible(page.getByRole("region", { name: booking.toasts.regionLabel }).getByText(title, { exact: true }))))
    ).some(Boolean) ||
    // The browser's own validation of a native form: it focuses the first field left to fill in.
    (await page.evaluate(() => document.activeElement?.matches(":invalid") === true).catch(() => false)),
};

const calendarBack: Control = {
  name: "Back leads to the form",
  target: (page) => page.getByRole("button", { name: booking.calendar.backLabel }).or(page.getByRole("link", { name: booking.calendar.backLabel })),
  worked: async (page) => pathIs(page, PAGES.book.path),
};

const dropOff: Control = {
  name: "drop-off reveal shows the address",
  target: (page) => page.getByText(booking.thankYou.showLocationLabel, { exact: true }),
  worked: (page) => visible(page.getByRole("main").getByText(site.contact.address.lines[0], { exact: true })),
};

const mapShow: Control = {
  name: "map's Show button loads the map",
  target: (page) => page.getByRole("button", { name: home.leaveIt.map.showLabel, exact: true }),
  worked: async (page) => (await page.locator(`iframe[title="${home.leaveIt.map.title}"]`).count()) > 0,
};

const videoPaused = (page: Page) =>
  page
    .locator("video")
    .evaluate((video: HTMLVideoElement) => video.paused)
    .catch(() => null);
/** The video's button, whichever it offers at the tap (Play before the page has loaded, Pause once the video runs): it turns the video the other way. */
const videoToggle: Control = {
  name: "video's button plays or pauses it",
  target: (page) =>
    page.getByRole("button", { name: home.hero.video.playLabel, exact: true }).or(page.getByRole("button", { name: home.hero.video.pauseLabel, exact: true })),
  snapshot: videoPaused,
  worked: async (page, before) => before !== undefined && (await videoPaused(page)) === !before,
};

/** The controls each page has, by its name in the route table: the menu everywhere, and the page's own. */
const CONTROLS_BY_PAGE: Partial<Record<PageName, Control[]>> = {
  home: home.hero.show === "video" ? [videoToggle, mapShow] : [mapShow],
  pricing: [pricingToggle],
  faq: [faqItem],
  book: [bookingContinue],
  thankYou: [dropOff],
  calendar: [calendarBack],
};
/** The control each page of issue 58 taps across its start: one whose tap stays on the page, its effect kept. */
const termsBox: SteadyControl = {
  name: "terms box",
  target: (page) => page.getByRole("checkbox", { name: `${booking.terms.before} ${booking.terms.linkLabel}`, exact: true }),
  kept: (page) => termsBox.target(page).isChecked(),
};
const menuButton: SteadyControl = { name: "menu", target: menu.target, kept: (page) => menu.worked(page) };
const STEADY_BY_PAGE: Partial<Record<PageName, SteadyControl>> = { book: termsBox, calendar: menuButton, contact: menuButton };
const STEADY = Object.fromEntries(Object.entries(STEADY_BY_PAGE).map(([name, control]) => [PAGES[name as PageName].path, control]));

const CONTROLS = Object.fromEntries(Object.entries(CONTROLS_BY_PAGE).map(([name, controls]) => [PAGES[name as PageName].path, controls]));
const pages = benchPages(content).map((page) => ({ ...page, controls: [menu, ...(CONTROLS[page.route] ?? [])], steady: STEADY[page.route] }));

/**
 * Records paint timing, LCP entries and the app's start in the page, before any of its scripts run
 * (observe-page.ts), built by the page-script pipeline as the page's own behaviours are.
 */
const OBSERVE_PAGE = bundlePageScript(fileURLToPath(new URL("./observe-page.ts", import.meta.url)), await viteBuildTarget()).code;

/** A fresh phone (empty cache) on the throttled network, with the page observed; resolves `painted` at first paint. */
async function openPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: BLOCKED });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  let onPaint: (time: number) => void = () => {};
  const painted = new Promise<number>((resolve) => (onPaint = resolve));
  await page.exposeBinding("__benchPainted", (_source, time: number) => onPaint(time));
  await page.addInitScript({ content: OBSERVE_PAGE });
  return { context, page, painted };
}

const readState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageState }).__bench);

interface MetricsRun {
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string | null;
  appStartMs: number | null;
  readyMs: number | null;
  jsKb: number;
  jsFiles: number;
}

/** One load left alone: paint, LCP, app start and the JavaScript it downloads. */
async function measureLoad(browser: Browser, origin: string, url: string): Promise<MetricsRun> {
  const { context, page } = await openPhone(browser);
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(origin)) {
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
    }
  });
  try {
    await page.goto(origin + url, { waitUntil: "load" });
    const startsApp = await page.locator('script[type="module"]').count();
    if (startsApp > 0) {
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: APP_START_TIMEOUT_MS, polling: 100 });
    }
    await page.waitForTimeout(SETTLE_MS);
    const state = await readState(page);
    const last = state.lcp.at(-1);
    const bytes = await Promise.all(scripts);
    return {
      fcpMs: state.fcp,
      lcpMs: last?.time ?? null,
      lcpElement: last?.element ?? null,
      appStartMs: state.hydratedAt,
      readyMs: startsApp > 0 ? state.hydratedAt : state.pageScriptAt,
      jsKb: bytes.reduce((sum, size) => sum + size, 0) / 1024,
      jsFiles: bytes.length,
    };
  } finally {
    await context.close();
  }
}

type TapOutcome =
  | { status: "works"; ms: number; appStarted: boolean }
  /** Did nothing (or was not visible) at first paint; `afterAppStartMs` is how long the same tap took once the app ran. */
  | { status: "dead" | "hidden"; afterAppStartMs: number | null }
  | { status: "missing" | "already-done" };

const appStarted = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")).catch(() => false);

/** Taps the control where a visitor would put a finger and polls for its effect: the ms it took, or why not. */
async function tapAndWatch(page: Page, control: Control, windowMs: number): Promise<number | "dead" | "hidden" | "missing" | "already-done"> {
  const target = await control
    .target(page)
    .first()
    .elementHandle({ timeout: 5000 })
    .catch(() => null);
  if (!target) return "missing";
  // The control (its label, for a native radio button), scrolled into view.
  const point = await target.evaluate((element) => {
    const shown = (element instanceof HTMLInputElement && element.labels?.[0]) || element;
    if (!shown.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    shown.scrollIntoView({ block: "center", behavior: "instant" });
    const box = shown.getBoundingClientRect();
    return box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  });
  if (!point) return "hidden";
  const before = await control.snapshot?.(page);
  if (await control.worked(page, before)) return "already-done";
  const tappedAt = performance.now();
  await page.touchscreen.tap(point.x, point.y);
  while (performance.now() - tappedAt < windowMs) {
    if (await control.worked(page, before)) return performance.now() - tappedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return "dead";
}

/**
 * One load, one tap on the control the moment the first-contentful-paint entry arrives, and its effect
 * looked for. A control that fails is tapped again once the app has started, which shows the effect is
 * detectable (and how the page behaves later).
 */
async function tapAtFirstPaint(browser: Browser, origin: string, url: string, control: Control): Promise<TapOutcome> {
  const { context, page, painted } = await openPhone(browser);
  try {
    void page.goto(origin + url, { waitUntil: "commit" }).catch(() => {});
    await Promise.race([painted, new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`${url} did not paint within 30 s`)), 30_000))]);
    const first = await tapAndWatch(page, control, TAP_WINDOW_MS);
    if (typeof first === "number") return { status: "works", ms: first, appStarted: await appStarted(page) };
    if (first !== "dead" && first !== "hidden") return { status: first };
    await page
      .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: APP_START_TIMEOUT_MS, polling: 100 })
      .catch(() => {});
    const later = await tapAndWatch(page, control, LATER_TAP_WINDOW_MS);
    return { status: first, afterAppStartMs: typeof later === "number" ? later : null };
  } finally {
    await context.close();
  }
}

const numbers = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
const mostCommon = (values: string[]) =>
  [...values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;

/** "works in 40 ms", "dead until the app starts", "hidden at first paint", with how many runs when they differ. */
function describeTaps(outcomes: TapOutcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  const parts = [...counts].map(([status, count]) => {
    const share = count === outcomes.length ? "" : ` (${count}/${outcomes.length})`;
    switch (status) {
      case "works": {
        const ms = median(outcomes.flatMap((outcome) => (outcome.status === "works" ? [outcome.ms] : [])));
        return `works in ${Math.round(ms ?? 0)} ms${share}`;
      }
      case "dead":
      case "hidden": {
        const later = outcomes.flatMap((outcome) => (outcome.status === status && outcome.afterAppStartMs !== null ? [outcome.afterAppStartMs] : []));
        const what = status === "dead" ? "dead" : "hidden";
        return later.length > 0 ? `${what} until the app starts${share}` : `${what}, and still not working once the app runs${share}`;
      }
      case "missing":
        return `not found${share}`;
      default:
        return `already done before the tap${share}`;
    }
  });
  return parts.join(", ");
}

/** One page's runs of one build: the medians, the LCP element, each control's taps and the taps across the start. */
function summarise(benchPage: (typeof pages)[number], loads: MetricsRun[], taps: Record<string, TapOutcome[]>, startTaps: StartTap[][]) {
  const tapRuns = startTaps.map(summariseTaps);
  return {
    page: benchPage.label,
    url: benchPage.url,
    median: {
      fcpMs: median(numbers(loads.map((load) => load.fcpMs))),
      lcpMs: median(numbers(loads.map((load) => load.lcpMs))),
      appStartMs: median(numbers(loads.map((load) => load.appStartMs))),
      readyMs: median(numbers(loads.map((load) => load.readyMs))),
      jsKb: median(loads.map((load) => load.jsKb)),
    },
    lcpElement: mostCommon(loads.flatMap((load) => (load.lcpElement ? [load.lcpElement] : []))),
    controls: Object.fromEntries(Object.entries(taps).map(([name, outcomes]) => [name, { summary: describeTaps(outcomes), runs: outcomes }])),
    acrossStart: benchPage.steady
      ? {
          control: benchPage.steady.name,
          worstMs: median(numbers(tapRuns.map((run) => run.worstMs))),
          medianMs: median(numbers(tapRuns.map((run) => run.medianMs))),
          taps: startTaps.flat().length,
          beforeStart: tapRuns.reduce((sum, run) => sum + run.beforeStart, 0),
          missed: tapRuns.reduce((sum, run) => sum + run.missed, 0),
          lost: tapRuns.reduce((sum, run) => sum + run.lost, 0),
          runs: tapRuns,
          each: startTaps,
        }
      : null,
    loads,
  };
}

// On a port already taken, the server stops and says so (BENCH_PORT sets another; COMPARE uses the next one too).
const servers = await serveBuilds(builds);

const seconds = (ms: number | null) => (ms === null ? "–" : (ms / 1000).toFixed(2));

let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const results = builds.map(() => [] as ReturnType<typeof summarise>[]);
  const paired: { page: string; appStartMs: number | null; readyMs: number | null; worstTapMs: number | null }[] = [];
  for (const benchPage of pages) {
    const runs = await inTurn(RUNS, builds, async (build) => {
      const load = await measureLoad(browser!, build.origin, benchPage.url);
      const taps: [string, TapOutcome][] = [];
      for (const control of benchPage.controls) taps.push([control.name, await tapAtFirstPaint(browser!, build.origin, benchPage.url, control)]);
      const startTaps: StartTap[] = [];
      if (benchPage.steady && load.fcpMs !== null && load.appStartMs !== null) {
        for (const moment of tapMoments(load.fcpMs, load.appStartMs)) {
          startTaps.push(await tapDuringStart(browser!, openPhone, build.origin + benchPage.url, benchPage.steady, moment));
        }
      }
      return { load, taps, startTaps };
    });
    const loads = runs.map((ofBuild) => ofBuild.map((run) => run.load));
    const taps = runs.map((ofBuild) =>
      Object.fromEntries(benchPage.controls.map((control) => [control.name, ofBuild.map((run) => run.taps.find(([name]) => name === control.name)![1])])),
    );
    const startTaps = runs.map((ofBuild) => ofBuild.map((run) => run.startTaps));
    for (const [b, build] of builds.entries()) {
      const result = summarise(benchPage, loads[b], taps[b], startTaps[b]);
      results[b].push(result);
      const m = result.median;
      console.error(
        `${builds.length > 1 ? `[${build.name}] ` : ""}${result.page}: FCP ${Math.round(m.fcpMs ?? NaN)} ms, LCP ${Math.round(m.lcpMs ?? NaN)} ms, app ${m.appStartMs === null ? "–" : `${Math.round(m.appStartMs)} ms`}, ready ${Math.round(m.readyMs ?? NaN)} ms, JS ${m.jsKb?.toFixed(1)} KB`,
      );
    }
    if (builds.length === 2) {
      const difference = (key: "appStartMs" | "readyMs") =>
        median(
          pairedDifferences(
            loads[0].map((load) => load[key]),
            loads[1].map((load) => load[key]),
          ),
        );
      const worstTaps = startTaps.map((ofBuild) => ofBuild.map((run) => summariseTaps(run).worstMs));
      paired.push({
        page: benchPage.label,
        appStartMs: difference("appStartMs"),
        readyMs: difference("readyMs"),
        worstTapMs: benchPage.steady ? median(pairedDifferences(worstTaps[0], worstTaps[1])) : null,
      });
    }
  }

  console.log(
    `\nFirst load on a slow phone (${PHONE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, ${PHONE.cpuSlowdown}× CPU, ${PHONE.viewport.width} px), medians of ${RUNS} runs:`,
  );
  for (const [b, build] of builds.entries()) {
    console.log(builds.length > 1 ? `\n${build.name}\n` : "");
    console.log("| page | first paint (s) | LCP (s) | app starts (s) | behaviour ready (s) | JS files (KB gzip) | tapped at first paint | LCP element |");
    console.log("|---|---:|---:|---:|---:|---:|---|---|");
    for (const result of results[b]) {
      const m = result.median;
      const controls = Object.entries(result.controls)
        .map(([name, { summary }]) => `${name}: ${summary}`)
        .join("; ");
      console.log(
        `| ${result.page} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${seconds(m.appStartMs)} | ${seconds(m.readyMs)} | ${m.jsKb?.toFixed(1)} | ${controls} | ${result.lcpElement ?? "–"} |`,
      );
    }
  }
  const tapped = results[0].filter((result) => result.acrossStart);
  if (tapped.length > 0) {
    console.log(
      `\nTap delay across the start (Event Timing, input to next paint, ms): ${TAP_MOMENTS} taps a run from the first paint to 1 s after the app's start; medians over ${RUNS} runs of each run's worst and median\n`,
    );
    console.log("| page | build | control | worst tap | median tap | taps before the start | taps that missed the control | choices lost |");
    console.log("|---|---|---|---:|---:|---:|---:|---:|");
    for (const [b, build] of builds.entries()) {
      for (const result of results[b]) {
        const across = result.acrossStart;
        if (!across) continue;
        const ms = (value: number | null) => (value === null ? "–" : String(Math.round(value)));
        console.log(
          `| ${result.page} | ${build.name} | ${across.control} | ${ms(across.worstMs)} | ${ms(across.medianMs)} | ${across.beforeStart}/${across.taps} | ${across.missed} | ${across.lost} |`,
        );
      }
    }
  }
  if (builds.length === 2) {
    console.log("\nThis build minus COMPARE, run for run, median (s, the worst tap in ms; negative: this build is sooner)\n");
    console.log("| page | app starts | behaviour ready | worst tap across the start |");
    console.log("|---|---:|---:|---:|");
    for (const row of paired)
      console.log(`| ${row.page} | ${seconds(row.appStartMs)} | ${seconds(row.readyMs)} | ${row.worstTapMs === null ? "–" : Math.round(row.worstTapMs)} |`);
  }
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench-results/interactive.json"),
    JSON.stringify(
      {
        runs: RUNS,
        phone: PHONE,
        tapWindowMs: TAP_WINDOW_MS,
        results: results[0],
        ...(COMPARE ? { compare: { folder: COMPARE, results: results[1], paired } } : {}),
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
}
