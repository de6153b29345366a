/**
 * The owner's editor at /admin/ (issue 12), through the real editor (Decap CMS) and its local
 * backend, on a scratch copy of the content: a save changes only what was edited, the content check
 * passes on what it saved, the editor refuses what the schema refuses, and the editor stays apart
 * from the public site. Every expectation comes from the content and the schemas (through the
 * config.yml the build generated from them).
 *
 * Decap CMS is laid out for a computer (its editor is at least 800 pixels wide): these tests use a
 * desktop-sized window, once (the subject doesn't change with the phone or desktop project).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { parse, parseDocument, type Scalar } from "yaml";
import { rowControlNames } from "../../src/admin/control-names.ts";
import { PREVIEW_STATES } from "../../src/admin/preview/preview-template.ts";
import { ANY_WIDTH } from "./support/fixtures";
import { escapeRegExp } from "./support/booking-content";
import sharp from "sharp";
import { SITE_PAGES, faq, founder, home, pricing, site } from "./support/site-pages";
import { CONTENT_NAMES } from "../../src/content/names.ts";
import { readContent } from "../../src/content/node/read-content.ts";
import { sitePaths } from "../../src/lib/site-paths.ts";
import {
  FIRST_PRICE,
  checkContent,
  diffLines,
  editorField,
  editorFields,
  expect,
  openFields,
  openInEditor,
  preview,
  previewChecks,
  priceBox,
  publish,
  test,
  tryToPublish,
} from "./support/site-editor";
import { EDITOR_PATH, PATH } from "../support/paths.ts";
import { PROJECT_ROOT } from "../support/content-root.ts";
import { loadContent } from "../../src/content/node/load-content.ts";
import { readContentDocuments, replacePlaceholders, writeContentDocuments } from "../owner-edits/edits.ts";

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
// Starting Decap CMS (5 MB of script) and its entry takes several seconds, many more on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const field = editorField;
const { wash, size, tier, price, tierName } = FIRST_PRICE;

/** That price's cell in a page's price table for its wash type: the row of its vehicle size, the column of its package. */
function priceCell(root: Page | FrameLocator): Locator {
  const washName = pricing.washTypes.find((candidate) => candidate.id === wash)?.name ?? wash;
  const sizeName = pricing.vehicleSizes.find((candidate) => candidate.id === size)?.name ?? size;
  const table = root.getByRole("table", { name: new RegExp(escapeRegExp(washName)) }).first();
  const row = table.getByRole("row").filter({ has: root.getByRole("rowheader", { name: new RegExp(`^${escapeRegExp(sizeName)}`) }) });
  return row.getByRole("cell").nth(pricing.tiers.findIndex((candidate) => candidate.id === tier));
}

/**
 * A table's markup without its words: its elements and every attribute, in order. The ids React
 * makes up (useId) differ between the prerendered page and a page drawn in the browser: each is
 * named by its order of appearance.
 */
const tableMarkup = (cell: Locator) =>
  cell.evaluate((element) => {
    const table = element.closest("table")!.cloneNode(true) as Element;
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
    const words: Node[] = [];
    while (walker.nextNode()) words.push(walker.currentNode);
    for (const node of words) node.parentNode?.removeChild(node);
    const ids = Array.from(table.querySelectorAll("[id]"), (node) => node.id);
    return ids.reduce((html, id, index) => html.split(`"${id}"`).join(`"id-${index + 1}"`), table.outerHTML);
  });

