/**
 * The pages' islands (docs/decisions.md 29): a page with widgets starts only them, each island hydrated as a root of
 * its own, with no client-side router. An island is declared once, as the default export of `src/islands/<name>.tsx`
 * (its route renders it); this step, run by the build's last step (finish-static-site.ts) after React Router has
 * prerendered the pages:
 *  - builds each island file's script with Vite's own `build()`, with the site's content and page-script plugins, into
 *    build/client/assets/ as island-*.js (the stylesheet stays React Router's: the island build's copy is removed);
 *  - finds which island each prerendered page holds (its `data-island`), and stops on an island with no file, or a
 *    file no page renders;
 *  - writes into each such page the fixed loader (src/components/island/load-after-paint.ts, bundled by the page-script
 *    pipeline: an inline module script, the same text on every page, which the security headers hash as they hash
 *    every inline script), with its data in an attribute: the entry and its imports, which it loads once the page has
 *    painted; and before it the content the island's widgets read, as a JSON data block, so the script holds code alone,
 *    the same bytes whatever the owner writes (docs/decisions.md 30; island-content.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { parse as parseHtml } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";
import { contentPartIds, contentPlugin, parseContentId } from "../../src/content/node/vite-plugin.ts";
import { readContent } from "../../src/content/node/read-content.ts";
import { ISLAND_CONTENT_ID } from "../../src/components/island/island-content.ts";
import { PAGES } from "../../src/lib/site-paths.ts";
import { ISLAND_ATTRIBUTE, ISLAND_SCRIPT_ATTRIBUTE } from "../../src/lib/page-script/data-attributes.ts";
import { bundlePageScript, pageScriptPlugin, viteBuildTarget } from "./page-script-plugin.ts";

/** Where the islands are declared, one file each; the one file there that isn't an island: what hydrates them. */
export const ISLANDS_FOLDER = "src/islands";
const START_ISLANDS = "start-islands.tsx";
const LOADER = "src/components/island/load-after-paint.ts";
/** The module the content parts are read through in the islands' build (island-content.ts). */
const ISLAND_CONTENT_MODULE = "src/components/island/island-content.ts";

/** The islands' names: each `.tsx` file of src/islands/ (but start-islands.tsx), named after its page in the route table. */
export function islandNames(rootDir: string): string[] {
  return fs
    .readdirSync(path.join(rootDir, ISLANDS_FOLDER))
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx") && file !== START_ISLANDS)
    .map((file) => file.slice(0, -".tsx".length));
}

const ENTRY = "island-entry:";

