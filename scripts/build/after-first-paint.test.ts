import { parse } from "acorn";
import { describe, expect, it } from "vitest";
import { loaderFor } from "./after-first-paint";

/** A module script: its static imports (bound as a namespace, a default and by name), then its statements. */
const SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/faq-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};

import("/assets/entry.client-1.js");`;

describe("loaderFor", () => {
  it("is valid JavaScript with no static import left", () => {
    const program = parse(loaderFor(SCRIPT), { ecmaVersion: "latest", sourceType: "module" });
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

  it("refuses a script it doesn't recognise rather than break a page quietly", () => {
    expect(() => loaderFor("start();")).toThrow(/no imports/);
    expect(() => loaderFor('import "/a.js";')).toThrow(/nothing after them/);
  });
});
