import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";
import { FLOATING_BUTTON_ATTRIBUTE } from "../../src/lib/page-script/data-attributes.ts";
import { placeProblem } from "../../src/content/check-texts.ts";
import { contentFilePath } from "../../src/content/names.ts";
import { DEPLOY_URL, followFast, followSaying, liveLink } from "../support/followed-save";
import {
  FIRST_PRICE,
  checksFailing,
  checksPassing,
  fieldOf,
  fileForm,
  fileOpen,
  test as onlineTest,
  preview,
  priceBox,
  retype,
  save,
  saying,
  startEditServer,
} from "../support/site-editor";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../support/content-root.ts";
import type { RunningServer } from "../../scripts/tools/start-server.ts";
import { expectScreen, site } from "./visual-fixtures";
import { isPhone } from "../support/fixtures";

/*
 * The site editor (/admin/), as `npm run edit` serves the fixture build over a copy of the fixture content: the list
 * of files, a file's form with its preview (the FAQ: its form is short enough for a whole-page shot at every width),
 * the same form with a failing check, a conflict (the file changed on disk meanwhile), the price grid, and a price
 * tapped on the page. Online, against the GitHub double as the e2e tests start it (tests/support/site-editor.ts),
 * a save followed to the site: live, on the list of files; refused by GitHub's check, at its field. The fixture
 * content's logo file isn't in public/: a stand-in of the same size is served in its place in the preview's header.
 */
const LOGO = path.join(PROJECT_ROOT, "tests/visual/fixture-logo.svg");
const FIXTURES = path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR);

const test = base.extend<{ editor: { url: string; root: string } }, { editServer: { url: string; root: string } }>({
  editServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const buildDir = process.env.VISUAL_BUILD_DIR;
      if (!buildDir) throw new Error("Run the screenshot suite with npm run test:visual.");
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "visual-editor-"));
      fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
      let server: RunningServer | undefined;
      try {
        const started = await startEditServer(root, { SERVE_DIR: path.resolve(PROJECT_ROOT, buildDir, "client") });
        server = started.server;
        await use({ url: started.url, root });
      } finally {
        await server?.stop();
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: "worker" },
  ],
  // Each test on a fresh copy of the fixture content (the conflict's changes it).
  editor: async ({ editServer, page }, use) => {
    fs.rmSync(path.join(editServer.root, "content"), { recursive: true, force: true });
    fs.cpSync(FIXTURES, path.join(editServer.root, "content"), { recursive: true });
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
    await page.route(`**${site.logo.src}`, (route) => route.fulfill({ path: LOGO, contentType: "image/svg+xml" }));
    await use(editServer);
  },
});

/** The FAQ's file open, its preview drawn: the page's heading in the frame, and every picture there decoded. */
async function openFaq(page: Page, url: string): Promise<void> {
  await page.goto(`${url}?file=faq`);
  await fileOpen(page, "faq");
  await previewDrawn(page);
}

/** The preview drawn: the page's heading in the frame, and every picture there decoded. */
async function previewDrawn(page: Page): Promise<void> {
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  await frame.locator("body").evaluate(async (body) => {
    const images = [...body.ownerDocument.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await body.ownerDocument.fonts.ready;
  });
}

/**
 * Hides the preview's floating Book button for the screenshot: it steps aside and fades as it learns what is under
 * it, which the settling (the editor's own page) doesn't wait for inside the preview's frame. The site's own
 * screenshots hold its look. Set on the element itself (the CSS object model, which the editor's policy allows where
 * it refuses a stylesheet of the test's): Playwright's screenshot `style` didn't always reach into the preview's frame
 * (a baseline at 390 px was taken with the button drawn, and a run then drew it hidden).
 */
async function hideFloatingButton(page: Page): Promise<void> {
  const hidden = await page
    .frameLocator("iframe")
    .locator(`[${FLOATING_BUTTON_ATTRIBUTE}]`)
    .evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).style.setProperty("visibility", "hidden", "important")).length);
  expect(hidden, "the preview's floating button, to hide").toBeGreaterThan(0);
}

