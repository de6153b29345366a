/**
 * The site editor (/admin/, Decap CMS) with its local backend, for tests/e2e/admin.spec.ts: each
 * worker runs `scripts/tools/serve.ts --edit` (what `npm run edit` runs) on a scratch folder holding a copy
 * of the project's content/ and schemas/, so the editor's saves never touch the working tree. Every
 * test starts from a fresh copy of the content.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FrameLocator, Page } from "@playwright/test";
import { parse } from "yaml";
import type { EditorField } from "../../../scripts/build/admin/schema-fields.ts";
import { formatProblems } from "../../../src/content/problem.ts";
import { PREVIEW_TITLE } from "../../../src/admin/control-names.ts";
import { CHECKS_LABEL } from "../../../src/admin/preview/ChecksPanel.tsx";
import { projectFolders } from "../../../src/content/node/load-content.ts";
import { PROJECT_ROOT } from "../../support/content-root.ts";
import { escapeRegExp } from "./booking-content";
import { expect, test as base } from "./fixtures";
import { pricing } from "./site-pages";

export { expect };

export interface SiteEditor {
  /** The editor's address, for example http://127.0.0.1:43121/admin/ */
  url: string;
  /** The scratch project the local backend saves into. */
  root: string;
  /** The text of a content file as the editor's backend now has it. */
  read(name: string): string;
}

/** Starts `serve.ts --edit <root>` on a free port and resolves with the editor's address it prints. */
export async function startEditServer(root: string, env: NodeJS.ProcessEnv = {}): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/tools/serve.ts", "--edit", root], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Site editor at (http:\S+\/admin\/)/.exec(output);
      if (found) resolve(found[1]);
    });
    server.on("exit", (code) => reject(new Error(`serve.ts --edit stopped (exit ${code}) before serving: ${output}`)));
  });
  return { url, server };
}

/** The lines a change removed and added, as git's own diff of the two texts reports them. */
export function diffLines(before: string, after: string): { removed: string[]; added: string[]; diff: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "editor-diff-"));
  fs.writeFileSync(path.join(folder, "before.yaml"), before);
  fs.writeFileSync(path.join(folder, "after.yaml"), after);
  const { stdout } = spawnSync("git", ["diff", "--no-index", "--no-color", "--unified=0", "before.yaml", "after.yaml"], { cwd: folder, encoding: "utf8" });
  fs.rmSync(folder, { recursive: true, force: true });
  const body = stdout.split("\n").filter((line) => !/^(?:diff |index |--- |\+\+\+ |@@ )/.test(line));
  return {
    removed: body.filter((line) => line.startsWith("-")).map((line) => line.slice(1)),
    added: body.filter((line) => line.startsWith("+")).map((line) => line.slice(1)),
    diff: stdout,
  };
}

/** `npm run check:content` on the scratch project: its exit status and what it printed. */
export function checkContent(root: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/tools/check-content.ts", root], { cwd: PROJECT_ROOT, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The fields the editor was given for a content file (the config.yml the build generated from the schemas). */
export async function editorFields(page: Page, editorUrl: string, name: string): Promise<EditorField[]> {
  const response = await page.request.get(new URL("config.yml", editorUrl).href);
  const config = parse(await response.text()) as { collections: { name: string; files: { fields: EditorField[] }[] }[] };
  const collection = config.collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`config.yml has no collection ${name}`);
  return collection.files[0].fields;
}

/**
 * `editor`: the worker's edit server and scratch project, content fresh for the test. `editorPage`:
 * a page of its own (the site's `page` waits for the site's app, which the editor doesn't run), with
 * console errors, uncaught exceptions and Content-Security-Policy violations failing the test.
 */
