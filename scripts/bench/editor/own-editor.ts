/**
 * The project's own editor (issue 44) as the owner opens it with `npm run edit`: the list of files at /admin/ (the
 * local page, prerendered: the list shows before any script runs), then a tap on a file's link, which opens
 * /admin/?file=<name> (in the page once the start script runs, else by a page load), where its form and the preview
 * of its page are drawn.
 *
 * What the bench waits for is read from the project, as the owner sees it: each file's link by its schema's title,
 * the file's first text field by the label the form gives it (src/admin/schema/schema-fields.ts, the form's own
 * mapping), and its page's main heading as the public page shows it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { parse } from "yaml";
import { FILE_PARAMETER } from "../../../src/admin/editor-settings.ts";
import { fileTitle as declaredTitle, pageFileOf, schemaFile } from "../../../src/content/file-declarations.ts";
import { fileFields, type SchemaFiles } from "../../../src/admin/schema/schema-fields.ts";
import type { FormField } from "../../../src/admin/schema/field-types.ts";
import { CONTENT_NAMES, type ContentName } from "../../../src/content/names.ts";
import { EDITOR_PATH, sitePaths } from "../../../src/lib/site-paths.ts";
import { wall, type Check, type PageWatch } from "./page-watch.ts";
import type { Profile, Visit } from "./profiles.ts";
import { STEP_TIMEOUT_MS, tap, type EditorUnderTest } from "./visit.ts";

/** On a phone, the button that shows the whole form (src/admin/tap/TapBar.tsx). */
const ALL_FIELDS = "All fields";

/** The preview's frame, by the title src/admin/file-editor/FileEditor.tsx gives it (its accessible name). */
const PREVIEW_FRAME_TITLE = "Preview of the page with your changes";

/** Issue 44's budgets, on the medians: ms, or for the script before the list KB (gzip). */
export const BUDGETS: { profile: string; visit: Visit; measure: string; limit: number; what: string }[] = [
  { profile: "wifi", visit: "first", measure: "listMs", limit: 1000, what: "the list" },
  { profile: "slow-4g", visit: "first", measure: "listMs", limit: 2000, what: "the list" },
  { profile: "computer", visit: "first", measure: "listMs", limit: 500, what: "the list" },
  { profile: "wifi", visit: "first", measure: "readyMs", limit: 2500, what: "the form with its preview, after the tap" },
  { profile: "wifi", visit: "repeat", measure: "readyMs", limit: 1000, what: "the form with its preview, after the tap" },
  { profile: "computer", visit: "first", measure: "formMs", limit: 800, what: "the form, after the tap" },
];
/** Issue 44: script before the list, KB gzip (the same bytes in every profile: checked on each first visit's median). */
export const SCRIPT_BUDGET_KB = 15;

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as { title?: string };

/** The file's first text field: at the top of its form, or else the first inside a group (lists are folded until opened). */
function firstTextField(fields: readonly FormField[]): FormField | undefined {
  const isText = (field: FormField) => field.kind === "text" || field.kind === "paragraph";
  const inside = (field: FormField) => (field.kind === "group" || field.kind === "code-table" ? firstTextField(field.fields) : undefined);
  return fields.find(isText) ?? fields.reduce<FormField | undefined>((found, field) => found ?? inside(field), undefined);
}

/** The heading the preview draws: the public page's own main heading (the preview draws that page with the same content). */
async function mainHeading(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { timeout: STEP_TIMEOUT_MS });
    const text = await page.locator("main h1").first().textContent({ timeout: STEP_TIMEOUT_MS });
    if (!text?.trim()) throw new Error(`${url} has no main heading for the preview to show`);
    return text.trim().replace(/\s+/g, " ");
  } finally {
    await context.close();
  }
}

/**
 * The owner's steps: the list, a tap on the file's link, then its form and preview. The link opens the file in the
 * page (history.pushState) once the start script runs, or by a page load when the tap comes first: so the tap (in
 * the list's document) and the rest (in the file's, either the same or a new one) are compared on the wall clock,
 * each document's timeOrigin + its performance.now().
 */
