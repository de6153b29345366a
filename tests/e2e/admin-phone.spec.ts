/**
 * The site editor on a phone, and its accessibility (issue 21, items 3 and 4), through the real
 * editor (Decap CMS) and its local backend on a scratch copy of the content, as admin.spec.ts.
 *
 * On a phone (390 × 844, touch): the owner taps their way from the list of files to a price or an
 * FAQ answer, changes it and publishes, with nothing wider than the screen; the save is that one
 * line of the file and the content check passes. This holds only through src/admin/decap-overrides.css
 * (Decap lays its editor out for 800 pixels): if a Decap release renames what it selects, these fail.
 *
 * axe (WCAG 2.2 A and AA and best practices, as every page of the site) on the list of files and
 * on an open file (pricing; the FAQ with a question unfolded), at 1280 and 390 pixels: nothing,
 * thanks to decap-overrides.css (contrast) and src/admin/control-names.ts (the list rows' buttons,
 * landmarks, the preview's frame title). docs/cms.md, "On a phone, and accessibility", says what
 * each fixes.
 *
 * Expectations come from the content and the generated config.yml, never from shipped values.
 */
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { rowControlNames } from "../../src/admin/control-names.ts";
import { AXE_TAGS, axeSource, runAxe, SETTLE, settlePage } from "./support/axe";
import { ANY_WIDTH } from "./support/fixtures";
import { faq, pricing, site } from "./support/site-pages";
import { escapeRegExp } from "./support/booking-content";
import { FIRST_PRICE, checkContent, diffLines, editorField, editorFields, expect, priceBox, test, tryToPublish } from "./support/site-editor";
import { PHONE as SHARED_PHONE } from "../../scripts/tools/browsers.ts";

// Starting Decap CMS (5 MB of script) and its entry takes several seconds, many more on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const PHONE = SHARED_PHONE;
const COMPUTER = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };

const field = editorField;
const { wash, size, tier, price, tierName } = FIRST_PRICE;

/** The first question and its first paragraph. */
const question = faq.items[0];
const paragraph = question.answer[0];

/** The list of files, as the owner's bookmark opens it, signed in to the local backend (a button: no account here). */
async function openList(page: Page, editorUrl: string, name: string, tap: boolean): Promise<void> {
  await page.goto(`${editorUrl}#/collections/${name}`);
  const login = page.getByRole("button", { name: "Login" });
  await (tap ? login.tap() : login.click());
  // Decap's bundle is 5 MB of script to start on a busy 2-core machine: its list can take a while.
  await expect(entryLink(page, name)).toBeVisible({ timeout: 60_000 });
}

/** A file's card in the list: the way into it. */
const entryLink = (page: Page, name: string) => page.locator(`a[href$="#/collections/${name}/entries/${name}"]`);

/** The list of files, then the file: tapped (or clicked), as the owner's guide says. */
async function openFile(page: Page, editorUrl: string, name: string, tap = true): Promise<void> {
  await openList(page, editorUrl, name, tap);
  await (tap ? entryLink(page, name).tap() : entryLink(page, name).click());
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 60_000 });
}

/** Publish › Publish now, by taps, each control whole on the screen; waits until the editor says it saved. */
async function publishByTap(page: Page): Promise<void> {
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeInViewport({ ratio: 1 });
  await publish.tap();
  const now = page.getByRole("menuitem", { name: "Publish now" });
  await expect(now).toBeInViewport({ ratio: 1 });
  await now.tap();
  const saved = page.getByRole("alert").filter({ hasText: "Entry saved" });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await expect(saved).toBeInViewport({ ratio: 1 });
}

/**
 * Sideways, against the phone's own width (a phone's browser zooms a page wider than the screen out
 * to fit it, and its innerWidth grows to match, so that width can't be the measure): how wide the
 * page is and how far the browser zoomed out, and every visible thing of the editor that reaches
 * past either edge: each control, link, picture and piece of text (Decap's editor scrolls inside
 * its own boxes and hides what overflows them, so the page's width alone would miss a form wider
 * than the screen; empty layout boxes, such as a grid's negative margin, draw nothing).
 */
