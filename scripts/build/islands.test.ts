import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PageIsland } from "../../src/components/island/Island";
import { PAGES } from "../../src/lib/site-paths";
import { PROJECT_ROOT } from "../../tests/support/content-root";
import { createHash } from "node:crypto";
import { contentSecurityPolicy, inlineScripts } from "./content-security-policy";
import { ISLANDS_FOLDER, islandNames, islandOfEachPage, islandsIn, startsApp, withIslandScript } from "./islands";

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><link rel="stylesheet" href="/s.css"/></head><body><main><div data-island="book">Hi &amp; welcome</div></main><script>window.early = 1;</script></body></html>`;
const SCRIPT = {
  entry: "/assets/island-book-1.js",
  imports: ["/assets/island-react-1.js", "/assets/island-start-islands-1.js"],
  // Content that tries to end its element early: the page must carry it whole.
  content: { "virtual:content/booking/terms": { before: "I agree </script><script>alert(1)</script> <!-- to" } },
};
/** The data block the page carries its island's content in, as withIslandScript writes it. */
const contentBlock = /<script type="application\/json" id="island-content">([\s\S]*?)<\/script>/;
const LOADER = "(()=>{load()})();";

describe("withIslandScript", () => {
  const html = withIslandScript(PAGE, SCRIPT, LOADER);

  it("adds the island's content, then the loader naming the entry's imports and the entry, at the end of the body, every other byte of the page as it was", () => {
    const block = contentBlock.exec(html)![0];
    const added = `<script type="module" data-island-script="${[...SCRIPT.imports, SCRIPT.entry].join(" ")}">${LOADER}</script>`;
    expect(html).toBe(PAGE.replace("</body>", `${block}${added}</body>`));
    expect(startsApp(html)).toBe(true);
    expect(startsApp(PAGE)).toBe(false);
  });

  it("carries the content whole, as JSON no text of the owner's can end early (docs/decisions.md 30)", () => {
    const block = contentBlock.exec(html)![1];
    expect(block).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(block)).toEqual(SCRIPT.content);
  });

  it("is an inline script the page's policy hashes, by its text alone (the modules it loads are the site's own)", () => {
    expect(inlineScripts(html)).toEqual(["window.early = 1;", LOADER]);
    const hash = `'sha256-${createHash("sha256").update(LOADER, "utf8").digest("base64")}'`;
    expect(contentSecurityPolicy(html, { frames: [] })).toContain(`script-src 'self' `);
    expect(contentSecurityPolicy(html, { frames: [] })).toContain(hash);
  });

  it("refuses a page it can't place the script in, or one that already starts a module", () => {
    expect(() => withIslandScript("<p>no body</p>", SCRIPT, LOADER)).toThrow(/no <\/body>/);
    expect(() => withIslandScript(html, SCRIPT, LOADER)).toThrow(/already has a module script/);
    expect(() => withIslandScript(PAGE, { ...SCRIPT, entry: '/assets/a".js' }, LOADER)).toThrow(/not a plain path/);
  });
});

describe("islandOfEachPage", () => {
  const held = (entries: [string, string[]][]) => new Map(entries);

  it("gives each page the island named after it", () => {
    expect(islandsIn(PAGE)).toEqual(["book"]);
    expect(
      islandOfEachPage(
        held([
          [PAGES.book.path, ["book"]],
          [PAGES.home.path, []],
        ]),
        ["book"],
      ),
    ).toEqual(new Map([[PAGES.book.path, "book"]]));
  });

  it("stops on a route whose island has no file in src/islands/", () => {
    expect(() =>
      islandOfEachPage(
        held([
          [PAGES.book.path, ["book"]],
          [PAGES.faq.path, ["faq"]],
        ]),
        ["book"],
      ),
    ).toThrow(`${PAGES.faq.path} renders the island "faq"`);
  });

  it("stops on an island no route renders, or one named after no page", () => {
    expect(() =>
      islandOfEachPage(
        held([
          [PAGES.book.path, ["book"]],
          [PAGES.contact.path, []],
        ]),
        ["book", "contact"],
      ),
    ).toThrow(`${PAGES.contact.path} doesn't render its island, ${ISLANDS_FOLDER}/contact.tsx`);
    expect(() => islandOfEachPage(held([[PAGES.book.path, ["book"]]]), ["book", "gallery"])).toThrow(`${ISLANDS_FOLDER}/gallery.tsx is named after no page`);
  });
});

describe("src/islands/", () => {
  it("holds one island per file, named after the file", async () => {
    const names = islandNames(PROJECT_ROOT);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const island = ((await import(path.join(PROJECT_ROOT, ISLANDS_FOLDER, `${name}.tsx`))) as { default: PageIsland }).default;
      expect(island.name, `${name}.tsx's island`).toBe(name);
    }
  });
});
