/**
 * The site editor kept for the next visit (issue 37): its files are named by their content and its service worker
 * (src/admin/service-worker.ts, scope /admin/) keeps them, so a repeat visit downloads none of them; a deploy with a
 * changed editor is what the next visit runs, and its worker replaces the old files; the site's own pages get no
 * worker. Run on a copy of the build's editor (the rest of the build linked), served as `npm run edit` serves it, so
 * a deploy here replaces nothing of build/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { EDITOR_ASSETS } from "../../src/admin/editor-cache-rules.ts";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";
import { clientDir, localEditorPage } from "../../scripts/build/site-folders.ts";
import { projectFolders } from "../../src/content/node/load-content.ts";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../support/content-root.ts";
import { PATH } from "../support/paths.ts";
import { ANY_WIDTH, expect, test } from "../support/fixtures";
import { fileOpen, startEditServer } from "../support/site-editor";
import type { RunningServer } from "../../scripts/tools/start-server.ts";

// Two builds' worth of the editor's files fetched and kept, and a build of the editor, on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const ASSETS_PATH = `${EDITOR_PATH}${EDITOR_ASSETS}`;

/** The editor's start module, as the page in `client` names it (its file name changes with its content). */
function startModule(client: string): string {
  const page = fs.readFileSync(path.join(client, EDITOR_PATH, "index.html"), "utf8");
  const found = /<script type="module" src="([^"]+)"/.exec(page);
  if (!found) throw new Error("the editor's page loads no module");
  return found[1];
}

/** The scripts the start module names: the file editor's code, which it fetches at idle or as a file opens, and what that needs. */
function startImports(client: string): string[] {
  const start = startModule(client);
  const text = fs.readFileSync(path.join(client, EDITOR_PATH, start), "utf8");
  const named = [...new Set([...text.matchAll(/["'`]\.\/([^"'`/]+\.js)["'`]/g)].map(([, file]) => path.posix.join(path.posix.dirname(start), file)))];
  if (named.length === 0) throw new Error(`the editor's start (${start}) names no script to fetch: has the build's output changed its form?`);
  return named;
}

/** The list of files, as the local editor shows it at first paint; its script has run once the page has loaded. */
async function openList(page: Page, editorUrl: string): Promise<void> {
  await page.goto(editorUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Choose what to change" })).toBeVisible({ timeout: 60_000 });
}

/**
 * A file open, its checks' verdict drawn (the file editor's code is the part fetched after the list). The deploy
 * below is built from other content than the files the editor opens, so the checks may pass or not.
 */
async function openPricing(page: Page, editorUrl: string): Promise<void> {
  await page.goto(`${editorUrl}?file=pricing`);
  await fileOpen(page, "pricing");
}

/** Every editor file (under /admin/assets/) that came over the network, by the page or by its worker, since the last `take()`. */
function watchDownloads(context: BrowserContext): { take(): string[] } {
  let seen: string[] = [];
  context.on("requestfinished", async (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(ASSETS_PATH)) return;
    let response;
    try {
      response = await request.response();
    } catch {
      // Its page or the context closed before its answer was read (a page closed between visits, the test's end):
      // what it fetched then is no visit's, and take() discards it.
      return;
    }
    // Answered by the worker from its cache: not a download. (A worker's own fetch has no worker answering it.)
    if (response?.fromServiceWorker()) return;
    seen.push(pathname.slice(EDITOR_PATH.length));
  });
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

/** The page's worker has taken it over (the worker installed, kept the files and claimed its first page). */
async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? "none"), { timeout: 60_000 }).toBe("activated");
}

test.describe("the site editor kept for the next visit", { tag: ANY_WIDTH }, () => {
  let root: string;
  let client: string;
  let server: RunningServer | undefined;
  let editorUrl: string;

  test.beforeAll(async () => {
    // The site's build, linked, and its editor copied: the deploy below replaces the copy's files only.
    root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-cache-"));
    client = path.join(root, "client");
    fs.mkdirSync(client);
    const built = clientDir(PROJECT_ROOT);
    for (const entry of fs.readdirSync(built)) {
      if (`/${entry}/` === EDITOR_PATH) fs.cpSync(path.join(built, entry), path.join(client, entry), { recursive: true });
      else fs.symlinkSync(path.join(built, entry), path.join(client, entry));
    }
    // The local editor's page, which the build writes beside its client folder (and a deploy of the editor, too).
    fs.mkdirSync(path.dirname(localEditorPage(client)), { recursive: true });
    fs.copyFileSync(localEditorPage(built), localEditorPage(client));
    fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
    fs.cpSync(projectFolders(PROJECT_ROOT).contentDir, path.join(root, "content"), { recursive: true });
    ({ url: editorUrl, server } = await startEditServer(root, { SERVE_DIR: client }));
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test("a repeat visit downloads none of the editor's files; a deploy is what the next visit runs, and its worker replaces the old files", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"));
    const downloads = watchDownloads(context);
    const origin = new URL(editorUrl).origin;
    const firstStart = startModule(client);

    // The first visit downloads the editor: its start, then (the list shown, at idle) the file editor's code.
    const first = await context.newPage();
    await openList(first, editorUrl);
    await controlled(first);
    await openPricing(first, editorUrl);
    const firstDownloads = downloads.take();
    expect(firstDownloads).toEqual(expect.arrayContaining([firstStart, ...startImports(client)]));

    // A repeat visit, the preview included, takes every file from the worker's cache.
    const repeat = await context.newPage();
    await openList(repeat, editorUrl);
    await openPricing(repeat, editorUrl);
    expect(downloads.take()).toEqual([]);

    // The site's own pages: no worker takes them.
    const sitePage = await context.newPage();
    await sitePage.goto(`${origin}${PATH.home}`);
    expect(await sitePage.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    const scopes = await sitePage.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope));
    expect(scopes).toEqual([`${origin}${EDITOR_PATH}`]);

    // A deploy with a changed editor (built from other content: its checks' baseline, so its files' names, differ).
    const deploy = spawnSync(process.execPath, ["--import", "tsx", "tests/e2e/support/deploy-editor.ts", client], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, CONTENT_DIR: FIXTURE_CONTENT_DIR },
      encoding: "utf8",
    });
    expect(deploy.status, deploy.stderr).toBe(0);
    const secondStart = startModule(client);
    expect(secondStart).not.toBe(firstStart);

    // The next visit runs the new editor, though the old worker still runs the open pages: the new files come from the network.
    const next = await context.newPage();
    const asked: string[] = [];
    next.on("request", (request) => asked.push(new URL(request.url()).pathname.slice(EDITOR_PATH.length)));
    await openList(next, editorUrl);
    expect(asked).toContain(secondStart);
    expect(asked).not.toContain(firstStart);
    expect(downloads.take()).toContain(secondStart);

    // Once no old editor is open, the new worker takes over and the old files go.
    for (const page of [first, repeat, next]) await page.close();
    const cached = (file: string) => sitePage.evaluate(async (url) => (await caches.match(url)) !== undefined, `${origin}${EDITOR_PATH}${file}`);
    await expect.poll(() => cached(firstStart), { timeout: 60_000 }).toBe(false);
    expect(await sitePage.evaluate(async () => (await caches.keys()).length)).toBe(1);
    expect(await cached(secondStart)).toBe(true);
    // (What the new worker fetched as it installed is behind us.)
    downloads.take();

    // And the visit after that downloads nothing again.
    const last = await context.newPage();
    await openList(last, editorUrl);
    await controlled(last);
    await openPricing(last, editorUrl);
    expect(downloads.take()).toEqual([]);
    await context.close();
  });
});