/** What `npm run check:content` says about the project at `root` with `edit` made to one of its content files: its problem lines. */
function checkWithEdit(root: string, name: string, edit: (text: string) => string): string[] {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "editor-check-"));
  try {
    for (const folder of ["content", "schemas"]) fs.cpSync(path.join(root, folder), path.join(scratch, folder), { recursive: true });
    const file = path.join(scratch, "content", `${name}.yaml`);
    fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
    const { status, output } = checkContent(scratch);
    expect(status, "the check refuses the edit").not.toBe(0);
    return output
      .split("\n")
      .filter((line) => /^\s+content\//.test(line))
      .map((line) => line.trim());
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

test.describe("the site editor", { tag: ANY_WIDTH }, () => {
  // A price refused and then saved, one line of pricing.yaml: admin-phone.spec.ts, as the owner does it on a phone.

  test("a price typed into the editor shows at once in the preview's price table, drawn with /pricing's own markup, under a passing check", async ({
    editor,
    editorPage: page,
    page: site,
  }) => {
    await site.goto(PATH.pricing);
    const publicCell = priceCell(site);
    const publicText = (await publicCell.textContent()) ?? "";
    expect(publicText).toContain(String(price));
    const changed = price + 1;

    await openInEditor(page, editor.url, "pricing");
    await expect(priceCell(preview(page))).toHaveText(publicText);
    expect(await tableMarkup(priceCell(preview(page))), "the preview's table is /pricing's table, element for element").toBe(await tableMarkup(publicCell));
    await priceBox(page).fill(String(changed));
    await expect(priceCell(preview(page))).toHaveText(publicText.replace(String(price), String(changed)));
    await expect(preview(page).getByRole("status")).toBeVisible();
    await expect(preview(page).getByRole("alert")).toHaveCount(0);
  });

  test("while the preview's code is on its way the pane says so, busy, and draws the page once it arrives", async ({ editor, editorPage: page }) => {
    // The preview's code (src/admin/preview/preview-renderer.tsx, named by its module as Vite names chunks) is held back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/preview-renderer-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openFields(page, editor.url, "pricing");
    const loading = preview(page).getByText(PREVIEW_STATES.loading, { exact: true });
    await expect(loading).toBeVisible();
    await expect(previewChecks(page)).toHaveCount(0);

    release();
    await expect(previewChecks(page)).toBeVisible({ timeout: 60_000 });
    await expect(loading).toHaveCount(0);
    await expect(priceCell(preview(page))).toContainText(String(price));
  });

  test("every content file's preview draws the page it feeds: its own page under that page's heading, or the page holding its section", async ({
    editor,
    editorPage: page,
  }) => {
    const routes = sitePaths(founder.slug);
    const content = readContent();
    /** A file's own `heading` (the section it feeds), when it has one. */
    const headingOf = (file: object) => ("heading" in file ? String(file.heading) : undefined);
    await openInEditor(page, editor.url, CONTENT_NAMES[0]);
    for (const name of CONTENT_NAMES) {
      // As the owner moves between files: to the file's collection, then its one entry.
      await page.goto(`${editor.url}#/collections/${name}`);
      await page.locator(`a[href="#/collections/${name}/entries/${name}"]`).click();
      const ownPage = routes.find((route) => route.wordsFile === name);
      const heading = ownPage
        ? preview(page).getByRole("heading", { level: 1, name: ownPage.words(content).heading, exact: true })
        : preview(page).getByRole("heading", { name: headingOf(content[name]), exact: true });
      await expect(heading, `${name}.yaml's preview`).toBeVisible();
    }
  });

  test("a package code renamed in pricing.yaml alone is refused before saving, with the content check's own messages", async ({ editor, editorPage: page }) => {
    const before = editor.read("pricing");
    const tiersField = field(await editorFields(page, editor.url, "pricing"), "tiers");
    const renamed = `${tier}x`;
    // What the CLI says about that one edit, made to the file's text at the first package's code.
    const expected = checkWithEdit(editor.root, "pricing", (text) => {
      const code = (parseDocument(text).get("tiers") as { items: { get(key: string, keepScalar: true): Scalar }[] }).items[0].get("id", true);
      const [start, end] = code.range!;
      return text.slice(0, start) + renamed + text.slice(end);
    });
    expect(expected.length, "a code renamed in one file breaks the rules across files").toBeGreaterThan(0);

    await openInEditor(page, editor.url, "pricing");
    await page.getByRole("button", { name: rowControlNames(tierName, false).fold }).click();
    await page.getByRole("textbox", { name: field(tiersField.fields, "id").label, exact: true }).fill(renamed);
    await expect(preview(page).getByRole("alert").getByRole("listitem")).toHaveText(expected);

    await tryToPublish(page);
    await expect(page.getByRole("alert").filter({ hasText: expected[0] })).toBeVisible();
    expect(editor.read("pricing")).toBe(before);
  });

  test("before the site is live, the preview lists each placeholder by file and field, empties when the last is replaced, and once live the editor refuses one at its line", async ({
    editor,
    editorPage: page,
  }) => {
    // The content as it will be just before launch: every placeholder replaced but the sample reviews' flag
    // (replaced as the owner edit does it), and the site not live yet.
    const contentDir = path.join(editor.root, "content");
    const docs = readContentDocuments(contentDir);
    docs.site.set("live", false);
    docs.testimonials.set("samples", true);
    replacePlaceholders(docs, (found) => found.name === "testimonials" && found.path.join("/") === "samples");
    writeContentDocuments(contentDir, docs);
    const folders = { rootDir: editor.root, contentDir, schemaDir: path.join(editor.root, "schemas") };
    const [left, ...others] = loadContent(folders, {}).placeholders;
    expect(others, "one placeholder left").toEqual([]);

    // The editor checks a file it hasn't opened as it was built: it opens each file changed here, so that it reads it.
    const changed = CONTENT_NAMES.filter((name) => editor.read(name) !== fs.readFileSync(path.join(PROJECT_ROOT, "content", `${name}.yaml`), "utf8"));
    await openInEditor(page, editor.url, "testimonials");
    // Within the editor's page (a new page would start the editor afresh, with nothing read).
    const moveTo = async (name: string) => {
      const file = `content/${name}.yaml`;
      const read = page.waitForResponse((response) => response.request().method() === "POST" && (response.request().postData() ?? "").includes(file));
      // As the owner moves between files: to the file's collection, then its one entry.
      await page.goto(`${editor.url}#/collections/${name}`);
      await page.locator(`a[href="#/collections/${name}/entries/${name}"]`).click();
      await read;
      await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
    };
    for (const name of changed) await moveTo(name);
    await moveTo("testimonials");
    const goLive = preview(page).getByRole("region", { name: /^Before you go live: 1 thing to replace$/ });
    await expect(goLive.getByRole("listitem")).toHaveText([`${left.file} › ${left.field} (line ${left.line}): ${left.message}`]);

    const samples = field(await editorFields(page, editor.url, "testimonials"), "samples");
    await page.getByRole("switch", { name: samples.label, exact: true }).click();
    await expect(preview(page).getByRole("region", { name: /^Before you go live/ })).toHaveCount(0);
    await expect(preview(page).getByRole("status")).toBeVisible();

    // Live, with the sample reviews' flag back on: a problem at its line, and Publish refused.
    await page.getByRole("switch", { name: samples.label, exact: true }).click();
    await expect(goLive).toBeVisible();
    await moveTo("site");
    const live = field(await editorFields(page, editor.url, "site"), "live");
    await page.getByRole("switch", { name: live.label, exact: true }).click();
    const refused = preview(page).getByRole("alert").getByRole("listitem");
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText(`${left.file}:${left.line}:${left.column} ${left.field}:`);
    await expect(refused).toContainText(left.message);
    await expect(preview(page).getByRole("region", { name: /^Before you go live/ })).toHaveCount(0);
    const before = editor.read("site");
    await tryToPublish(page);
    await expect(page.getByRole("alert").filter({ hasText: left.message })).toBeVisible();
    expect(editor.read("site")).toBe(before);
  });

  test("adding an FAQ question adds just its lines", async ({ editor, editorPage: page }) => {
    const before = editor.read("faq");
    const list = field(await editorFields(page, editor.url, "faq"), "items");
    const answerList = field(list.fields, "answer");
    const ids = new Set(faq.items.map((item) => item.id));
    const id = Array.from({ length: ids.size + 1 }, (_, index) => `editor-question-${index + 1}`).find((candidate) => !ids.has(candidate))!;
    const added = { id, question: "Is this question added through the editor?", answer: ["Yes: it was typed into the editor by a test."] };

    await openInEditor(page, editor.url, "faq");
    await page.getByRole("button", { name: new RegExp(`^Add ${escapeRegExp(list.label_singular ?? list.label)}$`, "i") }).click();
    await page.getByRole("textbox", { name: field(list.fields, "id").label, exact: true }).fill(added.id);
    await page.getByRole("textbox", { name: field(list.fields, "question").label, exact: true }).fill(added.question);
    await page.getByRole("button", { name: new RegExp(`^Add ${escapeRegExp(answerList.label_singular ?? answerList.label)}$`, "i") }).click();
    await page.getByRole("textbox", { name: answerList.field!.label, exact: true }).fill(added.answer[0]);
    await publish(page);

    const after = editor.read("faq");
    const diff = diffLines(before, after);
    expect(diff.removed).toEqual([]);
    expect(diff.added.filter((line) => line.trim() !== "")).toEqual([
      expect.stringContaining(`id: ${added.id}`),
      expect.stringContaining(added.question),
      expect.stringMatching(/^\s+answer:$/),
      expect.stringContaining(added.answer[0]),
    ]);
    expect(parse(after).items).toEqual([...faq.items, added]);
    expect(checkContent(editor.root).status).toBe(0);
  });

  test("a photo picked in the editor's media library goes into content/photos and into the banner, with its alt text; the preview says a new photo shows once published", async ({
    editor,
    editorPage: page,
  }) => {
    // The banner shows its video before the owner picks a photo, whichever mode the content shows.
    const homeFile = path.join(editor.root, "content/home.yaml");
    const showingVideo = parseDocument(fs.readFileSync(homeFile, "utf8"));
    showingVideo.setIn(["hero", "show"], "video");
    fs.writeFileSync(homeFile, showingVideo.toString());
    const before = editor.read("home");
    const hero = field(await editorFields(page, editor.url, "home"), "hero");
    const [showField, photoGroup] = [field(hero.fields, "show"), field(hero.fields, "photo")];
    // A landscape photo as a phone takes it, wide enough for the site, with a name no photo has yet.
    const name = `editor-banner-${Date.now()}.jpg`;
    const upload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-upload-")), name);
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2a5d8f" } })
      .jpeg()
      .toFile(upload);
    const alt = "A dark blue car on a driveway after its valet, picked in the editor";

    await openInEditor(page, editor.url, "home");
    // The banner's Photo group: its image field (the file's first) and its alt text.
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    const library = page.getByRole("dialog");
    await library.locator('input[type="file"]').setInputFiles(upload);
    // Decap selects the photo it has just uploaded.
    await expect(library.getByText(name, { exact: true })).toBeVisible();
    await library.getByRole("button", { name: "Choose selected" }).click();
    // The first Alt on the page: the banner photo's group comes before the video poster's (the schema's order).
    await page
      .getByRole("textbox", { name: field(photoGroup.fields, "alt").label, exact: true })
      .first()
      .fill(alt);
    await page.getByRole("combobox", { name: showField.label, exact: true }).click();
    await page.getByRole("option", { name: "photo", exact: true }).click();

    // The build hasn't made the new photo yet: the preview says so instead of drawing a broken page.
    await expect(preview(page).getByText(`The photo photos/${name} is new`)).toBeVisible();
    await publish(page);

    expect(fs.readFileSync(path.join(editor.root, "content/photos", name))).toEqual(fs.readFileSync(upload));
    const after = editor.read("home");
    expect(parse(after).hero).toEqual({ ...home.hero, show: "photo", photo: { photo: `photos/${name}`, alt } });
    const diff = diffLines(before, after);
    expect(diff.removed.filter((line) => line.trim() !== "")).toEqual([expect.stringMatching(/^\s+show: video$/)]);
    // The content check, the photos' included, passes on what the editor saved.
    expect(checkContent(editor.root)).toMatchObject({ status: 0 });
    fs.rmSync(path.join(editor.root, "content/photos", name));
  });

  test("the editor stays apart from the public site", async ({ request }) => {
    const admin = await request.get(EDITOR_PATH);
    expect(admin.status()).toBe(200);
    const headers = admin.headers();
    expect(headers["x-robots-tag"]).toMatch(/noindex/);
    expect(await admin.text()).toMatch(/<meta name="robots" content="noindex/);
    const policy = headers["content-security-policy"] ?? "";
    expect(policy.match(/default-src/g)).toHaveLength(1);
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(policy).toMatch(/frame-ancestors 'none'/);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(new URL(PATH.home, site.origin).href);
    expect(sitemap).not.toContain(EDITOR_PATH.replace(/\/$/, ""));
    for (const sitePage of SITE_PAGES) {
      const html = await (await request.get(sitePage.path)).text();
      expect(html, `${sitePage.path} never links to or loads the editor`).not.toMatch(/["'(]\/admin\b|decap/i);
    }
  });
});
