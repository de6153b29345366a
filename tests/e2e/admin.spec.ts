/**
 * The owner's editor at /admin/ (issue 44), as the owner uses it on a phone, each journey against both backends
 * (tests/support/site-editor.ts's PHONE_AND_COMPUTER_RUNS): the local endpoint of `npm run edit` on a computer, and
 * the online editor saving to GitHub through the GitHub double on a phone. A save changes only the lines edited, says what changed in its commit message, and
 * leaves content the content check passes; a mistake is refused at its field, with the check's own message, and
 * nothing is written. Every expectation comes from the content (the starting files, the fields the schemas make)
 * and from the content check's own code, never from values copied here.
 *
 * What happens to the owner's changes when a save can't go through (a conflict, a reload, the sign-in, the rate
 * limit, the connection) is admin-nothing-lost.spec.ts's; the page's first paint, widths, axe and keyboard are
 * admin-access.spec.ts's; the local endpoint's guards, editor-safety.spec.ts's.
 */
import sharp from "sharp";
import { parse, parseDocument, type YAMLSeq } from "yaml";
import type { Locator, Page, Route } from "@playwright/test";
import { applyEdits } from "../../src/admin/line-edits/apply-edits.ts";
import { SETTLE_MS } from "../../src/admin/file-editor/typing-pause.ts";
import { LOCAL_API_PATH } from "../../src/admin/backends/local-api.ts";
import type { ListField } from "../../src/admin/schema/field-types.ts";
import { emptyFieldMessage } from "../../src/admin/form/fields/field-messages.ts";
import { addControlName, entryControlName } from "../../src/admin/form/lists/entry-controls.ts";
import { codeOf, uniqueCode } from "../../src/admin/schema/made-codes.ts";
import { CONTENT_NAMES, contentFilePath } from "../../src/content/names.ts";
import { fieldInWords, goLiveHeading, type ContentProblem } from "../../src/content/problem.ts";
import { formatPounds } from "../../src/lib/format.ts";
import { PHOTO_LARGEST_WIDTH } from "../../src/lib/photos.ts";
import { EDITOR_PATH } from "../support/paths.ts";
import { escapeRegExp } from "../support/booking-content";
import { ANY_WIDTH } from "../support/fixtures";
import { CAMERA_MAKE, PAIR, addPhotoPair, draftKeeps, entry, unfold } from "./support/photo-pair";
import { screenAt } from "../support/layout-rules";
import { SITE_PAGES, faq, gallery, testimonials } from "../support/site-pages";
import {
  PHONE_AND_COMPUTER_RUNS,
  FIRST_PRICE,
  changedContent,
  checkWithText,
  checksFailing,
  checksPassing,
  contentOf,
  diffLines,
  draftValueAt,
  expect,
  fieldOf,
  fileForm,
  fileOpen,
  fileTitle,
  goLiveItems,
  problemItems,
  priceBox,
  retype,
  save,
  saying,
  test,
} from "../support/site-editor";

// A file's editor, its preview and a save or two, on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

const { wash, size, tier, price } = FIRST_PRICE;

/**
 * Holds a save's first upload (the photos: in the write to the editor's endpoint, or GitHub's first blob) until
 * released, as a slow line would: meanwhile the page shows how much of the photos has gone.
 */
async function holdFirstUpload(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const isUpload = (url: URL) => url.pathname.startsWith(LOCAL_API_PATH) || url.pathname.endsWith("/git/blobs");
  const hold = async (route: Route) => {
    if (held || route.request().method() === "GET") return route.fallback();
    held = true;
    await released;
    await route.fallback();
  };
  await page.route(isUpload, hold);
  return async () => {
    release();
    await page.unroute(isUpload, hold);
  };
}

/** The one line a save changed, in each direction. */
function expectOneLineChanged(before: string, after: string): void {
  const { removed, added, diff } = diffLines(before, after);
  expect([removed.length, added.length], diff).toEqual([1, 1]);
}

const nonBlank = (lines: string[]) => lines.filter((line) => line.trim() !== "");

