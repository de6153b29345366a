/**
 * The owner's editor for everyone and every screen (issue 44, items 2 and 5), through the editor and its backends
 * as admin.spec.ts (tests/support/site-editor.ts):
 * - at first paint, before any script (here: with none), the local editor lists the files, by page, each by its
 *   schema's title, and the online one shows the sign-in;
 * - axe (WCAG 2.2 A and AA and best practices, as every page of the site) finds nothing on the sign-in, the list,
 *   a file's form with its preview, a failing check and a conflict, at the phone's width and the computer's (the
 *   two projects), where the site's layout rules hold too;
 * - from 320 to 480 px, one column: the form, then its preview, whose page keeps the site's layout rules at 320 px
 *   (its narrowest), in each wash type's mode;
 * - every editor screen at 320 and 390 px and the computer's 1280 px: the list, Recent changes, the Service area, and
 *   every file's form with every list entry unfolded (a folded entry doesn't draw its fields) and the go-live list
 *   beside Save naming a long web address: the site's layout rules (nothing sideways, tap targets, text in its box,
 *   no word split: issue 66 item 7); at the phone's width each form then in the owner's words (expectOwnersWords);
 * - by keyboard: a list's entry moves down and up by its named buttons, the focus staying on them; a yes/no box
 *   ticks and unticks with the space bar; a box to type in shows its focus ring, in forced colours too.
 */
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { applyEdits } from "../../src/admin/line-edits/apply-edits.ts";
import { entryControlName } from "../../src/admin/form/lists/entry-controls.ts";
import type { ContentFiles } from "../../src/content/generated/content-files.ts";
import { CONTENT_NAMES, POSTCODE_LIST_FILE, type ContentName } from "../../src/content/names.ts";
import { fileGroups } from "../../src/admin/file-groups.ts";
import { DEVELOPER_SECTION_CLASS } from "../../src/admin/form/fields/FieldList.tsx";
import { developerWordsIn } from "../support/developer-words.ts";
import { ANY_WIDTH, expectNoAxeViolations } from "../support/fixtures";
import { expectLayoutRules, screenAt } from "../support/layout-rules";
import { faq, pricing } from "../support/site-pages";
import {
  checksFailing,
  checksPassing,
  contentOf,
  expect,
  fieldOf,
  fileForm,
  fileOpen,
  fileTitle,
  FIRST_PRICE,
  PREVIEW_FRAME,
  preview,
  priceBox,
  retype,
  startingText,
  test,
} from "../support/site-editor";
import { EDITOR_PATH } from "../support/paths.ts";
import { DESKTOP_VIEWPORT, PHONE } from "../../scripts/tools/browsers.ts";

test.describe.configure({ timeout: 120_000 });

const { price } = FIRST_PRICE;

/** A file's link in the list: its schema's title, opening it by the address. */
const fileLink = (page: Page, name: ContentName) => page.getByRole("link", { name: fileTitle(name), exact: true });

test(
  "at first paint, without JavaScript, the local editor lists every file under the page it feeds, and the online one shows the sign-in",
  { tag: ANY_WIDTH },
  async ({ editor, noScriptPage, baseURL }) => {
    const page = noScriptPage!;
    await page.goto(editor.url);
    for (const { page: owner, files } of fileGroups()) {
      const group = page.getByRole("region", { name: fileTitle(owner), exact: true });
      await expect(group.getByRole("link"), `the files shown on ${owner}'s page`).toHaveText(files.map(fileTitle));
    }
    for (const name of CONTENT_NAMES) await expect(fileLink(page, name)).toHaveAttribute("href", `?file=${name}`);

    await page.goto(new URL(EDITOR_PATH, baseURL).href);
    await expect(page.getByRole("button", { name: "Sign in with GitHub", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: fileTitle("pricing"), exact: true })).toHaveCount(0);
  },
);

