/**
 * `npm run bench:size`: the JavaScript each page gets over the network when it loads, as a visitor's browser
 * gets it: every page of the route table (the calendar in its three states) and the 404 page, each opened
 * fresh in Chromium at a phone's width (390 px) from the production build served as a host serves it
 * (serve.ts, gzip). It counts every script the page downloads from the site without a tap (Resource Timing's
 * encoded body size: the bytes as sent), until the network is quiet; apart, what had arrived when the app
 * marked itself started (`html[data-hydrated]`), and the inline scripts that run, which come inside the HTML
 * (gzip level 9, as the server sends them; the ones the security headers hash: not data blocks such as JSON-LD
 * or the calendar's early-answer data, which the HTML column counts).
 *
 * Checks issue 24's budgets from the route table: a page without the app runs at most 3 KB of script (inline
 * included); a page with it downloads at most 119.7 KB (the framework's 107.7 KB as the issue measured it,
 * plus 12 KB of the app's own code), not counting a piece the page fetches early on purpose (PIECES'
 * `early`: the toast's code on /book, so a first tap never waits for it). The figure printed is everything.
 * And the heavy, page-specific pieces (the CSV parser, the toast, the scheduling adapter, the hand-off) load
 * only on their own pages.
 * Writes bench-results/size.json. Run after `npm run build`; BENCH_PORT sets the port (4398).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { readContent } from "../../src/content/node/read-content.ts";
import { PAGES, startsAppAt } from "../../src/lib/site-paths.ts";
import { inlineScripts } from "../build/content-security-policy.ts";
import { benchPages } from "./bench-pages.ts";
import { serveBuild, waitForServer } from "./bench-server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, PORTS } from "../tools/browsers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = path.join(root, "build/client");
const ORIGIN = `http://127.0.0.1:${PORTS.bench}`;
/** Issue 24: the most script a page without the app may run (gzip). */
const NO_APP_BUDGET_KB = 3;
/** Issue 24: the most a page with the app may download: the framework (react-dom 63.6, react-router 39.6, react 3.0, scheduler 1.5 KB) plus 12 KB. */
const APP_BUDGET_KB = 107.7 + 12;
/** A path no page has: the host answers it with 404.html. */
const NOT_FOUND_URL = "/no-such-page-404";

/**
 * Pieces that only some pages need, found by a string their code always contains. `allowedOn`: the pages that
 * use it on load. `early`: pages that fetch it on load though it is used only later, and why (outside the budget,
 * inside the figure).
 */
const PIECES: { name: string; marker: string; allowedOn: string[]; early?: { on: string[]; why: string } }[] = [
  { name: "CSV parser (PapaParse)", marker: "__parsed_extra", allowedOn: [] },
  {
    name: "Toast (Radix)",
    marker: "ToastViewport",
    allowedOn: [],
    early: {
      on: [PAGES.book.path],
      why: "fetched as /book opens, so a Continue tapped as the app starts never waits for it (bench:toast; issue 24)",
    },
  },
  { name: "Scheduling adapter", marker: "tidycal-embed", allowedOn: [PAGES.calendar.path] },
  // Part of the calendar (when it can't book) and of the contact page; /book fetches it when it shows it.
  { name: "Hand-off", marker: "handoff__links", allowedOn: [PAGES.calendar.path, PAGES.contact.path] },
];

const KB = 1024;
const gzipKb = (text: string) => zlib.gzipSync(text, { level: 9 }).length / KB;

/** Records, in the page, when the app marks itself started. */
const OBSERVE_START = `(() => {
  window.__appStartedAt = null;
  new MutationObserver((records, observer) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    window.__appStartedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})();`;

interface Download {
  url: string;
  bytes: number;
  end: number;
}

const pages = [
  ...benchPages(readContent(root)).map((page) => ({ label: page.label, route: page.route, url: page.url })),
  { label: "(404.html)", route: "/404", url: NOT_FOUND_URL },
];

