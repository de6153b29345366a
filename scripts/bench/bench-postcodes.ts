/**
 * How long the first postcode check waits for the serviced list, at 100,000 entries: fetch, PapaParse,
 * normalising and indexing into a Set, then one classification, timed inside Debian Chromium with the real
 * modules bundled for the browser. N runs without and with 4× CPU throttling (a mid-range phone, roughly).
 * A benchmark, not a test: it prints a table and writes bench-results/postcodes.json.
 *
 *   npm run bench:postcodes            (RUNS=15 npm run bench:postcodes for more runs)
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { build } from "vite";
import { normalisePostcode } from "../../src/lib/normalise-postcode.ts";
import { anyShapePostcode } from "./postcode-generators.ts";
import { seededRandom } from "../tools/seeded-random.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tools/browsers.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ENTRIES = 100_000;
const RUNS = Number(process.env.RUNS ?? 7);
const THROTTLE_RATE = 4;
const CSV_PATH = "/serviced_postcodes.csv";
const PROBE = "ig1 3ty";
/** Valid but not on the list: the lookup has to read every entry, the slowest answer. */
const ABSENT = "SW1A 1AA";
const METRICS = ["firstCheckMs", "fetchMs", "parseMs", "indexMs", "stepsTotalMs", "classifyMs"] as const;
type Metric = (typeof METRICS)[number];
type Run = Record<Metric, number> & { probe: string; absent: string; crossOriginIsolated: boolean };

/** 100,000 valid-shaped postcodes under a header, written the ways people type them, with the probe in the middle. */
function benchCsv(): string {
  const random = seededRandom(100_000);
  const lines = Array.from({ length: ENTRIES }, () => anyShapePostcode(random));
  lines[ENTRIES / 2] = "IG1 3TY";
  const invalid = lines.filter((line) => normalisePostcode(line) === null);
  if (invalid.length > 0) throw new Error(`The generator made ${invalid.length} invalid postcodes, e.g. "${invalid[0]}".`);
  return `postcode\n${lines.join("\n")}\n`;
}

/** The real modules as one IIFE exposing `PostcodeBench`, built with Vite's library mode. */
async function browserBundle(): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry: path.join(root, "scripts/bench/bench-postcodes-entry.ts"), formats: ["iife"], name: "PostcodeBench", fileName: "bench" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const chunk = output.output.find((item) => item.type === "chunk");
    if (chunk && chunk.type === "chunk") return chunk.code;
  }
  throw new Error("Vite produced no bundle.");
}

/** A blank page and the CSV on 127.0.0.1. Cross-origin isolation gives performance.now() its finest resolution. */
function serve(csv: string): Promise<{ server: http.Server; origin: string }> {
  const isolation = { "Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp", "Cache-Control": "no-store" };
  const server = http.createServer((request, response) => {
    if (request.url === CSV_PATH) {
      response.writeHead(200, { ...isolation, "Content-Type": "text/csv; charset=utf-8", "Content-Length": Buffer.byteLength(csv) });
      response.end(csv);
    } else if (request.url === "/") {
      response.writeHead(200, { ...isolation, "Content-Type": "text/html; charset=utf-8" });
      response.end('<!doctype html><html lang="en"><title>Postcode benchmark</title></html>');
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}

interface BenchGlobal {
  PostcodeBench: typeof import("./bench-postcodes-entry.ts");
}

/** One run in a fresh browser context (empty cache, cold JIT for the first check). */
async function runOnce(browser: Browser, origin: string, bundle: string, throttle: boolean): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle ? THROTTLE_RATE : 1 });
    await page.goto(`${origin}/`);
    await page.addScriptTag({ content: bundle });
    return await page.evaluate(
      async ({ csvPath, probe, absent }) => {
        const bench = (window as unknown as BenchGlobal).PostcodeBench;
        // What the visitor waits for on the first check: fetch, parse, then the lookup (worst case: absent).
        let start = performance.now();
        const list = await bench.loadServicedPostcodes(csvPath);
        const absentResult = bench.classifyPostcode(absent, list);
        const firstCheckMs = performance.now() - start;
        const result = bench.classifyPostcode(probe, list);
        start = performance.now();
        bench.classifyPostcode(absent, list);
        const classifyMs = performance.now() - start;
        // The same steps one at a time (the JIT is warm by now).
        start = performance.now();
        const response = await fetch(csvPath, { cache: "no-store" });
        const text = await response.text();
        const fetchMs = performance.now() - start;
        start = performance.now();
        const rows = bench.csvRows(text);
        const parseMs = performance.now() - start;
        start = performance.now();
        const found = new bench.ServicedPostcodes(rows).has(bench.normalisePostcode(absent) ?? "");
        const indexMs = performance.now() - start;
        if (found) throw new Error("The two ways of looking up disagree.");
        return {
          firstCheckMs,
          fetchMs,
          parseMs,
          indexMs,
          stepsTotalMs: fetchMs + parseMs + indexMs,
          classifyMs,
          probe: result,
          absent: absentResult,
          crossOriginIsolated: window.crossOriginIsolated,
        };
      },
      { csvPath: CSV_PATH, probe: PROBE, absent: ABSENT },
    );
  } finally {
    await context.close();
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { median: round(median), min: round(sorted[0]), max: round(sorted[sorted.length - 1]) };
}