/** The lines of a list's entry in a file's text (from its "- " to its last value), without blank ones. */
function entryLines(text: string, list: string, index: number): string[] {
  const node = (parseDocument(text).get(list, true) as YAMLSeq).items[index] as { range: [number, number, number] };
  const lineStart = text.lastIndexOf("\n", node.range[0]) + 1;
  return nonBlank(text.slice(lineStart, node.range[1]).split("\n"));
}

/** The message a save's commit must have: every part, in order. */
const messageWith = (...parts: string[]) => expect.stringMatching(new RegExp(`^${parts.map(escapeRegExp).join(".*")}`));

/** A photo uploaded: a JPEG with no metadata at all (no GPS, no camera), no wider than the site's widest copy. */
async function expectCleanPhoto(bytes: Buffer | undefined, what: string): Promise<void> {
  expect(bytes, `${what} was saved`).toBeDefined();
  const metadata = await sharp(bytes!).metadata();
  expect(metadata.format, what).toBe("jpeg");
  expect(metadata.width, what).toBeLessThanOrEqual(PHOTO_LARGEST_WIDTH);
  expect([metadata.exif, metadata.xmp, metadata.iptc], `${what}: no EXIF (GPS), XMP or IPTC`).toEqual([undefined, undefined, undefined]);
  expect(bytes!.includes(CAMERA_MAKE), what).toBe(false);
}

