/**
 * The layout rules: what a visitor sees, checked by where things land on the screen (issue 20), with rules that hold
 * with any content, the owner's included. Each is measured in the page from the boxes the browser laid out, on a
 * settled page (settlePage: the floating button has stepped aside or back, every transition has ended):
 * - no page scrolls sideways;
 * - in every table, one column's cells start at the same x and align their content the same way in every row;
 * - every tap target (link, button, field, summary) is at least 24 × 24 px (WCAG 2.2, 2.5.8), except a link
 *   inside a sentence, which that criterion exempts;
 * - no text runs out of its box;
 * - no link, button or field sits more than half under the floating button, at any scroll position (floating-button.ts).
 * - no word of two or more letters is split across two lines (issue 58), text for screen readers only aside.
 * pages.spec.ts applies them to every page at every width, pricing.spec.ts to the pricing page's modes, a visit to the
 * widths its engine has no test at (widthsAlsoMeasured: the other phones', a tablet's, a laptop's), and the WebKit run
 * (tests/support/webkit/layout.ts) to every page at PHONE_WIDTHS, 768 and 1280 px, with JavaScript and without,
 * with the same in-page code (layoutBreaks) and the same verdict (expectNoLayoutBreaks).
 */
import type { Frame, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { SETTLE, settlePage } from "./axe";
import { DESKTOP_VIEWPORT, PHONE } from "../../scripts/tools/browsers.ts";

/** The widths the rules are measured at (px): a small phone, a common phone, the suites' phone and their computer. */
export const LAYOUT_WIDTHS = [320, 360, PHONE.viewport.width, DESKTOP_VIEWPORT.width];

/** The phones' widths every runner measures the rules at (issue 58: no word split on any of them): a large phone's too. */
export const PHONE_WIDTHS = [320, 360, PHONE.viewport.width, 414];

/**
 * Between a phone and a computer, and beyond (issue 67): a small tablet, a tablet, where a table of many columns
 * switches from its narrow layout to its grid (data-table.css), a small laptop's window, a laptop and a large screen.
 * Chromium's visit at the computer's width measures them all; Gecko's and WebKit's, the tablet's (TABLET_WIDTH).
 */
const BETWEEN_WIDTHS = [600, 768, 900, 1024, 1440];

/** The tablet's width every engine measures the rules at. */
export const TABLET_WIDTH = 768;

/**
 * The widths a visit at one of the suites' widths measures too, its window resized (expectLayoutRulesAt): those no
 * test of their own sweeps in this engine. Chromium's sweep has a test at each of LAYOUT_WIDTHS, and its computer's
 * visit measures BETWEEN_WIDTHS; Gecko runs only the phone's visit (the @engines tag), so that visit measures the other
 * phones' widths and the tablet's itself.
 */
export function widthsAlsoMeasured(browserName: string, visitWidth: number): number[] {
  if (browserName === "chromium") {
    if (visitWidth === PHONE.viewport.width) return PHONE_WIDTHS.filter((width) => !LAYOUT_WIDTHS.includes(width));
    return visitWidth === DESKTOP_VIEWPORT.width ? BETWEEN_WIDTHS : [];
  }
  return visitWidth === PHONE.viewport.width ? [...PHONE_WIDTHS.filter((width) => width !== visitWidth), TABLET_WIDTH] : [];
}

/** The screen at one of LAYOUT_WIDTHS, for test.use: a phone's up to a tablet's width, a computer's from there. */
export const screenAt = (width: number) =>
  width >= 1024
    ? { viewport: { width, height: DESKTOP_VIEWPORT.height }, isMobile: false, hasTouch: false }
    : { viewport: { width, height: PHONE.viewport.height } };

/** How far apart (px) one column's cells may start (layoutBreaks' `slack`), in every runner. */
export const COLUMN_SLACK = 1;

/** What the five rules find where the page stands now (layoutBreaks): each rule broken, described. */
export interface LayoutBreaks {
  /** How far the page's content reaches beyond the window, sideways (px): 0 when nothing scrolls sideways. */
  sideways: number;
  /** Every table column whose cells start at different x or align differently from row to row. */
  columns: string[];
  /** Every tap target smaller than 24 × 24 px that WCAG 2.5.8 doesn't exempt. */
  targets: string[];
  /** Every element whose text runs out of its box (wider than the box, with the overflow shown or cut). */
  text: string[];
  /** Every word of two or more letters split across two lines, where: "Platinu / m" in a table's header cell. */
  words: string[];
}

/**
 * In the page: the five rules measured from the boxes the browser laid out, in one call. Sent to the browser as
 * source (Playwright's page.evaluate here, WebDriver's executeScript in the WebKit run, tests/engines/webkit), so it
 * uses nothing outside itself. `slack`: how far apart (px) a column's cells may start.
 */
export function layoutBreaks(slack: number): LayoutBreaks {
  const sidewaysOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

  function misalignedColumns() {
    const found: string[] = [];
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    /** Where a cell's own content starts and ends on the screen (its ::before label left out). */
    const contentEdges = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    };
    for (const table of document.querySelectorAll("table")) {
      if (!visible(table)) continue;
      const name = table.caption?.textContent?.trim() ?? "a table";
      const rows = [...table.querySelectorAll(":scope > tbody > tr")].map((row) => [...row.children]);
      const columns = Math.max(0, ...rows.map((cells) => cells.length));
      for (let column = 0; column < columns; column++) {
        const cells = rows.map((cells) => cells[column]).filter((cell): cell is Element => !!cell && visible(cell));
        if (cells.length < 2) continue;
        const aligns = new Set(cells.map((cell) => getComputedStyle(cell).textAlign));
        const lefts = cells.map((cell) => cell.getBoundingClientRect().left);
        const edges = cells.map(contentEdges);
        const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
        const [align] = aligns;
        const contentSpread = align === "right" || align === "end" ? spread(edges.map((edge) => edge.right)) : spread(edges.map((edge) => edge.left));
        if (aligns.size > 1) found.push(`${name}, column ${column + 1}: aligned ${[...aligns].join(" and ")} in different rows`);
        else if (spread(lefts) > slack) found.push(`${name}, column ${column + 1}: cells start ${spread(lefts).toFixed(1)} px apart`);
        else if (contentSpread > slack) found.push(`${name}, column ${column + 1}: content starts ${contentSpread.toFixed(1)} px apart`);
      }
    }
    return found;
  }

  function smallTargets() {
    const MIN = 24;
    const found: string[] = [];
    const targets = document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary");
    /** A link in a sentence: text of its own block runs beside it (2.5.8's "inline" exception). */
    const inSentence = (element: Element) => {
      if (element.tagName !== "A") return false;
      const block = element.closest("p, li, dd, td, figcaption, blockquote, label, small");
      if (!block) return false;
      return (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    };
    for (const target of targets) {
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // A radio or checkbox drawn unseen over its label: the label is the target.
      const measured = target.matches("input[type=radio], input[type=checkbox]") && target.closest("label") ? target.closest("label")! : target;
      const box = measured.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if ((box.width < MIN - 0.5 || box.height < MIN - 0.5) && !inSentence(target)) {
        const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40) || target.outerHTML.slice(0, 60);
        found.push(`${target.tagName.toLowerCase()} "${name}": ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`);
      }
    }
    return found;
  }

  function overflowingText() {
    const found: string[] = [];
    /** Text kept for screen readers only: in a box clipped to nothing (the visually-hidden pattern), itself or an ancestor. */
    const forScreenReadersOnly = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clipPath.startsWith("inset(50%") || style.clip.startsWith("rect(0")) return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll("body *")) {
      if (!(element instanceof HTMLElement) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      // A box that scrolls on purpose shows what's beyond by scrolling.
      if (["auto", "scroll"].includes(style.overflowX) || forScreenReadersOnly(element)) continue;
      if (style.display === "inline" || element.clientWidth === 0) continue;
      // Its own words: a text node, or a label drawn by ::before or ::after (a table card's column name).
      const drawn = (pseudo: string) => !["none", "normal"].includes(getComputedStyle(element, pseudo).content);
      const ownText =
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) || drawn("::before") || drawn("::after");
      if (ownText && element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.className}">: "${element.textContent!.trim().slice(0, 40)}" is ${element.scrollWidth - element.clientWidth} px wider than its box`,
        );
      }
    }
    return found;
  }

  /**
   * Every word (letters and digits, an apostrophe inside) of two or more letters whose letters the browser laid out
   * on more than one line. The text is read as the browser lays it out: consecutive text nodes of one block (a word
   * may run through an inline element, "Plat<b>in</b>um") are one string, and a word is measured with a Range over
   * it, whose boxes lie on one line unless the word was split. Text for screen readers only and hidden text are left
   * out, as are the controls whose text isn't laid out as text (a select's options, a text box's value).
   */
  function splitWords() {
    const found: string[] = [];
    const hiddenFromSight = new Map<Element, boolean>();
    const unseen = (element: Element): boolean => {
      let answer = hiddenFromSight.get(element);
      if (answer === undefined) {
        const style = getComputedStyle(element);
        answer = style.clipPath.startsWith("inset(50%") || style.clip.startsWith("rect(0") || (element.parentElement ? unseen(element.parentElement) : false);
        hiddenFromSight.set(element, answer);
      }
      return answer;
    };
    /** The box a text node's line boxes belong to: its nearest ancestor that isn't laid out inline. */
    const blockOf = (element: Element): Element => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (!["inline", "contents"].includes(getComputedStyle(at).display)) return at;
      }
      return document.body;
    };
    const where = (element: Element) => {
      const cell = element.closest("th, td, li, label, h1, h2, h3, h4, p, summary, a, button") ?? element;
      const table = cell.closest("table");
      const place = table ? ` of the table "${table.caption?.textContent?.trim() ?? ""}"` : "";
      return `<${cell.tagName.toLowerCase()}${cell.className ? ` class="${cell.className}"` : ""}>${place}`;
    };
    /** Where the range's boxes lie: one entry per line, the text drawn there. */
    const lines = (range: Range) => {
      const rows: { top: number; bottom: number }[] = [];
      for (const box of range.getClientRects()) {
        if (box.width < 0.5 || box.height < 0.5) continue;
        const middle = (box.top + box.bottom) / 2;
        if (!rows.some((row) => middle > row.top && middle < row.bottom)) rows.push({ top: box.top, bottom: box.bottom });
      }
      return rows.length;
    };
    type Piece = { node: Text; from: number };
    const runs: { text: string; pieces: Piece[]; block: Element }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node instanceof Element && ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "SELECT", "TEXTAREA", "IFRAME", "SVG"].includes(node.tagName.toUpperCase())
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    let run: (typeof runs)[number] | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        // A line break or anything laid out on its own (a picture, an inline block) ends the run of text.
        if (node.tagName === "BR" || !["inline", "contents"].includes(getComputedStyle(node).display)) run = null;
        continue;
      }
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !text.data.trim()) {
        if (text.data.length && run) {
          run.pieces.push({ node: text, from: run.text.length });
          run.text += text.data;
        }
        continue;
      }
      if (unseen(parent) || !parent.checkVisibility({ visibilityProperty: true })) {
        run = null;
        continue;
      }
      const block = blockOf(parent);
      if (!run || run.block !== block) {
        run = { text: "", pieces: [], block };
        runs.push(run);
      }
      run.pieces.push({ node: text, from: run.text.length });
      run.text += text.data;
    }
    const at = (pieces: Piece[], offset: number, end: boolean) => {
      const piece = pieces.findLast((candidate) => (end ? candidate.from < offset : candidate.from <= offset))!;
      return [piece.node, offset - piece.from] as const;
    };
    for (const { text, pieces } of runs) {
      for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu)) {
        if ((match[0].match(/\p{L}/gu) ?? []).length < 2) continue;
        const range = document.createRange();
        range.setStart(...at(pieces, match.index, false));
        range.setEnd(...at(pieces, match.index + match[0].length, true));
        if (lines(range) < 2) continue;
        // Where it breaks: the letters of each line, "Platinu / m".
        const parts: string[] = [];
        let lastTop: number | null = null;
        for (let i = 0; i < match[0].length; i++) {
          const letter = document.createRange();
          letter.setStart(...at(pieces, match.index + i, false));
          letter.setEnd(...at(pieces, match.index + i + 1, true));
          // Its own box: WebKit adds an empty one at the end of the line before for a letter that starts a line.
          const box = [...letter.getClientRects()].filter((rect) => rect.width >= 0.5).at(-1) ?? letter.getBoundingClientRect();
          if (lastTop === null || box.top > lastTop + box.height / 2) parts.push("");
          lastTop = box.top;
          parts[parts.length - 1] += match[0][i];
        }
        found.push(`${location.pathname} at ${innerWidth} px: "${match[0]}" split as "${parts.join(" / ")}" in ${where(range.startContainer.parentElement!)}`);
      }
    }
    return found;
  }

  return { sideways: sidewaysOverflow(), columns: misalignedColumns(), targets: smallTargets(), text: overflowingText(), words: splitWords() };
}

