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
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { readContent } from "../../src/content/node/read-content.ts";
import { clientDir } from "../build/site-folders.ts";
import { benchPages } from "./bench-pages.ts";
import { serveBuild, waitForServer } from "./bench-server.ts";
import { APP_BUDGET_KB, NOT_FOUND_PAGE, NO_APP_BUDGET_KB, OBSERVE_START, PIECES, measureScripts, overBudget, type ScriptRow } from "./script-budgets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, PORTS } from "../tools/browsers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = clientDir(root);
const ORIGIN = `http://127.0.0.1:${PORTS.bench}`;

const pages = [...benchPages(readContent(root)).map((page) => ({ label: page.label, route: page.route, url: page.url })), NOT_FOUND_PAGE];

const server = serveBuild(PORTS.bench);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await waitForServer(`${ORIGIN}/`);
  const rows: ScriptRow[] = [];
  for (const page of pages) {
    const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    await tab.addInitScript({ content: OBSERVE_START });
    const response = await tab.goto(ORIGIN + page.url, { waitUntil: "load" });
    rows.push(await measureScripts(tab, page, (await response?.text()) ?? "", ORIGIN, client));
    await context.close();
  }

  const problems = rows.flatMap(overBudget);

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
