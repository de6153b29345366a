import type { CDPSession } from "@playwright/test";
import { test, expect } from "./visual-fixtures";
import { PATH } from "../support/paths.ts";

/*
 * The screenshots are drawn in DejaVu (tests/visual/fonts.conf), whatever else the machine has installed: Chromium
 * says which font file it really drew each text with (DevTools' CSS.getPlatformFontsForNode). Once, at one width:
 * the fonts are the browser's, the same in every project.
 */

/** The fonts (family and file's PostScript name) Chromium drew the text of the nodes matching `selector` with. */
async function fontsDrawn(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const used = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const font of fonts) used.add(`${font.familyName} (${font.postScriptName})`);
  }
  return [...used];
}

const DEJAVU_CORE_SANS = /^DejaVu Sans \(DejaVuSans(-Bold)?\)$/;

test.describe("fonts", () => {
  test.beforeEach(({ page }, testInfo) => {
    void page;
    test.skip(testInfo.project.name !== "phone-390", "the fonts are the browser's: checked at one width");
  });

  test("every text of the home page is drawn in DejaVu Sans from fonts-dejavu-core", async ({ page }) => {
    await page.goto(PATH.home);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    // Headings (bold), body text, links, buttons and the reviews' quotes (italic: DejaVu Sans, slanted by Chromium,
    // as on a machine without fonts-dejavu-extra's oblique file).
    const used = await fontsDrawn(cdp, "h1, h2, p, a, button, blockquote p");
    expect(used.length, "some text was measured").toBeGreaterThan(0);
    expect(
      used.filter((font) => !DEJAVU_CORE_SANS.test(font)),
      `fonts used: ${used.join(", ")}`,
    ).toEqual([]);
  });

  test("each family of the site's font stack, and the generic ones, resolves to DejaVu", async ({ page }) => {
    await page.goto(PATH.home);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    // The stack as the stylesheet gives it (src/styles/global.css), read from the page rather than typed here.
    const stack = await page.evaluate(() =>
      getComputedStyle(document.body)
        .fontFamily.split(",")
        .map((family) => family.trim()),
    );
    expect(stack.length).toBeGreaterThan(1);
    const expected: Record<string, RegExp> = { serif: /^DejaVu Serif \(DejaVuSerif\)$/, monospace: /^DejaVu Sans Mono \(DejaVuSansMono\)$/ };
    for (const [index, family] of [...stack, "serif", "monospace"].entries()) {
      // A new line of text for each family, laid out before DevTools is asked (a restyled node may report the
      // fonts of its last layout).
      await page.evaluate(
        ({ value, id }) => {
          const probe = document.createElement("p");
          probe.id = id;
          probe.textContent = document.querySelector("h1")?.textContent ?? "";
          probe.style.cssText = `font-family: ${value}; font-weight: normal; font-style: normal`;
          document.body.append(probe);
          probe.getBoundingClientRect();
        },
        { value: family, id: `font-probe-${index}` },
      );
      const used = await fontsDrawn(cdp, `#font-probe-${index}`);
      const want = expected[family] ?? /^DejaVu Sans \(DejaVuSans\)$/;
      expect(used.length, family).toBeGreaterThan(0);
      expect(
        used.filter((font) => !want.test(font)),
        `${family}: ${used.join(", ")}`,
      ).toEqual([]);
    }
  });
});