/** The FAQ's heading box. */
const headingBox = (page: Page) => fileForm(page, "faq").getByRole("textbox", { name: fieldOf("faq", ["heading"]).label, exact: true });

/**
 * Taps the page's title box, which draws nothing on the page, then off it: the page's outline around what the last box drew
 * (src/admin/tap/) is put back a frame sooner or later as the page is drawn again, so these screens of the form
 * leave it off (admin-tap.spec.ts tests it).
 */
async function leaveThePage(page: Page): Promise<void> {
  await fileForm(page, "faq")
    .getByRole("textbox", { name: fieldOf("faq", ["meta", "title"]).label, exact: true })
    .click();
  // Then off every box, as a tap on the page's heading leaves them: no focus ring in the shot either.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.locator("input:focus, textarea:focus")).toHaveCount(0);
}

test("the site editor's list of files", async ({ page, editor }) => {
  expect(new URL(editor.url).pathname).toBe(EDITOR_PATH);
  await page.goto(editor.url);
  await expect(page.getByRole("heading", { level: 1, name: "Choose what to change" })).toBeVisible();
  await expectScreen(page, "editor-list");
});

test("a file's form with its preview", async ({ page, editor }) => {
  await openFaq(page, editor.url);
  await hideFloatingButton(page);
  await expectScreen(page, "editor-form");
});

test("a failing check, at its field and beside Save", async ({ page, editor }) => {
  await openFaq(page, editor.url);
  // Emptied as a person does: all of it selected, then deleted.
  await headingBox(page).click();
  await headingBox(page).press("ControlOrMeta+a");
  await headingBox(page).press("Backspace");
  await expect(headingBox(page)).toHaveAttribute("aria-invalid", "true");
  await expect(checksFailing(page)).toBeVisible();
  await leaveThePage(page);
  await hideFloatingButton(page);
  await expectScreen(page, "editor-failing-check");
});

test("a conflict: the file changed on this computer since it was opened", async ({ page, editor }) => {
  await openFaq(page, editor.url);
  await retype(headingBox(page), "Questions, answered");
  await expect(checksPassing(page)).toBeVisible();
  await leaveThePage(page);
  const file = path.join(editor.root, "content/faq.yaml");
  fs.writeFileSync(file, `${fs.readFileSync(file, "utf8")}# Changed in another window.\n`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Apply my changes to the newer file", exact: true })).toBeVisible();
  await hideFloatingButton(page);
  await expectScreen(page, "editor-conflict");
});

/** The part of `column` from the top of `from` to the bottom of `to`, in the page's coordinates (a clip of a long page). */
async function spanOf(column: Locator, from: Locator, to: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const MARGIN = 8;
  const pageBox = (locator: Locator) =>
    locator.evaluate((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top: top + window.scrollY, right, bottom: bottom + window.scrollY };
    });
  const [outer, first, last] = [await pageBox(column), await pageBox(from), await pageBox(to)];
  const [x, y] = [Math.floor(outer.left) - MARGIN, Math.floor(first.top) - MARGIN];
  return { x, y, width: Math.ceil(outer.right) + MARGIN - x, height: Math.ceil(last.bottom) + MARGIN - y };
}

/** The projects the editor's newer screens are drawn in: a phone's width and a computer's. */
const TWO_WIDTHS = ["phone-390", "desktop-1280"];

test("the price table as the page's grid, a price emptied and asking for its value", async ({ page, editor }, testInfo) => {
  test.skip(!TWO_WIDTHS.includes(testInfo.project.name), "drawn at a phone's width and a computer's");
  await page.goto(`${editor.url}?file=pricing`);
  await fileOpen(page, "pricing");
  const grid = fileForm(page, "pricing")
    .getByRole("group", { name: fieldOf("pricing", ["prices"]).label, exact: true })
    .getByRole("group")
    .first();
  const box = grid.getByRole("spinbutton").first();
  await box.click();
  await box.press("ControlOrMeta+a");
  await box.press("Backspace");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await grid.evaluate((element) => element.scrollIntoView());
  await expect(grid).toHaveScreenshot("editor-price-grid.png");
});