for (const { backend, width } of PHONE_AND_COMPUTER_RUNS) {
  test.describe(`the editor at ${width} px, saving ${backend === "local" ? "into the content folder (npm run edit)" : "to GitHub"}`, { tag: ANY_WIDTH }, () => {
    test.use({ backend, ...screenAt(width) });

    test("a price changed: the file saved differs by that one line, the commit message names the change, and the content check passes", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("pricing");
      await page.clock.install();
      await editor.open("pricing");
      await expect(priceBox(page)).toHaveValue(String(price));
      // Save pressed straight after the last key: the checks' verdict on the new price comes while the button is held
      // down, and waits for the press to end (its message would move Save from under it, and the press would make no
      // click), then the click saves. The page's clock stands still from the box emptied until the press is down.
      await retype(priceBox(page), String(price + 1), async () => {
        await expect(checksFailing(page)).toBeVisible();
        await page.clock.pauseAt(Date.now() + 60_000);
      });
      const button = page.getByRole("button", { name: "Save", exact: true });
      await button.scrollIntoViewIfNeeded();
      const at = (await button.boundingBox())!;
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await page.mouse.down();
      await page.clock.runFor(SETTLE_MS);
      await expect.poll(() => draftValueAt(page, "pricing", ["prices", wash.id, size.id, tier.id])).toBe(price + 1);
      await expect(checksFailing(page), "the verdict held while Save is pressed").toBeVisible();
      await page.mouse.up();
      await page.clock.resume();
      await expect(saying(page, /^Saved/)).toBeVisible();
      await expect(checksPassing(page)).toBeVisible();

      const after = editor.read("pricing");
      expectOneLineChanged(before, after);
      expect(parse(after)).toEqual(changedContent("pricing", before, (values) => (values.prices[wash.id][size.id][tier.id] = price + 1)));
      await expect
        .poll(() => editor.saves().map((done) => done.message))
        .toEqual([messageWith(`${fileTitle("pricing")}: `, wash.name, size.name, tier.name, `${formatPounds(price)} → ${formatPounds(price + 1)}`)]);
      expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);
    });

    test("an FAQ question added and one removed: the file saved loses just the one's lines and gains just the other's", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("faq");
      const items = fieldOf("faq", ["items"]) as ListField;
      const answer = fieldOf("faq", ["items", 0, "answer"]) as ListField;
      const [removedAt, removed] = [1, faq.items[1]];
      const taken = new Set(faq.items.map((item) => item.id));
      const question = "Can I change my booking from the editor's test?";
      // Its link name is made from its question, unique on the page: never typed.
      const added = {
        id: uniqueCode(codeOf(question, items.singular), taken),
        question,
        answer: ["Yes: this question was added through the site editor by a test."] as [string],
      };

      await editor.open("faq");
      await unfold(page, removed.question);
      await entry(page, removed.question)
        .getByRole("button", { name: entryControlName("Remove", removed.question), exact: true })
        .click();
      await page.getByRole("button", { name: addControlName(items.singular), exact: true }).click();
      // A new entry is named by its place until its question is typed (then by the question).
      const fresh = entry(page, `${items.item.label} ${faq.items.length}`);
      await expect(fresh.getByRole("textbox", { name: fieldOf("faq", ["items", 0, "id"]).label, exact: true })).toHaveCount(0);
      await fresh.getByRole("textbox", { name: `${answer.item.label} 1`, exact: true }).pressSequentially(added.answer[0]);
      await fresh.getByRole("textbox", { name: fieldOf("faq", ["items", 0, "question"]).label, exact: true }).pressSequentially(added.question);
      // A reload in the middle: the list comes back as the owner left it.
      await draftKeeps(page, added.question);
      await page.reload();
      await fileOpen(page, "faq");
      await expect(page.getByText(added.question, { exact: true }).filter({ visible: true })).toBeVisible();
      await expect(page.getByText(removed.question, { exact: true }).filter({ visible: true })).toHaveCount(0);
      await save(page);

      const after = editor.read("faq");
      const diff = diffLines(before, after);
      expect(nonBlank(diff.removed), diff.diff).toEqual(entryLines(before, "items", removedAt));
      expect(nonBlank(diff.added), diff.diff).toEqual(entryLines(after, "items", faq.items.length - 1));
      expect(parse(after)).toEqual(changedContent("faq", before, (values) => values.items.splice(removedAt, 1) && values.items.push(added)));
      await expect
        .poll(() => editor.saves().map((done) => done.message))
        .toEqual([messageWith(`${fileTitle("faq")}: `, "removed", removed.question.slice(0, 20), "and 1 more")]);
      expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);
    });

    test("a review reworded: the file saved differs by its quote's line", async ({ editor, editorPage: page }) => {
      const before = editor.read("testimonials");
      const review = testimonials.items[0];
      const quote = fieldOf("testimonials", ["items", 0, "quote"]).label;
      const reworded = "Booked online in a minute; the car came back spotless inside and out, and on time.";

      await editor.open("testimonials");
      await unfold(page, review.quote);
      // The entry is named by its quote, which changes as it is typed: its box is the first Quote of the form.
      await retype(fileForm(page, "testimonials").getByRole("textbox", { name: quote, exact: true }).first(), reworded);
      await save(page);

      const after = editor.read("testimonials");
      expectOneLineChanged(before, after);
      expect(parse(after)).toEqual(changedContent("testimonials", before, (values) => (values.items[0].quote = reworded)));
      await expect.poll(() => editor.saves().map((done) => done.message)).toEqual([messageWith(`${fileTitle("testimonials")}: `, quote, "reworded")]);
      expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);
    });

    test("a mistake is refused at its field: the check's own message there, the field marked invalid, Save refused, nothing written", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("pricing");
      // A price with a digit too many: more than the schema allows.
      const tooMuch = Number(`${price}0000`);
      // What the check says of the file as the editor would write it.
      const edited = changedContent("pricing", before, (values) => (values.prices[wash.id][size.id][tier.id] = tooMuch));
      const checkedEdit = checkWithText("pricing", applyEdits(before, edited));
      const { problems } = checkedEdit;
      const [problem] = problems;
      expect(problems, "the content check refuses that one price").toHaveLength(1);
      expect(problem.field).toBe(fieldInWords(["prices", wash.id, size.id, tier.id]));

      await editor.open("pricing");
      // On the way, the emptied box stays, with the focus, and asks for its price in the owner's words.
      await priceBox(page).click();
      await priceBox(page).press("ControlOrMeta+End");
      for (let left = String(price).length; left > 0; left--) await priceBox(page).press("Backspace");
      await expect(priceBox(page)).toBeFocused();
      await expect(priceBox(page)).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(emptyFieldMessage(fieldOf("pricing", ["prices", wash.id, size.id, tier.id])))),
      );
      await priceBox(page).pressSequentially(String(tooMuch));
      await expect(priceBox(page)).toHaveAttribute("aria-invalid", "true");
      await expect(priceBox(page)).toHaveAccessibleDescription(new RegExp(escapeRegExp(problem.message)));
      // Named at the price itself, by its wash type, vehicle size and package, though the check refuses the file.
      await expect(checksFailing(page).getByRole("listitem")).toHaveText(problemItems([problem], checkedEdit, { pricing: edited }));
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(saying(page, /^Not saved: fix the problem marked above first/)).toBeVisible();

      expect(editor.read("pricing")).toBe(before);
      expect(editor.saves()).toEqual([]);
      if (editor.double) expect(editor.double.requests.filter((request) => request.method !== "GET")).toEqual([]);
    });

    test("go-live: the list names each placeholder as the editor does and opens its field; once live, one is refused at its field and Save with it", async ({
      editor,
      editorPage: page,
    }) => {
      const before = editor.read("site");
      const checked = checkWithText("site", before);
      const { placeholders } = checked;
      expect(placeholders.length, "the content still has placeholders").toBeGreaterThan(0);
      const checkedLive = checkWithText(
        "site",
        applyEdits(
          before,
          changedContent("site", before, (values) => (values.live = true)),
        ),
      );
      const refused = checkedLive.problems;
      // The first of site.yaml's own, at a field of its own (not inside a list's entry).
      const atField = refused.find((problem) => problem.file === contentFilePath("site") && problem.field && !/item \d/.test(problem.field))!;
      expect(atField, "a placeholder of site.yaml's own is refused once live").toBeDefined();
      // And the first of another file's, at a field of its own.
      const elsewhere = placeholders.find(
        (placeholder) => placeholder.file !== contentFilePath("site") && placeholder.field && !/item \d/.test(placeholder.field),
      )!;
      const elsewhereName = CONTENT_NAMES.find((name) => contentFilePath(name) === elsewhere.file)!;

      await editor.open("site");
      const goLive = page.getByRole("region", { name: goLiveHeading(placeholders.length) });
      const items = goLive.getByRole("listitem");
      await expect(items).toHaveText(goLiveItems(checked));

      // The field, inside the groups that lead to it ("contact › phone": the Contact group's Phone).
      const keys = atField.field.split(" › ");
      let scope: Locator = fileForm(page, "site");
      for (let depth = 1; depth < keys.length; depth++) scope = scope.getByRole("group", { name: fieldOf("site", keys.slice(0, depth)).label, exact: true });
      const control = scope.getByLabel(fieldOf("site", keys).label, { exact: true });
      // Its item's link puts the focus in it; another file's opens that file at its field.
      const itemOf = (problem: ContentProblem) =>
        items.nth(placeholders.findIndex((placeholder) => placeholder.file === problem.file && placeholder.field === problem.field));
      await itemOf(atField).getByRole("link").click();
      await expect(control).toBeFocused();
      await itemOf(elsewhere).getByRole("link").click();
      await fileOpen(page, elsewhereName, { on: "page" });
      await expect(page.locator(":focus")).toHaveAccessibleName(fieldOf(elsewhereName, elsewhere.field.split(" › ")).label);
      await editor.open("site");

      await page.getByRole("checkbox", { name: fieldOf("site", ["live"]).label, exact: true }).check();
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(atField.message)));
      await expect(checksFailing(page).getByRole("listitem")).toHaveText(problemItems(refused, checkedLive));
      await expect(page.getByRole("region", { name: /^Before you go live/ })).toHaveCount(0);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(saying(page, /^Not saved: fix the \d+ problems marked above first/)).toBeVisible();
      expect(editor.read("site")).toBe(before);
      expect(editor.saves()).toEqual([]);
    });

    test("a photo pair added to the gallery: each photo scaled and stripped of its metadata (GPS) in the browser, saved with the file in one save, its progress shown as the photos go; removing the pair removes its files", async ({
      editor,
      editorPage: page,
    }, testInfo) => {
      const before = editor.read("gallery");
      await editor.open("gallery");
      await addPhotoPair(page, testInfo);
      // A reload in the middle: the pair comes back, its photos with it.
      await draftKeeps(page, PAIR.alt);
      await page.reload();
      await fileOpen(page, "gallery");
      await unfold(page, PAIR.alt);
      await expect(
        entry(page, PAIR.alt)
          .getByRole("status")
          .filter({ hasText: /^New photo, kept in this browser/ }),
      ).toHaveCount(2);
      // On a slow line, the save shows the photos' progress while they go.
      const releaseUpload = await holdFirstUpload(page);
      const saving = save(page);
      await expect(page.getByRole("progressbar", { name: "Photos uploaded", exact: true })).toBeVisible();
      await releaseUpload();
      await saving;
      await expect(page.getByRole("progressbar", { name: "Photos uploaded", exact: true })).toBeHidden();

      const saved = editor.read("gallery");
      const diff = diffLines(before, saved);
      expect(diff.removed, diff.diff).toEqual([]);
      expect(nonBlank(diff.added), diff.diff).toEqual(entryLines(saved, "items", gallery.items.length));
      const added = contentOf("gallery", saved).items.at(-1)!;
      expect(added).toEqual({
        // Named by their place in the file (the new entry, counted from 1) and their bytes, never by the phone's names (photo-names.ts).
        photo: expect.stringMatching(new RegExp(`^photos/items-${gallery.items.length + 1}-photo-[0-9a-f]+\\.jpg$`)),
        alt: PAIR.alt,
        before: { photo: expect.stringMatching(new RegExp(`^photos/items-${gallery.items.length + 1}-before-photo-[0-9a-f]+\\.jpg$`)), alt: PAIR.beforeAlt },
      });
      const files = [added.photo, added.before!.photo].map((value) => `content/${value}`);
      for (const file of files) await expectCleanPhoto(editor.bytes(file), file);
      await expect.poll(() => editor.saves()).toHaveLength(1);
      // Online, the photos and the file are one commit.
      if (editor.double) expect(editor.double.lastCommit().changed).toEqual([contentFilePath("gallery"), ...files].sort());
      expect(await editor.checkContent(), "npm run check:content on the content saved").toEqual([]);

      // The pair's entry is still unfolded, as it was while the owner filled it in.
      await entry(page, PAIR.alt)
        .getByRole("button", { name: entryControlName("Remove", PAIR.alt), exact: true })
        .click();
      await save(page);
      expect(editor.read("gallery")).toBe(before);
      for (const file of files) expect(editor.bytes(file), `${file} removed`).toBeUndefined();
      await expect.poll(() => editor.saves()).toHaveLength(2);
      if (editor.double) expect(editor.double.lastCommit().changed).toEqual([contentFilePath("gallery"), ...files].sort());
    });
  });
}

test("the editor stays apart from the public site, under a policy with no 'unsafe-eval' and no 'unsafe-inline'", { tag: ANY_WIDTH }, async ({ request }) => {
  const admin = await request.get(EDITOR_PATH);
  expect(admin.status()).toBe(200);
  const headers = admin.headers();
  expect(headers["x-robots-tag"]).toMatch(/noindex/);
  expect(await admin.text()).toMatch(/<meta name="robots" content="noindex/);
  const policy = headers["content-security-policy"] ?? "";
  expect(policy.match(/default-src/g)).toHaveLength(1);
  expect(policy).toMatch(/default-src 'none'/);
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(policy).toMatch(/frame-ancestors 'none'/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(EDITOR_PATH.replace(/\/$/, ""));
  for (const sitePage of SITE_PAGES) {
    const html = await (await request.get(sitePage.path)).text();
    expect(html, `${sitePage.path} never links to or loads the editor`).not.toMatch(/["'(]\/admin\b/);
  }
});
