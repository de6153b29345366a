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
 * Checks the budgets (scripts/bench/script-budgets.ts), each page by whether its HTML starts an island: a page without the app runs at most 3 KB of script (inline
 * included); a page with it downloads at most 75.6 KB (React's 66.2 KB in the islands' shared file,
 * plus 9.4 KB of the app's own code: code alone, issue 56), not counting a piece the page fetches early on purpose (PIECES'
 * `early`: the toast's code on /book, so a first tap never waits for it). The figure printed is everything.
 * And the heavy, page-specific pieces (the CSV parser, the toast, the scheduling adapter, the hand-off) load
 * only on their own pages.
 * Writes bench-results/size.json. Run after `npm run build`; BENCH_PORT sets the port (4398).
 * COMPARE=<a build/client folder> measures that build too (served on the next port), with a table of its own and the
 * difference per page, so two designs are compared in one command (bytes don't drift with the machine as times do).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { readContent } from "../../src/content/node/read-content.ts";
import { clientDir } from "../build/site-folders.ts";
import { benchPages } from "./bench-pages.ts";
import { watchNetwork } from "../tools/network-quiet.ts";
import { APP_BUDGET_KB, NOT_FOUND_PAGE, NO_APP_BUDGET_KB, OBSERVE_START, PIECES, measureScripts, overBudget, type ScriptRow } from "./script-budgets.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, PORTS } from "../tools/browsers.ts";
import { startServer } from "../tools/start-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const COMPARE = process.env.COMPARE;
/** This build, and (COMPARE) the other one on the next port. */
const builds = [
  { name: "this build", origin: `http://127.0.0.1:${PORTS.bench}`, client: clientDir(root), folder: undefined as string | undefined },
  ...(COMPARE ? [{ name: `COMPARE (${COMPARE})`, origin: `http://127.0.0.1:${PORTS.bench + 1}`, client: path.resolve(COMPARE), folder: COMPARE }] : []),
];

const pages = [...benchPages(readContent(root)).map((page) => ({ label: page.label, route: page.route, url: page.url })), NOT_FOUND_PAGE];

const servers = await Promise.all(builds.map((build) => startServer({ port: Number(new URL(build.origin).port), client: build.folder })));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const measured = builds.map(() => [] as ScriptRow[]);
  for (const page of pages) {
    for (const [b, build] of builds.entries()) {
      const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
      const tab = await context.newPage();
      await tab.addInitScript({ content: OBSERVE_START });
      watchNetwork(tab);
      const response = await tab.goto(build.origin + page.url, { waitUntil: "load" });
      measured[b].push(await measureScripts(tab, page, (await response?.text()) ?? "", build.origin, build.client));
      await context.close();
    }
  }

  const problems = measured[0].flatMap(overBudget);

  console.log("JavaScript each page downloads on load, as sent (KB; Chromium at 390 px, the build served with gzip):");
  for (const [b, build] of builds.entries()) {
    console.log(builds.length > 1 ? `\n${build.name}\n` : "");
    console.log(
      "| page | app | files | downloaded on load | of it, by the app's start | fetched early on purpose | inline (in the HTML, gzip) | HTML gzip | page-specific pieces |",
    );
    console.log("|---|---|---:|---:|---:|---:|---:|---:|---|");
    for (const row of measured[b]) {
      console.log(
        `| ${row.page} | ${row.app ? "yes" : "no"} | ${row.files} | ${row.downloadedKb.toFixed(1)} | ${row.beforeStartKb?.toFixed(1) ?? "–"} | ${row.earlyKb ? `${row.earlyKb.toFixed(1)} (${row.early.join(", ")})` : "–"} | ${row.inlineKb.toFixed(1)} | ${row.htmlKb.toFixed(1)} | ${row.pieces.join(", ") || "–"} |`,
      );
    }
  }
  if (builds.length === 2) {
    console.log("\nThis build minus COMPARE (KB as sent; negative: this build sends less)\n");
    console.log("| page | downloaded on load | by the app's start | inline | HTML gzip |");
    console.log("|---|---:|---:|---:|---:|");
    const signed = (kb: number | null) => (kb === null ? "–" : `${kb > 0 ? "+" : ""}${kb.toFixed(1)}`);
    measured[0].forEach((row, i) => {
      const other = measured[1][i];
      const before = row.beforeStartKb !== null && other.beforeStartKb !== null ? row.beforeStartKb - other.beforeStartKb : null;
      console.log(
        `| ${row.page} | ${signed(row.downloadedKb - other.downloadedKb)} | ${signed(before)} | ${signed(row.inlineKb - other.inlineKb)} | ${signed(row.htmlKb - other.htmlKb)} |`,
      );
    });
  }
  const rows = measured[0];
  for (const piece of PIECES.filter((candidate) => candidate.early)) console.log(`\nFetched early on purpose: the ${piece.name}, ${piece.early!.why}.`);
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench-results/size.json"),
    JSON.stringify(
      { noAppBudgetKb: NO_APP_BUDGET_KB, appBudgetKb: APP_BUDGET_KB, rows, problems, ...(COMPARE ? { compare: { folder: COMPARE, rows: measured[1] } } : {}) },
      null,
      2,
    ),
  );
  console.log(
    problems.length
      ? `\nOver budget:\n- ${problems.join("\n- ")}`
      : `\nWithin budget: pages without the app ≤ ${NO_APP_BUDGET_KB} KB of script; pages with it download ≤ ${APP_BUDGET_KB.toFixed(1)} KB (besides what they fetch early on purpose); page-specific pieces load only where used.`,
  );
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
