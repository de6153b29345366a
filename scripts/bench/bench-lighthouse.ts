/**
 * `npm run bench:lighthouse`: Lighthouse 12 with its mobile defaults (simulated slow 4G, 4× CPU
 * slowdown) against the built site served as `npm start` serves it, every route (the booking calendar in
 * its three states, scripts/bench/bench-pages.ts; ROUTES=/booking-calendar for some routes only), RUNS runs each;
 * prints the median of each figure per route and writes bench-results/lighthouse.json.
 * Run after `npm run build`. Uses Debian's Chromium (CHROMIUM_PATH to override).
 *
 * Lighthouse is run with `npx lighthouse@LIGHTHOUSE_VERSION`, not installed with the project: its
 * dependency tree asks for a package at the dist-tag "latest", which npm's lock can't pin, so `npm ci`
 * refused the lock while Lighthouse was a devDependency. npx fetches it into npm's cache on first use.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readContent } from "../../src/content/node/read-content.ts";
import { benchPages } from "./bench-pages.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORTS } from "../tools/browsers.ts";
import { startServer } from "../tools/start-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** 10: on this 2-core machine LCP's median of 3 or 5 runs moved 0.1–0.2 s from one command to the next; of 10 it held. */
const RUNS = Number(process.env.RUNS ?? 10);
const PORT = PORTS.bench;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE_VERSION = "12.8.2";
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS].join(" ");

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const server = await startServer({ port: PORT });

interface LighthouseResult {
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * One Lighthouse run of the CLI (mobile defaults) on a fresh Chromium, its report read from stdout.
 * Lighthouse sometimes loses its own trace on a busy machine (NO_NAVSTART, NO_FCP): such a run
 * measured nothing, so it is run again, at most twice, and said so.
 */
function runLighthouse(url: string, attempt = 1): LighthouseResult {
  const result = spawnSync(
    "npx",
    [
      "--yes",
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--chrome-flags=${CHROME_FLAGS}`,
      // Third-party hosts are unreachable here: block them so a run never waits on the network.
      "--blocked-url-patterns=*asset-tidycal.b-cdn.net*",
      "--blocked-url-patterns=*tidycal.com*",
      "--blocked-url-patterns=*google.com*",
    ],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  if (result.status !== 0) {
    if (attempt < 3 && /NO_NAVSTART|NO_FCP|NO_LCP/.test(result.stderr)) {
      console.error(`${url}: Lighthouse lost its trace (${/NO_\w+/.exec(result.stderr)?.[0]}); running again`);
      return runLighthouse(url, attempt + 1);
    }
    throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  }
  return JSON.parse(result.stdout) as LighthouseResult;
}

try {
  const results = [];
  for (const page of benchPages(readContent(root))) {
    const route = page.label;
    const url = ORIGIN + page.url;
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = runLighthouse(url);
      runs.push({
        performance: (lhr.categories.performance.score ?? 0) * 100,
        accessibility: (lhr.categories.accessibility.score ?? 0) * 100,
        bestPractices: (lhr.categories["best-practices"].score ?? 0) * 100,
        seo: (lhr.categories.seo.score ?? 0) * 100,
        fcpMs: lhr.audits["first-contentful-paint"].numericValue ?? NaN,
        lcpMs: lhr.audits["largest-contentful-paint"].numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"].numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"].numericValue ?? NaN,
      });
    }
    const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
    results.push({
      route,
      median: {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
      },
      runs,
    });
    const m = results[results.length - 1].median;
    console.error(`${route}: perf ${m.performance} LCP ${Math.round(m.lcpMs)} ms`);
  }

  console.log(`\nLighthouse ${RUNS}-run medians, mobile (simulated slow 4G, 4× CPU):\n`);
  console.log("| route | perf | a11y | best pr. | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const { route, median: m } of results) {
    console.log(
      `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.fcpMs / 1000).toFixed(2)} | ${(m.lcpMs / 1000).toFixed(2)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} |`,
    );
  }
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench-results/lighthouse.json"), JSON.stringify({ runs: RUNS, results }, null, 2));
} finally {
  await server.stop();
}