async function expectNothingSideways(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const { scrollWidth, innerWidth, outside } = await page.evaluate((width) => {
    const outside: string[] = [];
    const drawn = (element: Element) =>
      element.matches("input, textarea, select, button, a, label, img, svg, [role=button]") ||
      Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
    for (const element of document.querySelectorAll("#nc-root *")) {
      if (!drawn(element) || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text for screen readers is a pixel wide by design.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const label = Array.from(element.classList).find((name) => name.startsWith("css-")) ?? element.tagName.toLowerCase();
        outside.push(`${label} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(box.left)}…${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, outside };
  }, width);
  expect(scrollWidth, `${what}: the page is no wider than the phone`).toBeLessThanOrEqual(width);
  expect(innerWidth, `${what}: the browser didn't zoom out to fit it`).toBe(width);
  expect(outside.slice(0, 10), `${what}: the editor's things past the screen's edges`).toEqual([]);
}

test.describe("the site editor on a phone", { tag: ANY_WIDTH }, () => {
  test.use(PHONE);

  test("a price at 390 px: the list and the file fit the screen, words and an out-of-range amount are refused before saving, and a new price, tapped in and published, is that one line of pricing.yaml", async ({
    editor,
    editorPage: page,
  }) => {
    const before = editor.read("pricing");
    const priceField = field(field(field(await editorFields(page, editor.url, "pricing"), "prices").fields, wash).fields, size);
    const { max } = field(priceField.fields, tier);
    expect(max, "the schema bounds the price").toBeDefined();
    const changed = price >= max! ? price - 1 : price + 1;

    await openList(page, editor.url, "pricing", true);
    await expectNothingSideways(page, "the list of files");
    await entryLink(page, "pricing").tap();
    await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 60_000 });
    await expectNothingSideways(page, "the pricing file");
    await expect(page.getByRole("button", { name: "Published" })).toBeInViewport({ ratio: 1 });

    const box = priceBox(page);
    await expect(box).toHaveValue(String(price));
    await box.tap();
    await expect(box).toBeInViewport({ ratio: 1 });

    // Refused before saving: words (the box takes no letters, so the price is missing) and an amount above the schema's maximum.
    await box.clear();
    await box.pressSequentially("twenty pounds");
    await tryToPublish(page);
    await expect(page.getByRole("alert").filter({ hasText: /missed a required field/ })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${escapeRegExp(tierName)} is required`) })).toBeVisible();
    await box.fill(String(max! + 1));
    await tryToPublish(page);
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${escapeRegExp(tierName)} must be .*${max}`) })).toBeVisible();
    expect(editor.read("pricing"), "nothing saved while a check fails").toBe(before);

    await box.fill(String(changed));
    await expectNothingSideways(page, "the pricing file, edited");
    await publishByTap(page);

    const after = editor.read("pricing");
    const { removed, added, diff } = diffLines(before, after);
    test.info().annotations.push({ type: "pricing.yaml diff", description: diff });
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain(`${tier}: ${price}`);
    expect(added).toEqual([removed[0].replace(`${tier}: ${price}`, `${tier}: ${changed}`)]);
    expect(parse(after).prices[wash][size][tier]).toBe(changed);
    const check = checkContent(editor.root);
    expect(check.output).toMatch(/Content OK/);
    expect(check.status).toBe(0);
  });

  test("an FAQ answer's paragraph, tapped open by its row's named buttons, changed and published at 390 px: that one line of faq.yaml", async ({
    editor,
    editorPage: page,
  }) => {
    const before = editor.read("faq");
    const answerList = field(field(await editorFields(page, editor.url, "faq"), "items").fields, "answer");
    const paragraphLabel = answerList.field!.label;
    const reworded = `${paragraph} Ask us if you are unsure.`;

    await openFile(page, editor.url, "faq");
    await expectNothingSideways(page, "the FAQ file");
    // The question's row, folded, and its fold button named after it (control-names.ts).
    const unfold = page.getByRole("button", { name: rowControlNames(question.question, false).fold, exact: true });
    await expect(unfold).toHaveAttribute("aria-expanded", "false");
    await unfold.tap();
    const fold = page.getByRole("button", { name: rowControlNames(question.question, true).fold, exact: true });
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    // Its paragraphs: each row folded, named by its label and place when several share it.
    const paragraphRow = question.answer.length > 1 ? `${paragraphLabel} 1` : paragraphLabel;
    await page.getByRole("button", { name: rowControlNames(paragraphRow, false).fold, exact: true }).tap();
    const text = page.getByRole("textbox", { name: paragraphLabel, exact: true });
    await expect(text).toHaveValue(paragraph);
    await text.tap();
    await expect(text).toBeInViewport({ ratio: 1 });
    await text.fill(reworded);
    await expectNothingSideways(page, "the FAQ file, a question unfolded");
    await publishByTap(page);

    const after = editor.read("faq");
    const { removed, added, diff } = diffLines(before, after);
    test.info().annotations.push({ type: "faq.yaml diff", description: diff });
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain(paragraph);
    expect(added).toEqual([removed[0].replace(paragraph, reworded)]);
    expect(parse(after).items[0].answer[0]).toBe(reworded);
    expect(checkContent(editor.root).status).toBe(0);
  });
});