const LABELS: Record<Metric, string> = {
  firstCheckMs: "first check, cold: loadServicedPostcodes()",
  fetchMs: "  step: fetch + text()",
  parseMs: "  step: PapaParse (csvRows)",
  indexMs: "  step: look up an absent postcode (scan)",
  stepsTotalMs: "  steps total (warm JIT)",
  classifyMs: "a later check, absent postcode (classifyPostcode)",
};

async function main() {
  const csv = benchCsv();
  const bundle = await browserBundle();
  const { server, origin } = await serve(csv);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await runOnce(browser, origin, bundle, false); // warm-up, not recorded: the browser's own first-start costs
    const modes = { unthrottled: [] as Run[], [`throttled${THROTTLE_RATE}x`]: [] as Run[] };
    for (const [mode, runs] of Object.entries(modes)) {
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(browser, origin, bundle, mode !== "unthrottled"));
    }
    const first = modes.unthrottled[0];
    if (first.probe !== "covered") throw new Error(`Expected "${PROBE}" to be covered, got ${first.probe}.`);
    if (first.absent !== "surcharge") throw new Error(`Expected "${ABSENT}" to be a surcharge, got ${first.absent}.`);

    const results = Object.fromEntries(
      Object.entries(modes).map(([mode, runs]) => [mode, Object.fromEntries(METRICS.map((metric) => [metric, summary(runs.map((run) => run[metric]))]))]),
    );
    const table = METRICS.map((metric) => {
      const cells = Object.keys(modes).map((mode) => {
        const { median, min, max } = results[mode][metric];
        return `${median.toFixed(2).padStart(9)} (${min.toFixed(2)}–${max.toFixed(2)})`.padEnd(30);
      });
      return `${LABELS[metric].padEnd(54)}${cells.join("")}`;
    });
    console.log(`\n${ENTRIES.toLocaleString("en-GB")} entries, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB, ${RUNS} runs each; ms, median (min–max)`);
    console.log(`Chromium ${browser.version()}; cross-origin isolated (5 µs timer): ${first.crossOriginIsolated}\n`);
    console.log(
      `${"".padEnd(54)}${Object.keys(modes)
        .map((mode) => mode.padEnd(30))
        .join("")}`,
    );
    for (const line of table) console.log(line);

    const out = path.join(root, "bench-results/postcodes.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      entries: ENTRIES,
      csvBytes: Buffer.byteLength(csv),
      runsPerMode: RUNS,
      cpuThrottlingRate: THROTTLE_RATE,
      crossOriginIsolated: first.crossOriginIsolated,
      unit: "ms",
      summary: results,
      runs: modes,
    };
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, out)}.`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