const server = serveBuild(PORTS.bench);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await waitForServer(`${ORIGIN}/`);
  const rows = [];
  for (const page of pages) {
    const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    await tab.addInitScript({ content: OBSERVE_START });
    const response = await tab.goto(ORIGIN + page.url, { waitUntil: "load" });
    const html = (await response?.text()) ?? "";
    const app = startsAppAt(page.route);
    if (app) await tab.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await tab.waitForLoadState("networkidle");
    const { startedAt, downloads } = await tab.evaluate((origin) => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        startedAt: (window as unknown as { __appStartedAt: number | null }).__appStartedAt,
        downloads: entries
          .filter((entry) => entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize, end: entry.responseEnd })),
      };
    }, ORIGIN);
    await context.close();

    const sum = (list: Download[]) => list.reduce((total, download) => total + download.bytes, 0) / KB;
    const code = downloads.map((download) => ({ ...download, text: fs.readFileSync(path.join(client, download.url), "utf8") }));
    const found = PIECES.filter((piece) => code.some((download) => download.text.includes(piece.marker)));
    const early = found.filter((piece) => piece.early?.on.includes(page.route));
    const earlyKb = sum(code.filter((download) => early.some((piece) => download.text.includes(piece.marker))));
    const inline = inlineScripts(html);
    rows.push({
      page: page.label,
      route: page.route,
      app,
      files: downloads.length,
      downloadedKb: sum(downloads),
      beforeStartKb: startedAt === null ? null : sum(downloads.filter((download) => download.end <= startedAt)),
      earlyKb,
      inlineKb: inline.reduce((total, text) => total + gzipKb(text), 0),
      htmlKb: gzipKb(html),
      pieces: found.map((piece) => piece.name),
      early: early.map((piece) => piece.name),
      downloads: downloads.map((download) => ({ url: download.url, kb: download.bytes / KB })),
    });
  }

  const problems: string[] = [];
  for (const row of rows) {
    if (!row.app && row.downloadedKb + row.inlineKb > NO_APP_BUDGET_KB)
      problems.push(`${row.page} runs ${(row.downloadedKb + row.inlineKb).toFixed(1)} KB of script without the app, over ${NO_APP_BUDGET_KB} KB`);
    if (row.app && row.downloadedKb - row.earlyKb > APP_BUDGET_KB)
      problems.push(`${row.page} downloads ${(row.downloadedKb - row.earlyKb).toFixed(1)} KB of the app, over ${APP_BUDGET_KB.toFixed(1)} KB`);
    for (const name of row.pieces) {
      const piece = PIECES.find((candidate) => candidate.name === name)!;
      if (!piece.allowedOn.includes(row.route) && !row.early.includes(name)) problems.push(`${row.page} loads the ${name} up front but doesn't use it there`);
    }
  }

  console.log("JavaScript each page downloads on load, as sent (KB; Chromium at 390 px, the build served with gzip):\n");
  console.log(
    "| page | app | files | downloaded on load | of it, by the app's start | fetched early on purpose | inline (in the HTML, gzip) | HTML gzip | page-specific pieces |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.app ? "yes" : "no"} | ${row.files} | ${row.downloadedKb.toFixed(1)} | ${row.beforeStartKb?.toFixed(1) ?? "–"} | ${row.earlyKb ? `${row.earlyKb.toFixed(1)} (${row.early.join(", ")})` : "–"} | ${row.inlineKb.toFixed(1)} | ${row.htmlKb.toFixed(1)} | ${row.pieces.join(", ") || "–"} |`,
    );
  }
  for (const piece of PIECES.filter((candidate) => candidate.early)) console.log(`\nFetched early on purpose: the ${piece.name}, ${piece.early!.why}.`);
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench-results/size.json"),
    JSON.stringify({ noAppBudgetKb: NO_APP_BUDGET_KB, appBudgetKb: APP_BUDGET_KB, rows, problems }, null, 2),
  );
  console.log(
    problems.length
      ? `\nOver budget:\n- ${problems.join("\n- ")}`
      : `\nWithin budget: pages without the app ≤ ${NO_APP_BUDGET_KB} KB of script; pages with it download ≤ ${APP_BUDGET_KB.toFixed(1)} KB (besides what they fetch early on purpose); page-specific pieces load only where used.`,
  );
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await browser.close();
  server.kill();
}