test.describe("the editor, by axe and the layout rules, at this project's width", () => {
  test.use({ backend: "github" });

  test("the sign-in, the list, a form with its preview, a failing check and a conflict", async ({ editor, editorPage: page }) => {
    await page.goto(editor.url);
    await expect(page.getByRole("button", { name: "Sign in with GitHub", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectLayoutRules(page, "the sign-in: ");

    await editor.open();
    await expectNoAxeViolations(page);
    await expectLayoutRules(page, "the list: ");

    await fileLink(page, "pricing").click();
    await fileOpen(page, "pricing");
    await expectNoAxeViolations(page);
    await expectLayoutRules(page, "the form: ");

    // A price with a digit too many: refused at its field.
    await retype(priceBox(page), `${price}0000`);
    await expect(checksFailing(page)).toBeVisible();
    await expect(priceBox(page)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await expectLayoutRules(page, "a failing check: ");

    // A price the check takes, while the file changed on GitHub.
    await retype(priceBox(page), String(price + 1));
    await expect(checksPassing(page)).toBeVisible();
    const text = startingText("pricing");
    editor.changeMeanwhile("pricing", applyEdits(text, { ...parse(text), heading: `${pricing.heading}!` }));
    editor.expectFailedLoads(409);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Apply my changes to the newer file", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectLayoutRules(page, "a conflict: ");
  });
});

/** The widths every file's form is swept at: the smallest phone, the suites' phone, and their computer. */
const FORM_WIDTHS = [320, PHONE.viewport.width, DESKTOP_VIEWPORT.width];

test.describe("the editor in one column", { tag: ANY_WIDTH }, () => {
  test.use(screenAt(320));

  test("from 320 to 480 px: the list, then a file's form with its preview below it, nothing sideways, the preview's page by the layout rules", async ({
    editor,
    editorPage: page,
  }) => {
    for (const width of [320, 480]) {
      await page.setViewportSize({ width, height: screenAt(320).viewport.height });
      await editor.open();
      await expectLayoutRules(page, `the list at ${width} px: `);
      await editor.open("pricing");
      // At 320 px, every file's form is swept below.
      if (width > FORM_WIDTHS[0]) await expectLayoutRules(page, `the form at ${width} px: `);
      // The preview at its narrowest (the screen's width less the editor's margins): the site's rules on its page.
      if (width === FORM_WIDTHS[0]) await expectPreviewLayoutRules(page, `the preview at ${width} px`);
      const form = (await fileForm(page, "pricing").boundingBox())!;
      const preview = (await page.getByRole("region", { name: "Preview", exact: true }).boundingBox())!;
      expect(preview.y, `at ${width} px, the preview is below the form`).toBeGreaterThanOrEqual(form.y + form.height);
      for (const box of [form, preview]) expect([box.x >= 0, box.x + box.width <= width], `at ${width} px, inside the screen`).toEqual([true, true]);
    }
  });
});

/**
 * The site's layout rules on the pricing page as the open file's preview draws it, in each wash type's mode (each
 * message names the frame's own width): no word split in a frame narrower than any phone (issue 58).
 */
async function expectPreviewLayoutRules(page: Page, label: string): Promise<void> {
  const frame = await page
    .locator(PREVIEW_FRAME)
    .elementHandle()
    .then((element) => element?.contentFrame());
  if (!frame) throw new Error("the editor shows no preview");
  // In sight, as the owner reads it: a browser holds back the drawing of a frame out of sight.
  await page.locator(PREVIEW_FRAME).scrollIntoViewIfNeeded();
  for (const wash of pricing.washTypes) {
    await preview(page).getByRole("radio", { name: wash.name, exact: true }).check();
    await expectLayoutRules(frame, `${label}, ${wash.name}: `, { soft: true });
  }
}

/**
 * Unfolds every list entry in `scope`, those inside an entry too: a folded entry's fields aren't drawn, and an entry
 * draws them (its own lists among them) once it opens. Each round opens what is folded (but `leaveFolded`), then waits
 * for every open entry to have drawn its fields.
 */
async function unfoldEveryEntry(scope: Page | Locator, { leaveFolded }: { leaveFolded?: string } = {}): Promise<void> {
  const folded = scope.locator(`details:not([open])${leaveFolded ? `:not(${leaveFolded})` : ""}`);
  const undrawn = scope.locator("details[open]:not(:has(> summary + *))");
  while ((await folded.count()) > 0) {
    await folded.evaluateAll((entries) => entries.forEach((entry) => ((entry as HTMLDetailsElement).open = true)));
    await expect(undrawn).toHaveCount(0);
  }
}

/** The founder's content with a web address as long as an owner may paste, on the example's own domain. */
function withLongWebsite(founder: ContentFiles["founder"]): ContentFiles["founder"] {
  const address = new URL(founder.website.url);
  return {
    ...founder,
    website: { ...founder.website, url: `${address.origin}/our-mobile-valeting-services-across-redbridge-and-essex?from=the-founders-card` },
  };
}

/**
 * The editor in the owner's words (issue 57), read on a phone: the whole form shown, every entry of every list unfolded
 * and one entry added to each list (so the checks' messages about an empty entry show too), and the text the editor
 * shows read as the owner reads it: no file path, field key, code, "Entry N", true or false
 * (tests/support/developer-words.ts, derived from the schemas and the content), and no braces, in the boxes either (a
 * figure a text quotes shows as what it becomes). The section of settings for whoever looks after the site
 * (FieldList.tsx) is closed first, as the owner finds it. The lists of figures to put in, open only here, are scanned
 * by axe where a file has them: they alone, the state this check adds (entries unfolded, added and failing are scanned
 * by the journeys that make them: admin-packages.spec.ts, admin-order.spec.ts, the failing check above). A scan of the
 * whole page took 4.7 of the 7.4 s this check took on the Pricing page.
 */
const WORDS_WIDTH = PHONE.viewport.width;
async function expectOwnersWords(page: Page, name: ContentName): Promise<void> {
  const form = fileForm(page, name);
  const developerSection = form.locator(`details.${DEVELOPER_SECTION_CLASS}`);
  await developerSection.evaluateAll((sections) => sections.forEach((section) => ((section as HTMLDetailsElement).open = false)));
  let added = 0;
  for (const add of await form.getByRole("button", { name: /^Add / }).all()) {
    if (!(await add.isEnabled())) continue;
    await add.click();
    added++;
  }
  // What the adding brought, unfolded too (the settings' section left closed).
  await unfoldEveryEntry(form, { leaveFolded: `.${DEVELOPER_SECTION_CLASS}` });
  if (added > 0) await expect(checksFailing(page)).toBeVisible({ timeout: 30_000 });
  // A new package's booking types to create in the scheduling service are listed as that service spells them
  // (issue 57 asks for them): the owner types them there. Read the rest.
  await page.locator(".editor-together__todo code").evaluateAll((codes) => codes.forEach((code) => code.remove()));
  const shown = await page.locator("body").innerText();
  expect(developerWordsIn(shown), `${fileTitle(name)}: a developer's words`).toEqual([]);
  const boxes = await form.locator("input, textarea").evaluateAll((each) => each.map((box) => (box as HTMLInputElement).value));
  expect(
    [...shown.split("\n"), ...boxes].filter((line) => /[{}]/.test(line)),
    `${fileTitle(name)}: a code in braces`,
  ).toEqual([]);
  const figureLists = ".form-field__figures[open]";
  if ((await form.locator(figureLists).count()) > 0) await expectNoAxeViolations(page, { within: figureLists });
}

/*
 * The sweep of every file's form: one test per width, one visit per file (the editor's own list, in its order),
 * naming every form that breaks a rule.
 * One test a width, not one a file: 42 tests, each starting its own browser context on a fresh copy of the
 * content, took 28 s of one worker's time, against 21 s for these three.
 */
for (const width of FORM_WIDTHS) {
  test.describe(`every file's form at ${width} px`, { tag: ANY_WIDTH }, () => {
    test.use(screenAt(width));
    // Seventeen screens in one visit: 60 s on a quiet 2-core machine, twice that beside another suite.
    test.describe.configure({ timeout: 240_000 });

    test(`the list, Recent changes, the Service area, and every file with every list entry unfolded: nothing sideways, tap targets of 24 px or more, no text out of its box, no word split${width === WORDS_WIDTH ? "; then an entry added to each list, and not one developer's word on screen" : ""}`, async ({
      editor,
      editorPage: page,
    }) => {
      // A web address as long as an owner may paste, still the example's domain: the go-live list beside Save names it,
      // and it must wrap between its parts, never inside a word (issue 66 item 7).
      editor.changeMeanwhile("founder", applyEdits(startingText("founder"), withLongWebsite(contentOf("founder", startingText("founder")))));
      await test.step("the list of files", async () => {
        await editor.open();
        await expectLayoutRules(page, `the list at ${width} px: `, { soft: true });
        if (width === WORDS_WIDTH) expect(developerWordsIn(await page.locator("body").innerText()), "the list: a developer's words").toEqual([]);
      });
      await test.step("Recent changes", async () => {
        await page.getByRole("link", { name: "Recent changes", exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Recent changes" })).toBeVisible();
        await expectLayoutRules(page, `Recent changes at ${width} px: `, { soft: true });
      });
      await test.step(fileTitle(POSTCODE_LIST_FILE), async () => {
        await editor.open();
        await page.getByRole("link", { name: fileTitle(POSTCODE_LIST_FILE), exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: fileTitle(POSTCODE_LIST_FILE) })).toBeVisible();
        await expectLayoutRules(page, `${fileTitle(POSTCODE_LIST_FILE)} at ${width} px: `, { soft: true });
      });
      for (const name of fileGroups().flatMap(({ files }) => files)) {
        await test.step(fileTitle(name), async () => {
          await editor.open(name);
          await unfoldEveryEntry(page);
          await expectLayoutRules(page, `${fileTitle(name)}'s form at ${width} px: `, { soft: true });
          if (width === WORDS_WIDTH) await expectOwnersWords(page, name);
        });
      }
    });
  });
}

test.describe("the editor by keyboard", { tag: ANY_WIDTH }, () => {
  test("a question moves down and back up by its named buttons, the focus staying on them; a yes/no box ticks with the space bar; a text box's focus ring shows", async ({
    editor,
    editorPage: page,
  }) => {
    const [first, second] = faq.items;
    const button = (action: "Move up" | "Move down", question: string) =>
      page.getByRole("button", { name: entryControlName(action, question), exact: true, includeHidden: true });

    /** Presses Tab until `target` has the focus: it is reached by the keyboard, in the page's order (which has a few dozen stops before it). */
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 100 && !(await target.evaluate((element) => element === document.activeElement)); presses++)
        await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
    };

    /** Whether `above`'s entry is above `below`'s: the entries' order, as the owner sees it (a folded entry's buttons aren't drawn). */
    const isAbove = async (above: string, below: string) => {
      const top = async (question: string) => (await page.getByText(question, { exact: true }).filter({ visible: true }).boundingBox())?.y ?? NaN;
      return (await top(above)) < (await top(below));
    };

    await editor.open("faq");
    // The first question unfolded from the keyboard (its summary, then Enter), then its Move down button reached by Tab.
    await tabTo(page.locator("summary", { has: page.getByText(first.question, { exact: true }) }).filter({ visible: true }));
    await page.keyboard.press("Enter");
    await tabTo(button("Move down", first.question));
    await page.keyboard.press("Enter");
    await expect(button("Move down", first.question)).toBeFocused();
    await expect.poll(() => isAbove(second.question, first.question), "the second question is now the first").toBe(true);
    await expect(button("Move up", first.question)).toBeEnabled();

    await page.keyboard.press("Shift+Tab");
    await expect(button("Move up", first.question)).toBeFocused();
    await page.keyboard.press("Space");
    // Back at the top, the same entry's Move up is disabled: the focus goes to its Move down.
    await expect(button("Move down", first.question)).toBeFocused();
    await expect(button("Move up", first.question)).toBeDisabled();
    await expect.poll(() => isAbove(first.question, second.question), "the first question is first again").toBe(true);

    await editor.open("site");
    const live = page.getByRole("checkbox", { name: fieldOf("site", ["live"]).label, exact: true });
    const wasLive = await live.isChecked();
    await tabTo(live);
    await page.keyboard.press("Space");
    await expect(live).toBeChecked({ checked: !wasLive });
    await page.keyboard.press("Space");
    await expect(live).toBeChecked({ checked: wasLive });

    // A box to type in, reached by Tab: its focus ring drawn beneath its text (editor.css), as an outline where the
    // system's forced colours drop shadows.
    const box = fileForm(page, "site").getByRole("textbox").first();
    await tabTo(box);
    const ring = () =>
      box.evaluate((element) => {
        const style = getComputedStyle(element);
        return { outline: style.outlineStyle, shadow: style.boxShadow !== "none" };
      });
    expect(await ring()).toEqual({ outline: "none", shadow: true });
    await page.emulateMedia({ forcedColors: "active" });
    expect(await ring()).toEqual({ outline: "solid", shadow: false });
  });
});
