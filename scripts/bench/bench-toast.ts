/**
 * `npm run bench:toast`: how long a visitor waits for the first toast on /book. A phone (390 px, touch)
 * on slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) with the CPU slowed 4×, in Debian Chromium against
 * the built site served as `npm start` serves it. Each run opens /book in a fresh context (empty cache),
 * taps Continue without agreeing to the terms and times from the tap (the touch's event time) to the
 * first frame after the toast is in the page. Two moments of tapping:
 *   - "settled": the app has started and the page has finished loading (a visitor reading the form);
 *   - "at start": the moment the app has started (the fastest a visitor can tap with the app running).
 * A benchmark, not a test: it prints the median (min–max) of RUNS runs (15: on this 2-core machine fewer runs
 * gave medians 20–30 ms apart from one command to the next) and writes bench-results/toast.json.
 * Run after `npm run build`.   RUNS=9 npm run bench:toast
 *
 * A change is judged against another build in the same command: COMPARE=<a build/client folder> (a copy of
 * the build before the change, say) serves that build too and runs the two in turn, run for run, so both see
 * the same machine; it prints each build's figures and the median of the paired differences. The machine's
 * speed drifts through a session, so only such paired figures compare.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { readContent } from "../../src/content/node/read-content.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from "../tools/browsers.ts";
import { benchBuilds, inTurn, pairedDifferences, serveBuilds } from "./paired-builds.ts";
import { networkQuiet, watchNetwork } from "../tools/network-quiet.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNS = Number(process.env.RUNS ?? 15);
const COMPARE = process.env.COMPARE;
const builds = benchBuilds(COMPARE);
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const VIEWPORT = PHONE.viewport;

const booking = readContent(root).booking;
const moments = ["settled", "at start"] as const;
type Moment = (typeof moments)[number];

/** One run: the time from the tap on Continue to the first frame showing the toast, in ms. */
async function tapToToast(browser: Browser, origin: string, moment: Moment): Promise<{ ms: number; codeStillComing: boolean }> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    watchNetwork(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The watch is in place before the page's own scripts: the tap's time, then the frame after the toast.
    await page.addInitScript((title: string) => {
      const bench = { tapAt: 0, shownAt: 0 };
      (window as unknown as { __toastBench: typeof bench }).__toastBench = bench;
      addEventListener("pointerdown", (event) => void (bench.tapAt ||= event.timeStamp), { capture: true });
      new MutationObserver((_, observer) => {
        const shown = [...document.querySelectorAll("[role=region] li")].some((item) => item.textContent?.includes(title));
        if (!shown || !bench.tapAt) return;
        observer.disconnect();
        // The frame that paints it: after the next animation frame's rendering, the first task.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (bench.shownAt = performance.now());
          channel.port2.postMessage(null);
        });
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, booking.toasts.termsNotAgreed.title);

    await page.goto(`${origin}/book`, { waitUntil: "commit" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    if (moment === "settled") await networkQuiet(page, { timeout: 60_000 });
    const continueButton = page.getByRole("button", { name: booking.continueLabel, exact: true });
    // aria-disabled until the terms are agreed (Playwright would wait for it to be enabled).
    await continueButton.tap({ force: true });
    const handle = await page.waitForFunction(
      () => {
        const bench = (window as unknown as { __toastBench: { tapAt: number; shownAt: number } }).__toastBench;
        return bench.shownAt ? bench.shownAt - bench.tapAt : 0;
      },
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    const ms = (await handle.jsonValue()) as number;
    // Whether the toast's code (its own chunk, fetched apart) was still on its way when the visitor tapped.
    const codeStillComing = await page.evaluate(
      (tapAt) =>
        performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.includes("/ToastView-") && (entry as PerformanceResourceTiming).responseEnd > tapAt),
      await page.evaluate(() => (window as unknown as { __toastBench: { tapAt: number } }).__toastBench.tapAt),
    );
    return { ms, codeStillComing };
  } finally {
    await context.close();
  }
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median: Math.round(median), min: Math.round(sorted[0]), max: Math.round(sorted[sorted.length - 1]), runs: values.map(Math.round) };
};

// On a port already taken, the server stops and says so (BENCH_PORT sets another; COMPARE uses the next one too).
const servers = await serveBuilds(builds);

type Result = ReturnType<typeof summary> & { codeStillComing: number };

try {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const build of builds) await tapToToast(browser, build.origin, "settled"); // warm-up, not recorded: the browser's own first-start costs
    const results = builds.map(() => ({}) as Record<Moment, Result>);
    const differences = {} as Record<Moment, ReturnType<typeof summary>>;
    for (const moment of moments) {
      const runs = await inTurn(RUNS, builds, (build) => tapToToast(browser, build.origin, moment));
      const times = runs.map((ofBuild) => ofBuild.map((run) => run.ms));
      builds.forEach((_, b) => (results[b][moment] = { ...summary(times[b]), codeStillComing: runs[b].filter((run) => run.codeStillComing).length }));
      if (builds.length === 2) differences[moment] = summary(pairedDifferences(times[0], times[1]));
    }
    console.log(`\nTap on Continue → first toast on /book, ${RUNS} runs each, ms: median (min–max)`);
    console.log(`Chromium ${browser.version()}, ${VIEWPORT.width} px, 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}× slower\n`);
    for (const [b, build] of builds.entries()) {
      if (builds.length > 1) console.log(build.name);
      for (const moment of moments) {
        const { median, min, max, codeStillComing } = results[b][moment];
        console.log(
          `${`tapped ${moment}`.padEnd(20)}${String(median).padStart(6)} (${min}–${max})   toast code still coming at the tap: ${codeStillComing} of ${RUNS}`,
        );
      }
    }
    if (builds.length === 2) {
      console.log("\nThis build minus COMPARE, run for run (negative: this build is faster)");
      for (const moment of moments) {
        const { median, min, max } = differences[moment];
        console.log(`${`tapped ${moment}`.padEnd(20)}${String(median).padStart(6)} (${min}–${max})`);
      }
    }
    const out = path.join(root, "bench-results/toast.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          chromium: browser.version(),
          network: NETWORK,
          cpuSlowdown: CPU_SLOWDOWN,
          viewport: VIEWPORT,
          unit: "ms",
          results: results[0],
          ...(COMPARE ? { compare: { folder: COMPARE, results: results[1], differences } } : {}),
        },
        null,
        2,
      ),
    );
    console.log(`\nWritten to ${path.relative(root, out)}`);
  } finally {
    await browser.close();
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
