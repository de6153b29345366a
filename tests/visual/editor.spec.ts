import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";
import { FLOATING_BUTTON_ATTRIBUTE } from "../../src/lib/page-script/data-attributes.ts";
import { checksFailing, checksPassing, fieldOf, fileForm, fileOpen, retype, startEditServer } from "../e2e/support/site-editor";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../support/content-root.ts";
import { expectScreen, site } from "./visual-fixtures";

/*
 * The site editor (/admin/), as `npm run edit` serves the fixture build over a copy of the fixture content: the list
 * of files, a file's form with its preview (the FAQ: its form is short enough for a whole-page shot at every width),
 * the same form with a failing check, and a conflict (the file changed on disk meanwhile). The fixture content's
 * logo file isn't in public/: a stand-in of the same size is served in its place in the preview's header.
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
      let server: ChildProcess | undefined;
      try {
        const started = await startEditServer(root, { SERVE_DIR: path.resolve(PROJECT_ROOT, buildDir, "client") });
        server = started.server;
        await use({ url: started.url, root });
      } finally {
        server?.kill();
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

test("the price table as the page's grid, a price emptied and asking for its value", async ({ page, editor }, testInfo) => {
  test.skip(!["phone-390", "desktop-1280"].includes(testInfo.project.name), "drawn at a phone's width and a computer's");
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