/** What expectNoLayoutBreaks needs of an `expect` (Playwright's and vitest's both are one). */
type Expect = (
  actual: unknown,
  message: string,
) => {
  toBeLessThanOrEqual(expected: number): void;
  toEqual(expected: unknown): void;
};

/** The rules' verdict on what layoutBreaks found, with `check` (an expect), each message starting with `label`. */
export function expectNoLayoutBreaks(found: LayoutBreaks, check: Expect, label = ""): void {
  check(found.sideways, `${label}the page scrolls sideways by`).toBeLessThanOrEqual(0);
  check(found.columns, `${label}table columns out of line`).toEqual([]);
  check(found.targets, `${label}tap targets under 24 × 24 px`).toEqual([]);
  check(found.text, `${label}text out of its box`).toEqual([]);
  check(found.words, `${label}words split across two lines`).toEqual([]);
}

/**
 * The five rules measured where the page stands now (a page, or a frame: the editor's preview), after it has settled;
 * `label` starts each message. `soft`:
 * a rule broken fails the test at its end, so that a sweep of many pages (the editor's forms) names every page
 * that breaks one, not only the first.
 */
export async function expectLayoutRules(page: Page | Frame, label = "", { soft = false } = {}): Promise<void> {
  const check = soft ? expect.soft : expect;
  // In a frame (the editor's preview) no page script tells the floating button to step aside: no frame to wait for that.
  await page.evaluate(settlePage, { ...SETTLE, frames: "mainFrame" in page });
  expectNoLayoutBreaks(await page.evaluate(layoutBreaks, COLUMN_SLACK), check, label);
}

/**
 * The rules at each of `widths` in this visit, the window resized to the sweep's screen there, then set back: each
 * width's breaks fail the test at its end (soft), named with `label` and the width.
 */
export async function expectLayoutRulesAt(page: Page, widths: readonly number[], label = ""): Promise<void> {
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize(screenAt(width).viewport);
    await expectLayoutRules(page, `${label}at ${width} px: `, { soft: true });
  }
  if (size && widths.length > 0) await page.setViewportSize(size);
}
