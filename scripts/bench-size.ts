/**
 * `npm run bench:size`: the JavaScript each prerendered page loads before it is interactive (the
 * module scripts and modulepreloads in its HTML, with their static imports; not what it imports
 * later on demand), gzipped. Checks the home page's budget and that the heavy, page-specific pieces
 * (the CSV parser, the toast, the scheduling adapter) load only on their own pages.
 * Writes bench-results/size.json. Run after `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { readFounder } from "../src/content/read-content.ts";
import { sitePaths } from "../src/lib/site-paths.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.join(root, "build/client");
const HOME_BUDGET_KB = 120;

/** Pieces that only some pages need, found by a string their code always contains. */
const PIECES: { name: string; marker: string; allowedOn: string[] }[] = [
  { name: "CSV parser (PapaParse)", marker: "__parsed_extra", allowedOn: [] },
  { name: "Toast (Radix)", marker: "ToastViewport", allowedOn: [] },
  { name: "Scheduling adapter", marker: "tidycal-embed", allowedOn: ["/booking-calendar"] },
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

const pages = [...sitePaths(readFounder(root).slug).map((page) => page.path), "404"];
const rows = pages.map((pagePath) => {
  const file = pagePath === "404" ? "404.html" : pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
  const html = fs.readFileSync(path.join(client, file), "utf8");
  const chunks = [...firstLoadChunks(html)];
  const code = chunks.map(chunkCode);
  const pieces = PIECES.filter((piece) => code.some((c) => c.includes(piece.marker))).map((piece) => piece.name);
  return {
    path: pagePath === "404" ? "(404.html)" : pagePath,
    chunks: chunks.length,
    rawKb: code.reduce((sum, c) => sum + c.length / 1024, 0),
    gzipKb: code.reduce((sum, c) => sum + gzipKb(c), 0),
    htmlGzipKb: gzipKb(html),
    pieces,
  };
});

const problems: string[] = [];
const home = rows.find((row) => row.path === "/")!;
if (home.gzipKb > HOME_BUDGET_KB) problems.push(`home page loads ${home.gzipKb.toFixed(1)} KB of JavaScript (gzip), over the ${HOME_BUDGET_KB} KB budget`);
for (const row of rows) {
  for (const name of row.pieces) {
    const piece = PIECES.find((p) => p.name === name)!;
    if (!piece.allowedOn.includes(row.path)) problems.push(`${row.path} loads the ${name} up front but doesn't use it there`);
  }
}

console.log("First-load JavaScript per page (gzip level 9, KB):\n");
console.log("| page | chunks | JS raw | JS gzip | HTML gzip | page-specific pieces |");
console.log("|---|---:|---:|---:|---:|---|");
for (const row of rows) {
  console.log(`| ${row.path} | ${row.chunks} | ${row.rawKb.toFixed(1)} | ${row.gzipKb.toFixed(1)} | ${row.htmlGzipKb.toFixed(1)} | ${row.pieces.join(", ") || "–"} |`);
}
fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench-results/size.json"), JSON.stringify({ budgetKb: HOME_BUDGET_KB, rows, problems }, null, 2));
console.log(problems.length ? `\nOver budget:\n- ${problems.join("\n- ")}` : `\nWithin budget: home ${home.gzipKb.toFixed(1)} KB ≤ ${HOME_BUDGET_KB} KB; page-specific pieces load only where used.`);
process.exitCode = problems.length ? 1 : 0;
