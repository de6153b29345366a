import { parse } from "acorn";
import { describe, expect, it } from "vitest";
import { loaderFor, startAppAfterPaint } from "./start-app-after-paint";

/** React Router's module script as the prerender writes it (its shape in build/client/*.html). */
const SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/faq-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};

import("/assets/entry.client-1.js");`;

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><link rel="preload" as="image" href="/media/logo.svg"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/b.js"/></head><body><main>Hi &amp; welcome</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${SCRIPT}</script><!--$?--><template id="B:0"></template><!--/$--></body></html>`;

describe("startAppAfterPaint", () => {
  const html = startAppAfterPaint(PAGE);

  it("drops the module preloads and leaves every other byte of the page as it was", () => {
    expect(html).not.toContain("modulepreload");
    const [before, after] = PAGE.split(/<script type="module" async="">[\s\S]*?<\/script>/);
    const [newBefore, newAfter] = html.split(/<script type="module">[\s\S]*?<\/script>/);
    expect(newBefore).toBe(
      before.replace('<link rel="modulepreload" href="/assets/a.js"/>', "").replace('<link rel="modulepreload" href="/assets/b.js"/>', ""),
    );
    expect(newAfter).toBe(after);
  });

  it("holds one plain module script: the loader, valid JavaScript, with no static import left", () => {
    const scripts = html.match(/<script type="module">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const loader = (scripts[0] ?? "").replace(/^<script type="module">|<\/script>$/g, "");
    const program = parse(loader, { ecmaVersion: "latest", sourceType: "module" });
    expect(program.body.some((statement) => statement.type === "ImportDeclaration")).toBe(false);
  });

  it("loads the same modules, binds them to the script's names, registers the routes, then the client entry, after the first paint", () => {
    const loader = loaderFor(SCRIPT);
    expect(loader).toContain('Promise.all([import("/assets/manifest-1.js"),import("/assets/root-1.js"),import("/assets/faq-1.js")])');
    expect(loader).toContain("const route0=module1;const route1=module2;");
    expect(loader.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};')).toBeLessThan(
      loader.indexOf('import("/assets/entry.client-1.js");'),
    );
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain('addEventListener("load"');
  });

  it("runs the loaded script's statements with the modules bound as the static imports bound them", async () => {
    const loaded: string[] = [];
    const modules: Record<string, unknown> = {
      "/assets/manifest-1.js": {},
      "/assets/root-1.js": { name: "root" },
      "/assets/faq-1.js": { name: "faq" },
      "/assets/entry.client-1.js": {},
    };
    const window: Record<string, unknown> = {};
    // The loader's body without its paint wait: the Promise.all chain, with import() standing in for the browser's.
    const chain = /let started=false;const start=\(\)=>\{if\(started\)return;started=true;([\s\S]*?)\};try/.exec(loaderFor(SCRIPT))![1];
    const importer = async (url: string) => (loaded.push(url), modules[url]);
    await new Function("load", "window", `return ${chain.replaceAll("import(", "load(")}`)(importer, window);
    expect(loaded).toEqual(["/assets/manifest-1.js", "/assets/root-1.js", "/assets/faq-1.js", "/assets/entry.client-1.js"]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { name: "root" }, "routes/faq": { name: "faq" } });
  });

  it("leaves a page that ships no app as it was", () => {
    const page = "<!DOCTYPE html><html><head></head><body><main>About</main><script>var a = 1;</script></body></html>";
    expect(startAppAfterPaint(page)).toBe(page);
  });

  it("refuses a page whose scripts it doesn't recognise rather than break it quietly", () => {
    expect(() => startAppAfterPaint(`<body><script type="module">${SCRIPT}</script><script type="module">${SCRIPT}</script></body>`)).toThrow(/found 2/);
    expect(() => startAppAfterPaint('<head><link rel="modulepreload" href="/a.js"/></head><body></body>')).toThrow(/found 0/);
  });
});