/** Each island's entry, a module made from its file: starts the island it default-exports (start-islands.tsx's startIsland). */
function islandEntries(rootDir: string): Plugin {
  const file = (name: string) => JSON.stringify(path.join(rootDir, ISLANDS_FOLDER, name));
  return {
    name: "island-entries",
    resolveId: (id) => (id.startsWith(ENTRY) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${ENTRY}`)) return null;
      const name = id.slice(`\0${ENTRY}`.length);
      return `import island from ${file(`${name}.tsx`)};\nimport { startIsland } from ${file(START_ISLANDS)};\nstartIsland(island);\n`;
    },
  };
}

/**
 * V8's compile hint for a whole file (issue 58): compile every function as the file streams in, off the page's
 * thread. React's file holds react-dom as one CommonJS function that V8 would otherwise compile on the page's
 * thread when the island's modules first run it, and each of its inner functions when hydration first calls them.
 */
const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad";

/** Beside React Router's files in assets/ (what a host caches for good, and what the tests hold back as the app's script), named apart. */
const ISLAND_FILE = "assets/island-[name]-[hash]";

/** A page's island script: its entry, the modules the entry imports (which the loader asks for beside it), and the content its widgets read. */
export interface IslandScript {
  entry: string;
  imports: string[];
  /** The content parts the island reads, by module id (island-content.ts). */
  content: Record<string, unknown>;
}

/** Builds the island scripts into `clientDir`; gives each island's name its script. */
async function buildIslands(rootDir: string, clientDir: string, names: string[]): Promise<Map<string, IslandScript>> {
  const output = (await build({
    configFile: false,
    root: rootDir,
    logLevel: "warn",
    publicDir: false,
    // The content the widgets read travels in the page (contentBlock below), not in their script.
    plugins: [contentPlugin(rootDir, { partsFrom: path.join(rootDir, ISLAND_CONTENT_MODULE) }), pageScriptPlugin(), islandEntries(rootDir)],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      cssCodeSplit: false,
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(names.map((name) => [name, `${ENTRY}${name}`])),
        optimization: { inlineConst: { mode: "all" } },
        output: {
          entryFileNames: `${ISLAND_FILE}.js`,
          chunkFileNames: `${ISLAND_FILE}.js`,
          assetFileNames: `${ISLAND_FILE}[extname]`,
          codeSplitting: {
            groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
          postBanner: (chunk) => (chunk.name === "react" ? `${COMPILE_ALL_HINT}\n` : ""),
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
      scripts.set(file.name, {
        entry: `/${file.fileName}`,
        imports: file.imports.map((name) => `/${name}`),
        content: Object.fromEntries(parts.map((id) => [id, partOf(content, id)])),
      });
    }
  }
  return scripts;
}

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

/** The page's data block of its island's content: JSON, with `<` escaped so no text in it can end the element. */
const contentBlock = (content: Record<string, unknown>) =>
  `<script type="application/json" id="${ISLAND_CONTENT_ID}">${JSON.stringify(content).replace(/</g, "\\u003c")}</script>`;

/** The loader every page with an island carries, the same text on each (load-after-paint.ts, built for the app's browsers). */
async function islandLoader(rootDir: string): Promise<string> {
  return bundlePageScript(path.join(rootDir, LOADER), await viteBuildTarget()).code;
}

type HtmlNode = DefaultTreeAdapterMap["node"];

/** The elements of a parsed page, depth first. */
const elementsOf = (node: HtmlNode): DefaultTreeAdapterMap["element"][] => [
  ...("tagName" in node ? [node] : []),
  ...("childNodes" in node ? node.childNodes.flatMap(elementsOf) : []),
];

const attribute = (element: DefaultTreeAdapterMap["element"], name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The islands a prerendered page holds, by name (its elements' `data-island`). */
export function islandsIn(html: string): string[] {
  return elementsOf(parseHtml(html)).flatMap((element) => attribute(element, ISLAND_ATTRIBUTE) ?? []);
}

/** The path of the page an island is named after (src/islands/<page>.tsx), if the route table has that page. */
const pageOf = (name: string): string | undefined => (Object.hasOwn(PAGES, name) ? PAGES[name as keyof typeof PAGES].path : undefined);

/** The pages that start the app: those with an island in src/islands/, by path. */
export const pagesWithIslands = (rootDir: string): string[] => islandNames(rootDir).flatMap((name) => pageOf(name) ?? []);

/**
 * Which island each page starts, from the islands the prerendered pages hold (by path) and the island files
 * (`names`). Stops when the routes and src/islands/ disagree: on an island file named after no page, a page
 * holding an island no file declares (or another page's), and an island its page doesn't render.
 */
export function islandOfEachPage(pages: Map<string, string[]>, names: string[]): Map<string, string> {
  const unnamed = names.filter((name) => pageOf(name) === undefined);
  if (unnamed.length)
    throw new Error(`islands: ${unnamed.map((name) => `${ISLANDS_FOLDER}/${name}.tsx`).join(", ")} is named after no page of the route table`);
  for (const [page, held] of pages) {
    const stray = held.filter((name) => !names.includes(name) || pageOf(name) !== page);
    if (stray.length)
      throw new Error(
        `islands: ${page} renders the island "${stray.join('", "')}", which has no file in ${ISLANDS_FOLDER}/ named after that page (<its name in the route table>.tsx)`,
      );
  }
  const islands = new Map(names.map((name) => [pageOf(name)!, name]));
  const unused = [...islands].filter(([page, name]) => !pages.get(page)?.includes(name));
  if (unused.length) throw new Error(`islands: ${unused.map(([page, name]) => `${page} doesn't render its island, ${ISLANDS_FOLDER}/${name}.tsx`).join("; ")}`);
  return islands;
}

/** Whether a built page starts the app: it holds an island script. */
export const startsApp = (html: string) => elementsOf(parseHtml(html)).some((element) => attribute(element, ISLAND_SCRIPT_ATTRIBUTE) !== undefined);

/** The page with its island's content and its script (the loader, inert until the page has painted, and the modules it loads), at the end of its body. */
export function withIslandScript(html: string, script: IslandScript, loader: string): string {
  const document = parseHtml(html, { sourceCodeLocationInfo: true });
  const body = elementsOf(document).find((element) => element.tagName === "body");
  const end = body?.sourceCodeLocation?.endTag?.startOffset;
  if (end === undefined) throw new Error("islands: the page has no </body>");
  // The island's loader is the page's one module script: another (React Router's client, say) would start the page twice.
  if (elementsOf(document).some((element) => element.tagName === "script" && attribute(element, "type") === "module"))
    throw new Error("islands: the page already has a module script");
  // The entry's own imports are asked for with it, not once it has arrived: a round trip less on a slow phone.
  const modules = [...script.imports, script.entry];
  if (modules.some((file) => !/^\/[\w./-]+$/.test(file))) throw new Error(`islands: a module's address is not a plain path: ${modules.join(" ")}`);
  return `${html.slice(0, end)}${contentBlock(script.content)}<script type="module" ${ISLAND_SCRIPT_ATTRIBUTE}="${modules.join(" ")}">${loader}</script>${html.slice(end)}`;
}

/** Builds the islands and writes each page's island script into its HTML (`pages`: each prerendered page's path and file); gives the pages that start one. */
export async function writeIslands(rootDir: string, clientDir: string, pages: { path: string; file: string }[]): Promise<string[]> {
  const names = islandNames(rootDir);
  const islandOf = islandOfEachPage(new Map(pages.map((page) => [page.path, islandsIn(fs.readFileSync(page.file, "utf8"))])), names);
  const scripts = await buildIslands(rootDir, clientDir, names);
  const loader = await islandLoader(rootDir);
  for (const page of pages) {
    const name = islandOf.get(page.path);
    if (name) fs.writeFileSync(page.file, withIslandScript(fs.readFileSync(page.file, "utf8"), scripts.get(name)!, loader));
  }
  return [...islandOf.keys()];
}
