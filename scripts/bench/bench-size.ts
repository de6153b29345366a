/**
 * `npm run bench:size`: the JavaScript each prerendered page loads before it is interactive (the
 * module scripts and modulepreloads in its HTML, with their static imports, not what it imports
 * later on demand; and its inline scripts, the page script among them), gzipped. Checks issue 24's
 * budgets from the route table: a page without the app runs at most 3 KB of script (inline included); a
 * page with it downloads at most 119.7 KB (the framework's 107.7 KB as the issue measured it, plus 12 KB
 * of the app's own code). The inline scripts of a page with the app (React Router's context, the page
 * script) come with its HTML and are shown apart. And that the heavy, page-specific pieces (the CSV parser, the
 * toast, the scheduling adapter, the hand-off) load only on their own pages.
 * Writes bench-results/size.json. Run after `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { readFounder } from "../../src/content/read-content.ts";
import { CALENDAR_PATH, contactHref } from "../../src/lib/links.ts";
import { sitePaths, startsAppAt } from "../../src/lib/site-paths.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = path.join(root, "build/client");
/** Issue 24: the most script a page without the app may run (gzip). */
const NO_APP_BUDGET_KB = 3;
/** Issue 24: the most a page with the app may download: the framework (react-dom 63.6, react-router 39.6, react 3.0, scheduler 1.5 KB) plus 12 KB. */
const APP_BUDGET_KB = 107.7 + 12;
/** The framework's chunk (vite.config.ts names it). */
const FRAMEWORK_CHUNK = /\/framework-[^/]+\.js$/;

/** Pieces that only some pages need, found by a string their code always contains. */
const PIECES: { name: string; marker: string; allowedOn: string[] }[] = [
  { name: "CSV parser (PapaParse)", marker: "__parsed_extra", allowedOn: [] },
  { name: "Toast (Radix)", marker: "ToastViewport", allowedOn: [] },
  { name: "Scheduling adapter", marker: "tidycal-embed", allowedOn: [CALENDAR_PATH] },
  // Part of the calendar (when it can't book) and of the contact page; /book fetches it when it shows it.
  { name: "Hand-off", marker: "handoff__links", allowedOn: [CALENDAR_PATH, contactHref()] },
];

const chunkCode = (url: string) => fs.readFileSync(path.join(client, url), "utf8");

/** The page's entry scripts and everything they import statically. */
function firstLoadChunks(html: string): Set<string> {
  const start = [
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1]),
  ];
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    for (const [, specifier] of chunkCode(url).matchAll(/(?<![.\w(])(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), specifier));
    }
  }
  return seen;
}

const gzipKb = (text: string) => zlib.gzipSync(text, { level: 9 }).length / 1024;

/** The page's inline scripts that run (not its JSON-LD, which is data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes.includes("application/ld+json"))
    .map((m) => m[2]);

const pages = [...sitePaths(readFounder(root).slug).map((page) => page.path), "404"];
const rows = pages.map((pagePath) => {
  const file = pagePath === "404" ? "404.html" : pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
  const html = fs.readFileSync(path.join(client, file), "utf8");
  const chunks = [...firstLoadChunks(html)];
  const code = chunks.map(chunkCode);
  const pieces = PIECES.filter((piece) => code.some((c) => c.includes(piece.marker))).map((piece) => piece.name);
  const inline = inlineScripts(html);
  const framework = chunks.filter((chunk) => FRAMEWORK_CHUNK.test(chunk)).map(chunkCode);
  const gzipKbOf = (texts: string[]) => texts.reduce((sum, text) => sum + gzipKb(text), 0);
  return {
    path: pagePath === "404" ? "(404.html)" : pagePath,
    app: startsAppAt(pagePath === "404" ? "/404" : pagePath),
    chunks: chunks.length,
    rawKb: [...code, ...inline].reduce((sum, c) => sum + c.length / 1024, 0),
    gzipKb: gzipKbOf(code) + gzipKbOf(inline),
    downloadedGzipKb: gzipKbOf(code),
    inlineGzipKb: gzipKbOf(inline),
    frameworkGzipKb: gzipKbOf(framework),
    htmlGzipKb: gzipKb(html),
    pieces,
  };
});

const problems: string[] = [];
for (const row of rows) {
  if (!row.app && row.gzipKb > NO_APP_BUDGET_KB)
    problems.push(`${row.path} runs ${row.gzipKb.toFixed(1)} KB of script without the app, over ${NO_APP_BUDGET_KB} KB`);
  if (row.app && row.downloadedGzipKb > APP_BUDGET_KB)
    problems.push(`${row.path} downloads ${row.downloadedGzipKb.toFixed(1)} KB of the app, over ${APP_BUDGET_KB.toFixed(1)} KB`);
}
for (const row of rows) {
  for (const name of row.pieces) {
    const piece = PIECES.find((p) => p.name === name)!;
    if (!piece.allowedOn.includes(row.path)) problems.push(`${row.path} loads the ${name} up front but doesn't use it there`);
  }
}

console.log("First-load JavaScript per page (gzip level 9, KB):\n");
console.log(
  "| page | app | chunks | JS raw | JS gzip, all | inline (in the HTML) | downloaded | of which the framework chunk | HTML gzip | page-specific pieces |",
);
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---|");
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.app ? "yes" : "no"} | ${row.chunks} | ${row.rawKb.toFixed(1)} | ${row.gzipKb.toFixed(1)} | ${row.inlineGzipKb.toFixed(1)} | ${row.downloadedGzipKb.toFixed(1)} | ${row.frameworkGzipKb.toFixed(1)} | ${row.htmlGzipKb.toFixed(1)} | ${row.pieces.join(", ") || "–"} |`,
  );
}
fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
fs.writeFileSync(
  path.join(root, "bench-results/size.json"),
  JSON.stringify({ noAppBudgetKb: NO_APP_BUDGET_KB, appBudgetKb: APP_BUDGET_KB, rows, problems }, null, 2),
);
console.log(
  problems.length
    ? `\nOver budget:\n- ${problems.join("\n- ")}`
    : `\nWithin budget: pages without the app ≤ ${NO_APP_BUDGET_KB} KB of script; pages with it download ≤ ${APP_BUDGET_KB.toFixed(1)} KB; page-specific pieces load only where used.`,
);
process.exitCode = problems.length ? 1 : 0;
