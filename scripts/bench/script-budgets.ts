/**
 * The script budgets of issue 24, and how a page's script is measured against them: one source for `npm run bench:size`
 * (the table of every page, scripts/bench/bench-size.ts) and the check in `npm test` (tests/e2e/budgets.spec.ts), which
 * fails a page over its budget. Bytes, not timings: the same build sends the same bytes, so a check can hold them.
 *
 * A page without the app runs at most 3 KB of script (inline included); a page with it downloads at most 75.7 KB
 * (React's 66.2 KB plus 9.5 KB of the app's own code, as /book was once issues 56-59 and 67 had landed), not counting a piece the page fetches early
 * on purpose (PIECES' `early`: the toast's code on /book, so a first tap never waits for it). Both are budgets for code
 * alone: the content a page's widgets read comes in its HTML (src/components/island/island-content.ts), so no edit of
 * the owner's moves them (docs/decisions.md 29).
 * The heavy, page-specific pieces (the CSV parser, the toast, the scheduling adapter, the hand-off) load only on
 * their own pages.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Page } from "@playwright/test";
import { inlineScripts } from "../build/content-security-policy.ts";
import { PAGES } from "../../src/lib/site-paths.ts";
import { startsApp } from "../build/islands.ts";
import { networkQuiet } from "../tools/network-quiet.ts";

/** Issue 24: the most script a page without the app may run (gzip). */
export const NO_APP_BUDGET_KB = 3;
/**
 * The most a page with the app may download, as /book's code was once its content moved into the page (issue 56,
 * docs/decisions.md 29): React (react-dom's client, react, scheduler: the islands' one shared file, 66.2 KB as sent) plus
 * the page's own code (9.3 KB: 75.52 KB in all, with issues 57-59's code; 75.40 with issue 56's alone; the server's gzip varies by a few bytes from one load to the next, so the
 * budget is the next tenth up). Issue 67's offers added about 0.1 KB to /book (the day's offers read, and the one that
 * lowers a choice's price found, for the quote and the hand-off to name it): 75.7 KB since. Code alone: the same bytes whatever the content says. Was 66.2 + 10.9 KB with the content
 * inside the script, and issue 24's 107.7 + 12 KB with React Router's client.
 */
export const APP_BUDGET_KB = 66.2 + 9.5;

/**
 * Pieces that only some pages need, found by a string their code always contains. `allowedOn`: the pages that
 * use it on load. `early`: pages that fetch it on load though it is used only later, and why (outside the budget,
 * inside the figure).
 */
export const PIECES: { name: string; marker: string; allowedOn: string[]; early?: { on: string[]; why: string } }[] = [
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

/** The 404 page, as measured beside the route table's pages: a path no page has, which the host answers with 404.html. */
export const NOT_FOUND_PAGE = { label: "(404.html)", route: "/404", url: "/no-such-page-404" };

const KB = 1024;
const gzipKb = (text: string) => zlib.gzipSync(text, { level: 9 }).length / KB;

/** In the page, before it loads: records when the app marks itself started. */
export const OBSERVE_START = `(() => {
  window.__appStartedAt = null;
  new MutationObserver((records, observer) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    window.__appStartedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
})();`;

/** The script one page got on load, in KB as sent. */
export interface ScriptRow {
  page: string;
  route: string;
  app: boolean;
  files: number;
  downloadedKb: number;
  beforeStartKb: number | null;
  earlyKb: number;
  inlineKb: number;
  htmlKb: number;
  pieces: string[];
  early: string[];
  downloads: { url: string; kb: number }[];
}

/**
 * Measures a page that `tab` has just loaded (with OBSERVE_START added and `watchNetwork` called before it, `html` its document as sent): every
 * script it downloaded from `origin` until the network was quiet (Resource Timing's encoded size: the bytes as sent),
 * what of it had arrived when the app started, and its inline scripts (gzip 9, inside the HTML), with the built files
 * read from `client` to name the pieces.
 */
export async function measureScripts(tab: Page, page: { label: string; route: string }, html: string, origin: string, client: string): Promise<ScriptRow> {
  const app = startsApp(html);
  if (app) await tab.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await networkQuiet(tab);
  const { startedAt, downloads } = await tab.evaluate((origin) => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      startedAt: (window as unknown as { __appStartedAt: number | null }).__appStartedAt,
      downloads: entries
        .filter((entry) => entry.name.startsWith(origin) && new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize, end: entry.responseEnd })),
    };
  }, origin);

  const sum = (list: { bytes: number }[]) => list.reduce((total, download) => total + download.bytes, 0) / KB;
  const code = downloads.map((download) => ({ ...download, text: fs.readFileSync(path.join(client, download.url), "utf8") }));
  const found = PIECES.filter((piece) => code.some((download) => download.text.includes(piece.marker)));
  const early = found.filter((piece) => piece.early?.on.includes(page.route));
  const earlyKb = sum(code.filter((download) => early.some((piece) => download.text.includes(piece.marker))));
  const inline = inlineScripts(html);
  return {
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
  };
}

/** Every budget a measured page breaks, in words (none: within budget). */
export function overBudget(row: Pick<ScriptRow, "page" | "route" | "app" | "downloadedKb" | "earlyKb" | "inlineKb" | "pieces" | "early">): string[] {
  const problems: string[] = [];
  if (!row.app && row.downloadedKb + row.inlineKb > NO_APP_BUDGET_KB)
    problems.push(`${row.page} runs ${(row.downloadedKb + row.inlineKb).toFixed(1)} KB of script without the app, over ${NO_APP_BUDGET_KB} KB`);
  if (row.app && row.downloadedKb - row.earlyKb > APP_BUDGET_KB)
    problems.push(`${row.page} downloads ${(row.downloadedKb - row.earlyKb).toFixed(1)} KB of the app, over ${APP_BUDGET_KB.toFixed(1)} KB`);
  for (const name of row.pieces) {
    const piece = PIECES.find((candidate) => candidate.name === name)!;
    if (!piece.allowedOn.includes(row.route) && !row.early.includes(name)) problems.push(`${row.page} loads the ${name} up front but doesn't use it there`);
  }
  return problems;
}