export const test = base.extend<{ editor: SiteEditor; editorPage: Page }, { editServer: { url: string; root: string } }>({
  editServer: [
    // Playwright hands a fixture its dependencies as the first argument; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-editor-"));
      fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
      fs.cpSync(projectFolders(PROJECT_ROOT).contentDir, path.join(root, "content"), { recursive: true });
      const { url, server } = await startEditServer(root);
      await use({ url, root });
      server.kill();
      fs.rmSync(root, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  editor: async ({ editServer }, use) => {
    fs.cpSync(projectFolders(PROJECT_ROOT).contentDir, path.join(editServer.root, "content"), { recursive: true });
    await use({ ...editServer, read: (name) => fs.readFileSync(path.join(editServer.root, "content", `${name}.yaml`), "utf8") });
  },
  editorPage: async ({ page }, use) => {
    const editorPage = await page.context().newPage();
    const problems: string[] = [];
    let rejections = 0;
    let checkRefusals = 0;
    editorPage.on("console", (message) => {
      if (message.type() !== "error") return;
      // The content check's refusal (src/admin/editor.ts), which Decap logs as it shows it.
      if (CHECK_REFUSAL.test(message.text())) checkRefusals++;
      else problems.push(`${message.text()} (${message.location().url})`);
    });
    // Decap refuses a save by rejecting a promise: with no reason for its own field checks (reported
    // as "undefined"), with its notification for the content check's (reported as "Object").
    editorPage.on("pageerror", (error) => (/^(?:undefined|Object)$/.test(error.message) ? rejections++ : problems.push(error.message)));
    await editorPage.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
    );
    await use(editorPage);
    expect(problems, "console errors and policy violations in the editor").toEqual([]);
    expect(rejections, "saves the editor refused").toBe(refusals.get(editorPage) ?? 0);
    expect(checkRefusals, "saves the content check refused").toBeLessThanOrEqual(rejections);
  },
});

/** The editor's preview pane (src/admin/preview/): the file's page, drawn by the site's components, under the content check's verdict. */
export const preview = (page: Page): FrameLocator => page.frameLocator(`iframe[title="${PREVIEW_TITLE}"]`);

/** The content check's verdict above the preview, passed or not: there once the preview's code has arrived and drawn the page. */
export const previewChecks = (page: Page) =>
  preview(page)
    .getByRole("status", { name: CHECKS_LABEL })
    .or(preview(page).getByRole("alert", { name: CHECKS_LABEL }));

/**
 * Opens one content file in the editor, signed in to the local backend (its sign-in is a button:
 * there is no account on this computer), and waits until its fields show and its preview is drawn
 * (the preview's code is fetched as the first file opens: seconds more on a loaded machine).
 */
export async function openInEditor(page: Page, editorUrl: string, name: string): Promise<void> {
  await openFields(page, editorUrl, name);
  await expect(previewChecks(page)).toBeVisible({ timeout: 60_000 });
}

/** As openInEditor, up to the file's fields showing: its preview may still be on its way. */
export async function openFields(page: Page, editorUrl: string, name: string): Promise<void> {
  await page.goto(`${editorUrl}#/collections/${name}/entries/${name}`);
  await page.getByRole("button", { name: "Login" }).click();
  // Decap's bundle is 5 MB of script to start on a busy 2-core machine: its entry can take a while.
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible({ timeout: 60_000 });
}

/** How the editor's refusal of a save that fails the content check begins: the check's own list of problems. */
const CHECK_REFUSAL = new RegExp(`^Error: ${escapeRegExp(formatProblems([]).replace(/0 problems:$/, ""))}\\d+ problems?:`);

/** Saves the editor was expected to refuse, by page. */
const refusals = new WeakMap<Page, number>();

/** Saves the open file as the owner does (Publish › Publish now), and waits until the editor says it saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible({ timeout: 15_000 });
}

/** Tries to save, as publish() does, when the editor must refuse: the caller checks what it says. */
export async function tryToPublish(page: Page): Promise<void> {
  refusals.set(page, (refusals.get(page) ?? 0) + 1);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** One of a file's editor fields (config.yml), by its name. */
export function editorField(fields: EditorField[] | undefined, name: string): EditorField {
  const found = fields?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the editor has no field ${name}`);
  return found;
}

/**
 * The first price of the table, by the content's own codes: wash type › vehicle size › package. The
 * editor labels a price by its package's name (and lists the table wash type by wash type, size by size).
 */
export const FIRST_PRICE = (() => {
  const [wash, sizes] = Object.entries(pricing.prices)[0];
  const [size, tiers] = Object.entries(sizes)[0];
  const [tier, price] = Object.entries(tiers)[0];
  return { wash, size, tier, price, tierName: pricing.tiers.find((candidate) => candidate.id === tier)?.name ?? tier };
})();

/** The editor's box for that price. */
export const priceBox = (page: Page) => page.getByRole("spinbutton", { name: FIRST_PRICE.tierName, exact: true }).first();
