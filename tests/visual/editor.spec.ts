import { type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";
import { startEditServer } from "../e2e/support/site-editor";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../support/content-root.ts";
import { expectScreen, site } from "./visual-fixtures";

/*
 * The site editor's sign-in screen (/admin/), as `npm run edit` serves the fixture build: the business's logo and
 * name from the fixture content's site.yaml, then the sign-in button. The fixture content's logo file isn't in
 * public/: a stand-in of the same size is served in its place, so the screenshot shows where a logo goes.
 */
const LOGO = path.join(PROJECT_ROOT, "tests/visual/fixture-logo.svg");

const test = base.extend<object, { editorUrl: string }>({
  editorUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const buildDir = process.env.VISUAL_BUILD_DIR;
      if (!buildDir) throw new Error("Run the screenshot suite with npm run test:visual.");
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "visual-editor-"));
      fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
      fs.cpSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR), path.join(root, "content"), { recursive: true });
      let server: ChildProcess | undefined;
      try {
        const started = await startEditServer(root, { SERVE_DIR: path.resolve(PROJECT_ROOT, buildDir, "client") });
        server = started.server;
        await use(started.url);
      } finally {
        server?.kill();
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: "worker" },
  ],
});

test("the site editor's sign-in screen", async ({ page, editorUrl }) => {
  expect(new URL(editorUrl).pathname).toBe(EDITOR_PATH);
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
  await page.route(`**${site.logo.src}`, (route) => route.fulfill({ path: LOGO, contentType: "image/svg+xml" }));
  // Decap CMS's bundle is 5 MB of script to start: on a busy 2-core machine its first screen can take a while.
  test.setTimeout(180_000);
  await page.goto(editorUrl);
  await expect(page.getByRole("heading", { level: 1, name: site.businessName, exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  // Decap's loading bar (a canvas across the top) is gone once it has settled.
  await expect(page.locator("body > canvas")).toBeHidden({ timeout: 60_000 });
  await expectScreen(page, "editor-sign-in");
});