/** axe on the editor as it is now, with the project's tags, as every page of the site is scanned (fixtures.ts). */
async function axeViolations(page: Page): Promise<string[]> {
  // Decap's loading bar (a <canvas> across the top, outside any landmark) shows while it fetches: scan what it settles on.
  // Its fetches (the file, and every photo as base64 for the media library) took over 5 s under the full suite's load.
  await expect(page.locator("body > canvas")).toBeHidden({ timeout: 60_000 });
  await page.evaluate(settlePage, SETTLE);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(runAxe, AXE_TAGS);
}

for (const [width, use] of [
  [1280, COMPUTER],
  [390, PHONE],
] as const) {
  test.describe(`the site editor at ${width} px, by axe`, { tag: ANY_WIDTH }, () => {
    test.use(use);

    test("the sign-in screen (the business's logo and name, the sign-in button, nothing overlapping), the list of files, the pricing file, and the FAQ file with a question unfolded", async ({
      editor,
      editorPage: page,
    }) => {
      // One start of Decap (5 MB of script) for the four states, each scanned as the owner reaches it.
      await test.step("the sign-in screen", async () => {
        await page.goto(editor.url);
        const login = page.getByRole("button", { name: "Login" });
        // Decap's bundle is 5 MB of script to start on a busy 2-core machine: its first screen can take a while.
        await expect(login).toBeVisible({ timeout: 60_000 });
        const name = page.getByRole("heading", { level: 1, name: site.businessName, exact: true });
        await expect(name).toBeVisible();
        const logo = page.locator(`img[src="${site.logo.src}"]`);
        await expect(logo).toBeVisible();
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        // From the narrowest phone to this width: each part below the one before, inside the window, nothing scrolling sideways.
        for (const narrower of [320, 360, 390, 768, 1280].filter((candidate) => candidate <= width)) {
          await page.setViewportSize({ width: narrower, height: use.viewport.height });
          const boxes = await Promise.all([logo, name, login].map(async (element) => (await element.boundingBox())!));
          for (let i = 1; i < boxes.length; i++) {
            expect(boxes[i].y, `at ${narrower} px, each below the one before`).toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height);
          }
          for (const box of boxes) expect(box.x >= 0 && box.x + box.width <= narrower, `at ${narrower} px, inside the window`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${narrower} px`).toBeLessThanOrEqual(narrower);
        }
        await page.setViewportSize(use.viewport);
      });

      await test.step("the list of files", async () => {
        // The same document: Decap shows the pricing file's list once signed in.
        await page.goto(`${editor.url}#/collections/pricing`);
        await page.getByRole("button", { name: "Login" }).click();
        await expect(entryLink(page, "pricing")).toBeVisible({ timeout: 60_000 });
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step("the pricing file", async () => {
        await entryLink(page, "pricing").click();
        await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 60_000 });
        // Its lists' rows (packages, sizes, wash types), folded, with their buttons named.
        await expect(page.getByRole("button", { name: rowControlNames(pricing.tiers[0].name, false).remove, exact: true }).first()).toBeAttached();
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step("the FAQ file with a question unfolded", async () => {
        // Back to the list, as the owner's browser goes back, then to the FAQ's.
        await page.goBack();
        await expect(entryLink(page, "pricing")).toBeVisible();
        await page.goto(`${editor.url}#/collections/faq`);
        await entryLink(page, "faq").click();
        await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 60_000 });
        await page.getByRole("button", { name: rowControlNames(question.question, false).fold, exact: true }).click();
        // Named again once unfolded, with its paragraphs' rows (control-names.ts names a whole page at a time).
        await expect(page.getByRole("button", { name: rowControlNames(question.question, true).fold, exact: true })).toHaveAttribute("aria-expanded", "true");
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}