async function ownSteps(page: Page, watch: PageWatch, profile: Profile, origin: string, fileTitle: string) {
  await page.goto(`${origin}${EDITOR_PATH}`, { waitUntil: "commit", timeout: STEP_TIMEOUT_MS });
  const list = await watch.seen("list");
  const tapped = watch.nextTap();
  await tap(page.getByRole("link", { name: fileTitle, exact: true }), profile);
  const tapAt = wall(await tapped);
  const [form, preview, ready] = await Promise.all([watch.seen("form"), watch.seen("preview"), watch.seen("ready")]);
  const newPage = form.origin !== list.origin;
  return {
    times: {
      listMs: list.at,
      // When the tap reached the list's page, in its clock: how long Playwright's tap took to land after the list showed.
      tapMs: tapAt - list.origin,
      formMs: wall(form) - tapAt,
      previewMs: wall(preview) - tapAt,
      readyMs: wall(ready) - tapAt,
      // After a page load: when it began (the new document's timeOrigin), after the tap (the tap's own handling).
      navigationMs: newPage ? form.origin - tapAt : null,
    },
    listShownAt: wall(list),
    how: newPage ? "by a page load" : "in the page",
  };
}

export async function ownEditor({
  browser,
  root,
  origin,
  file,
}: {
  browser: Browser;
  root: string;
  origin: string;
  file: string;
}): Promise<EditorUnderTest & { file: string; field: string; heading: string }> {
  const name = CONTENT_NAMES.find((candidate) => candidate === file);
  if (!name) throw new Error(`EDITOR_FILE: no content file ${file}; there are ${CONTENT_NAMES.join(", ")}`);
  const schemas: SchemaFiles = Object.fromEntries(fs.readdirSync(path.join(root, "schemas")).map((file) => [file, readJson(path.join(root, "schemas", file))]));
  const titleOf = (content: ContentName) => declaredTitle(content, schemas);
  const content = (which: ContentName) => parse(fs.readFileSync(path.join(root, "content", `${which}.yaml`), "utf8")) as Record<string, unknown>;
  const field = firstTextField(fileFields(schemaFile(name), content(name), schemas));
  if (!field) throw new Error(`${name}'s form has no text field to wait for`);
  const shownOn = pageFileOf(name);
  const sitePage = sitePaths(String(content("founder").slug)).find((candidate) => candidate.wordsFile === shownOn);
  if (!sitePage) throw new Error(`no page shows ${name}.yaml (src/lib/site-paths.ts)`);
  const heading = await mainHeading(browser, `${origin}${sitePage.path}`);
  const fileTitle = titleOf(name);
  const onFile = `[?&]${FILE_PARAMETER}=${name}(?:&|#|$)`;
  // Each where it can hold, so the page stops checking once it has seen them all: the list at /admin/, the rest on the file's page.
  const checks: Check[] = [
    { name: "list", kind: "links", labels: CONTENT_NAMES.map(titleOf), where: "^[^?]*$" },
    // On a phone the file opens on its page (issue 50), the whole form one tap away: ready once that button shows.
    { name: "form-box", kind: "text-box", label: field.label, where: onFile },
    { name: "all-fields", kind: "button", pattern: `^${ALL_FIELDS}$`, where: onFile },
    { name: "form", kind: "any", of: ["form-box", "all-fields"], where: onFile },
    { name: "preview", kind: "frame-heading", frameTitle: PREVIEW_FRAME_TITLE, heading, where: onFile },
    { name: "ready", kind: "all", of: ["form", "preview"], where: onFile },
  ];
  return {
    name: "The editor",
    origin,
    checks,
    measures: [
      { key: "listMs", label: "list shown" },
      { key: "formMs", label: "form ready after the tap" },
      { key: "previewMs", label: "preview drawn after the tap" },
      { key: "readyMs", label: "form and preview after the tap" },
    ],
    steps: (page, watch, profile) => ownSteps(page, watch, profile, origin, fileTitle),
    file: `${name} ("${fileTitle}")`,
    field: field.label,
    heading,
  };
}
