import { parse } from "acorn";
import { describe, expect, it } from "vitest";
import { withIslandScript } from "./islands";

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><link rel="stylesheet" href="/s.css"/></head><body><main>Hi &amp; welcome</main><script>window.early = 1;</script></body></html>`;
const SCRIPT = {
  entry: "/assets/island-book-1.js",
  imports: ["/assets/island-react-1.js", "/assets/island-start-islands-1.js"],
  // Content that tries to end its element early: the page must carry it whole.
  content: { "virtual:content/booking/terms": { before: "I agree </script><script>alert(1)</script> <!-- to" } },
};

/** The module scripts of a page, by their text. */
const moduleScripts = (html: string) => [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((found) => found[1]);

describe("withIslandScript", () => {
  const html = withIslandScript(PAGE, SCRIPT);

  it("adds the widgets' content, then one module script, at the end of the body, every other byte of the page as it was", () => {
    expect(moduleScripts(html)).toHaveLength(1);
    const withoutAdded = html.replace(/<script type="application\/json" id="island-content">[\s\S]*?<\/script><script type="module">[\s\S]*?<\/script>/, "");
    expect(withoutAdded).toBe(PAGE);
    expect(html.indexOf('<script type="application/json" id="island-content">')).toBe(PAGE.indexOf("</body>"));
  });

  it("carries the content whole, as JSON no text of the owner's can end early", () => {
    const block = /<script type="application\/json" id="island-content">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(block).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(block)).toEqual(SCRIPT.content);
  });

  it("asks for the entry and each module it imports at once, after the first paint, then starts the islands", () => {
    const [loader] = moduleScripts(html);
    expect(parse(loader, { ecmaVersion: "latest", sourceType: "module" }).body.some((statement) => statement.type === "ImportDeclaration")).toBe(false);
    expect(loader).toContain(`Promise.all([${[...SCRIPT.imports, SCRIPT.entry].map((file) => `import(${JSON.stringify(file)})`).join(",")}])`);
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader.indexOf("startIslands()")).toBeGreaterThan(loader.indexOf("Promise.all"));
  });

  it("refuses a page it can't place the script in, or one that already starts a module", () => {
    expect(() => withIslandScript("<p>no body</p>", SCRIPT)).toThrow(/no <\/body>/);
    expect(() => withIslandScript(html, SCRIPT)).toThrow(/already has a module script/);
  });
});
