/**
 * The booking pages' islands (docs/decisions.md): each page that starts the app starts only its widgets, each
 * hydrated as a root of its own (src/islands/), with no client-side router. This step, run by the build's last
 * step (finish-static-site.ts) after React Router has prerendered the pages:
 *  - builds one entry per page (src/islands/<page>.client.tsx) with Vite's own `build()`, with the site's content and
 *    page-script plugins, into build/client/assets/ as island-*.js (the stylesheet stays React Router's: the island
 *    build's copy is removed);
 *  - writes into each such page a module script that imports its entry once the page has painted
 *    (after-first-paint.ts) and starts it, and before it the content its widgets read, as a JSON data block: the script
 *    holds code alone, the same bytes whatever the owner writes (issue 56; island-content.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { parse as parseHtml } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";
import { contentPartIds, contentPlugin, parseContentId } from "../../src/content/node/vite-plugin.ts";
import { readContent } from "../../src/content/node/read-content.ts";
import { ISLAND_CONTENT_ID } from "../../src/components/island/island-content.ts";
import { PAGES, type PageName } from "../../src/lib/site-paths.ts";
import { pageScriptPlugin } from "./page-script-plugin.ts";
import { loaderFor } from "./after-first-paint.ts";

/** Each page that starts the app, and its island script. */
const ISLAND_ENTRIES: Partial<Record<PageName, string>> = {
  book: "src/islands/book.client.tsx",
  calendar: "src/islands/calendar.client.tsx",
  contact: "src/islands/contact.client.tsx",
};

/** Beside React Router's files in assets/ (what a host caches for good, and what the tests hold back as the app's script), named apart. */
const ISLAND_FILE = "assets/island-[name]-[hash]";

/** Builds the island scripts into `clientDir`; gives each page's path the address of its script. */
export async function buildIslands(rootDir: string, clientDir: string): Promise<Map<string, IslandScript>> {
  const names = Object.keys(ISLAND_ENTRIES) as PageName[];
  // The route table says which pages start the app; each needs its island script, and no other page has one.
  const appPages = Object.values(PAGES).flatMap((page) => (page.app ? [page.path] : []));
  const islandPages = names.map((name) => PAGES[name].path);
  if (appPages.sort().join() !== islandPages.sort().join())
    throw new Error(`islands: the pages that start the app (${appPages.join(", ")}) and those with an island script (${islandPages.join(", ")}) differ`);
  const output = (await build({
    configFile: false,
    root: rootDir,
    logLevel: "warn",
    publicDir: false,
    // The content the widgets read travels in the page (islandContent below), not in their script.
    plugins: [contentPlugin(rootDir, { partsFrom: path.join(rootDir, ISLAND_CONTENT_MODULE) }), pageScriptPlugin()],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: {
        // Each entry's `start`, which the page's loader calls (Vite drops an app entry's exports otherwise).
        preserveEntrySignatures: "exports-only",
        input: Object.fromEntries(names.map((name) => [name, path.join(rootDir, ISLAND_ENTRIES[name]!)])),
        optimization: { inlineConst: { mode: "all" } },
        output: {
          entryFileNames: `${ISLAND_FILE}.js`,
          chunkFileNames: `${ISLAND_FILE}.js`,
          assetFileNames: `${ISLAND_FILE}[extname]`,
          codeSplitting: {
            groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(output.output.flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])));
  const content = readContent(rootDir) as unknown as Record<string, Record<string, unknown>>;
  const scripts = new Map<string, IslandScript>();
  for (const file of output.output) {
    // The page's stylesheet is React Router's build's; the islands' copy of it is never linked.
    if (file.type === "asset" && file.fileName.endsWith(".css")) fs.rmSync(path.join(clientDir, file.fileName));
    if (file.type === "chunk" && file.isEntry) {
      const parts = contentPartIds(reachableFrom(file, chunks).flatMap((chunk) => chunk.moduleIds));
      scripts.set(PAGES[file.name as PageName].path, {
        entry: `/${file.fileName}`,
        imports: file.imports.map((name) => `/${name}`),
        content: Object.fromEntries(parts.map((id) => [id, partOf(content, id)])),
      });
    }
  }
  return scripts;
}

/** The module the content parts are read through in the islands' build (island-content.ts). */
const ISLAND_CONTENT_MODULE = "src/components/island/island-content.ts";

/** An entry chunk and every chunk it may load, statically or when needed (the toast, the hand-off). */
function reachableFrom(entry: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>([[entry.fileName, entry]]);
  for (const chunk of seen.values()) {
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) if (!seen.has(name) && chunks.has(name)) seen.set(name, chunks.get(name)!);
  }
  return [...seen.values()];
}

/** The value of one content part (`virtual:content/<name>/<part>`). */
function partOf(content: Record<string, Record<string, unknown>>, id: string): unknown {
  const { name, part } = parseContentId(id)!;
  return content[name][part!];
}

/** A page's island script: its entry, the modules the entry imports (which the loader asks for beside it), and the content its widgets read. */
export interface IslandScript {
  entry: string;
  imports: string[];
  /** The content parts the page's islands read, by module id (island-content.ts). */
  content: Record<string, unknown>;
}

/** The page's data block of its islands' content: JSON, with `<` escaped so no text in it can end the element. */
const contentBlock = (content: Record<string, unknown>) =>
  `<script type="application/json" id="${ISLAND_CONTENT_ID}">${JSON.stringify(content).replace(/</g, "\\u003c")}</script>`;

type HtmlNode = DefaultTreeAdapterMap["node"];

/** Whether the parsed page holds a `<script type="module">` anywhere. */
const hasModuleScript = (node: HtmlNode): boolean =>
  ("tagName" in node && node.tagName === "script" && node.attrs.some((attr) => attr.name === "type" && attr.value === "module")) ||
  ("childNodes" in node && node.childNodes.some(hasModuleScript));

/** The page with its island script, started after the first paint, at the end of its body. */
export function withIslandScript(html: string, script: IslandScript): string {
  const document = parseHtml(html, { sourceCodeLocationInfo: true });
  const htmlElement = document.childNodes.find((node) => node.nodeName === "html") as DefaultTreeAdapterMap["element"];
  const body = htmlElement.childNodes.find((node) => node.nodeName === "body") as DefaultTreeAdapterMap["element"] | undefined;
  const end = body?.sourceCodeLocation?.endTag?.startOffset;
  if (end === undefined) throw new Error("islands: the page has no </body>");
  // The island script is the page's one module: another (React Router's client, say) would start the page twice.
  if (hasModuleScript(document)) throw new Error("islands: the page already has a module script");
  // The entry's own imports are asked for with it, not once it has arrived: a round trip less on a slow phone (as React
  // Router's module script lists its route's modules).
  const imports = script.imports.map((file) => `import ${JSON.stringify(file)};`).join("\n");
  const loader = loaderFor(`${imports}\nimport { start as startIslands } from ${JSON.stringify(script.entry)};\nstartIslands();`);
  return `${html.slice(0, end)}${contentBlock(script.content)}<script type="module">${loader}</script>${html.slice(end)}`;
}
