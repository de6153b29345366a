import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const page = `<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/></head><body><main>Hi</main><link rel="modulepreload" href="/assets/entry.js"/><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/faq-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};

import("/assets/entry.client-1.js");</script></body>`;

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("drops the module preloads and keeps everything else", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(html).toContain("<main>Hi</main>");
  });

  it("loads the same modules, registers the routes, then the client entry, after the first paint", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain('Promise.all([import("/assets/manifest-1.js"),import("/assets/root-1.js"),import("/assets/faq-1.js")])');
    expect(script).toContain('window.__reactRouterRouteModules={"root":route0,"routes/faq":route1};return import("/assets/entry.client-1.js")');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("refuses a page whose script it doesn't recognise rather than breaking it silently", () => {
    expect(() => deferHydration("<body><p>no scripts</p></body>")).toThrow(/found 0/);
  });
});
