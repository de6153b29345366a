/**
 * Starts the app after the first paint (issue 24, item 3). Every control of a prerendered page works from
 * its HTML, so the app only adds the finer behaviour; its ~120 KB of modules must not share a slow phone's
 * connection with what the visitor sees first. On each page that starts the app this step:
 *  - drops React Router's `<link rel="modulepreload">`s, which ask for every module before the first paint;
 *  - turns React Router's one module script (its route imports, the route registry, then the client
 *    entry) into a loader that runs the same statements once the page has painted: at the browser's
 *    first-contentful-paint entry, or a frame after `load` where paint timing isn't available.
 *
 * It works on parsed HTML (parse5, with each node's place in the file) and parsed JavaScript (acorn):
 * the file is cut at the places the parsers give, never matched with a regular expression, and anything
 * of another shape stops the build rather than breaking a page quietly. Run before the security headers
 * hash the inline scripts (finish-static-site.ts).
 */
import { parse as parseJs, type ImportDeclaration, type Program } from "acorn";
import { parse as parseHtml } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** A span of the file to replace: [start, end) and what goes there. */
interface Cut {
  start: number;
  end: number;
  text: string;
}

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** Every element of the document, in document order (a <template>'s content included). */
function elements(node: Node): Element[] {
  const children = "childNodes" in node ? node.childNodes : [];
  const content = isElement(node) && node.tagName === "template" ? [(node as DefaultTreeAdapterMap["template"]).content] : [];
  return [...(isElement(node) ? [node] : []), ...[...children, ...content].flatMap(elements)];
}

/** How an import's bindings are written once the module is a value: `route0`, `{ a: b }`, or nothing for a bare import. */
function bindingsOf(declaration: ImportDeclaration, index: number): { name: string; unpack: string } {
  const name = `module${index}`;
  const unpack = declaration.specifiers
    .map((specifier) => {
      if (specifier.type === "ImportNamespaceSpecifier") return `const ${specifier.local.name}=${name};`;
      if (specifier.type === "ImportDefaultSpecifier") return `const ${specifier.local.name}=${name}.default;`;
      const imported = specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value);
      return `const ${specifier.local.name}=${name}[${JSON.stringify(imported)}];`;
    })
    .join("");
  return { name, unpack };
}

/**
 * The loader for React Router's module script: its static imports become one Promise.all of dynamic
 * imports, whose modules are bound to the same names, then the script's other statements run as written.
 */
export function loaderFor(script: string): string {
  const program: Program = parseJs(script, { ecmaVersion: "latest", sourceType: "module" });
  const imports = program.body.filter((statement): statement is ImportDeclaration => statement.type === "ImportDeclaration");
  const rest = program.body.filter((statement) => statement.type !== "ImportDeclaration");
  if (imports.length === 0 || rest.length === 0) throw new Error("start-app-after-paint: React Router's module script has no imports or nothing after them");
  const bindings = imports.map(bindingsOf);
  const load = [
    `Promise.all([${imports.map((declaration) => `import(${JSON.stringify(declaration.source.value)})`).join(",")}])`,
    `.then(([${bindings.map((binding) => binding.name).join(",")}])=>{`,
    bindings.map((binding) => binding.unpack).join(""),
    rest.map((statement) => script.slice(statement.start, statement.end)).join("\n"),
    "})",
  ].join("");
  return [
    `let started=false;const start=()=>{if(started)return;started=true;${load}};`,
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch{}`,
    // After load, one frame more, so the page has painted even where paint timing is missing.
    `const afterFrame=()=>requestAnimationFrame(()=>setTimeout(start));if(document.readyState==="complete")afterFrame();else addEventListener("load",afterFrame,{once:true});`,
  ].join("");
}

/**
 * A page that starts the app, with the app started after the first paint. A page without React
 * Router's module script (one that ships no app) comes back as it was.
 */
export function startAppAfterPaint(html: string): string {
  const document = parseHtml(html, { sourceCodeLocationInfo: true });
  const all = elements(document);
  const modules = all.filter((element) => element.tagName === "script" && attribute(element, "type") === "module");
  const preloads = all.filter((element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload");
  if (modules.length === 0 && preloads.length === 0) return html;
  if (modules.length !== 1) throw new Error(`start-app-after-paint: expected React Router's one module script, found ${modules.length}`);
  const [module] = modules;
  const text = module.childNodes.find((child) => child.nodeName === "#text") as DefaultTreeAdapterMap["textNode"] | undefined;
  const place = module.sourceCodeLocation;
  if (!text?.sourceCodeLocation || !place?.startTag || !place.endTag) throw new Error("start-app-after-paint: React Router's module script has no text");

  const cuts: Cut[] = [
    ...preloads.map((link) => ({ start: link.sourceCodeLocation!.startOffset, end: link.sourceCodeLocation!.endOffset, text: "" })),
    // The whole element: a plain module script (not async), holding the loader.
    { start: place.startOffset, end: place.endOffset, text: `<script type="module">${loaderFor(text.value)}</script>` },
  ];
  return cuts.sort((a, b) => b.start - a.start).reduce((page, cut) => page.slice(0, cut.start) + cut.text + page.slice(cut.end), html);
}