test("a price tapped on the page: its field in a sheet over the page on a phone, focused in the form beside it on a computer", async ({
  page,
  editor,
}, testInfo) => {
  test.skip(!TWO_WIDTHS.includes(testInfo.project.name), "drawn at a phone's width and a computer's");
  await page.goto(`${editor.url}?file=pricing`);
  await fileOpen(page, "pricing", { on: "page" });
  await previewDrawn(page);
  await hideFloatingButton(page);
  const cell = preview(page).getByRole("table", { name: FIRST_PRICE.wash.priceCaption }).getByRole("link").first();
  if (isPhone(page)) {
    await cell.tap();
    await expect(page.getByRole("dialog").getByRole("spinbutton", { name: FIRST_PRICE.tier.name, exact: true })).toBeFocused();
  } else {
    await cell.click();
    await expect(priceBox(page)).toBeFocused();
  }
  // The screen as the owner sees it: the page with the price in view, and its field.
  await expect(page).toHaveScreenshot("editor-tap-price.png");
});

onlineTest.describe("online, a save followed to the site", () => {
  onlineTest.use({ backend: "github" });

  onlineTest.beforeEach(async ({ editorPage: page }, testInfo) => {
    onlineTest.skip(!TWO_WIDTHS.includes(testInfo.project.name), "drawn at a phone's width and a computer's");
    await followFast(page);
    await page.route(`**${site.logo.src}`, (route) => route.fulfill({ path: LOGO, contentType: "image/svg+xml" }));
  });

  onlineTest("live on the site, said on the list of files", async ({ editor, editorPage: page }) => {
    await editor.open("faq");
    await retype(headingBox(page), "Questions, answered");
    await save(page);
    const sha = editor.double!.head();
    editor.double!.checks.checkRun(sha, { conclusion: "success" });
    editor.double!.checks.deploy(sha, "success", { environmentUrl: DEPLOY_URL });

    await page.getByRole("link", { name: "All files", exact: true }).click();
    const live = saying(page, followSaying({ kind: "live", url: liveLink("faq") }));
    await expect(live.getByRole("link", { name: liveLink("faq"), exact: true })).toBeVisible();
    await expectScreen(page, "editor-follow-live");
  });

  onlineTest("refused by GitHub's check: what failed beside Save, the check's note at its field", async ({ editor, editorPage: page }) => {
    await editor.open("faq");
    await retype(headingBox(page), "Questions, answered");
    await save(page);
    // A note as the workflow's problem matcher makes it from the content check's line: "<field>: <message>".
    const file = contentFilePath("faq");
    const at = placeProblem(file, editor.read("faq"), ["heading"], "Shorten this heading: the check found it too long for the page.");
    const note = { path: file, line: at.line, column: at.column, message: `${at.field}: ${at.message}` };
    editor.double!.checks.checkRun(editor.double!.head(), { conclusion: "failure", annotations: [note] });

    const failed = saying(page, followSaying({ kind: "check-failed", notes: [note], runs: [], statuses: [] }));
    await expect(failed).toBeVisible();
    await expect(headingBox(page)).toHaveAccessibleDescription(new RegExp(at.message));
    await leaveThePage(page);
    // The form from the field to what failed, beside Save: the preview, the rest of the form and the go-live list
    // are other shots' subject.
    const form = fileForm(page, "faq");
    const label = form.getByText(fieldOf("faq", ["heading"]).label, { exact: true });
    await expectScreen(page, "editor-follow-failed", { clip: await spanOf(form, label, failed) });
  });
});
