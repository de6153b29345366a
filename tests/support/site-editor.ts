/**
 * The owner's editor (/admin/, src/admin/) in the browser tests, with either of its backends behind the same
 * steps, so that each journey runs against both (issue 44):
 *
 * - "local": `scripts/tools/serve.ts --edit <scratch>` (what `npm run edit` runs), one per worker, started when a
 *   test first needs it, over a scratch folder holding a copy of the content and the schemas; every test starts
 *   from a fresh copy. Its saves are the server's log lines ("Saved content/x.yaml: <message>").
 * - "github": the built site's online editor, served by the suite's own server (playwright.config.ts), with every
 *   request to api.github.com answered by the GitHub double (tests/support/github-double.ts: a repository holding
 *   the same content) and the sign-in pop-up answered by a page that runs Decap's pop-up protocol, as Netlify's
 *   provider does (src/admin/backends/github-sign-in.ts). A new double for each test.
 *
 *   The page's settings name the repository it saves to. The build takes it from CMS_GITHUB_REPO or the clone's
 *   GitHub remote (scripts/build/admin/editor-config.ts), which a fresh clone and the checks' machines don't have
 *   (then the build names none, and the page says so instead of saving). Rather than build the suite's site
 *   with a made-up repository, the test serves the built page as it is with that one value set, the double's
 *   repository (`repoNamed`); its script, styles, policy and every other setting are the build's own.
 *
 * The editor's page is a page of its own (`editorPage`: the site's `page` waits for the site's app, which the
 * editor doesn't run), in the same browser context, with service workers blocked (admin-cache.spec.ts tests the
 * editor's worker; here it would only answer some requests before the routes do). Any console error, uncaught
 * exception or Content-Security-Policy violation on it fails the test, but the failed loads the test says it
 * causes (`expectFailedLoads`: GitHub's 409 on a conflict, the lost connection …).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page, Route } from "@playwright/test";
import { parse } from "yaml";
import { readSchemaFiles } from "../../scripts/build/admin/editor-config.ts";
import { DESKTOP_VIEWPORT, PHONE } from "../../scripts/tools/browsers.ts";
import { startServer, type RunningServer } from "../../scripts/tools/start-server.ts";
import { clientDir } from "../../scripts/build/site-folders.ts";
import { EDITOR_ELEMENT_IDS, FILE_PARAMETER, type EditorSettings } from "../../src/admin/editor-settings.ts";
import { fieldAt, valueAt } from "../../src/admin/schema/field-tree.ts";
import type { FieldPath, FormField } from "../../src/admin/schema/field-types.ts";
import { fileFields } from "../../src/admin/schema/schema-fields.ts";
import { fieldInOwnerWords } from "../../src/admin/tap/field-place.ts";
import { GITHUB_API } from "../../src/admin/backends/github-api.ts";
import { CHECKS_LABEL } from "../../src/admin/editor-names.ts";
import { DRAFT_PREFIX } from "../../src/admin/drafts/drafts.ts";
import { LOCAL_API_PATH } from "../../src/admin/backends/local-api.ts";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "../../src/content/names.ts";
import { fileTitle as declaredTitle, schemaFile, type EditedFile } from "../../src/content/file-declarations.ts";
import { checkContentTexts, type CheckedContent } from "../../src/content/check-texts.ts";
import { loadContent, projectFolders, readSchemaTexts } from "../../src/content/node/load-content.ts";
import { checkContentPhotos } from "../../scripts/build/images/content-photos.ts";
import type { ContentFiles } from "../../src/content/generated/content-files.ts";
import { formatProblems, pathOfWords, type ContentProblem } from "../../src/content/problem.ts";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";
import { PROJECT_ROOT } from "./content-root.ts";
import { gitHubDouble, type GitHubDouble } from "./github-double.ts";
import { routeGitHubDouble } from "./github-double-route.ts";
import { expect, test as base } from "./fixtures";
import { commitLocally, forgetLocalHistory, type CommitBy } from "./content-history.ts";
import { pricing } from "./site-pages";

export { expect };

/** Which backend a test's editor saves through. */
export type BackendKind = "local" | "github";
/** Both, for the journeys that run against each. */
export const BACKENDS: readonly BackendKind[] = ["local", "github"];

/**
 * Starts `serve.ts --edit <root>` on a free port (scripts/tools/start-server.ts) and resolves with the editor's
 * address, the server, and what it has printed so far.
 */
export async function startEditServer(root: string, env: Record<string, string> = {}): Promise<{ url: string; server: RunningServer; output: () => string }> {
  const server = await startServer({ port: 0, edit: root, env });
  return { url: new URL(EDITOR_PATH, server.url).href, server, output: server.output };
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

/**
 * What `npm run check:content` finds wrong in the project at `root` (scripts/tools/check-content.ts: its content, then
 * the photo files it names), in its words: empty when the check passes. Its own code, run here rather than in a
 * process of its own, which cost a second or more a call on a loaded machine.
 */
async function checkContent(root: string): Promise<string[]> {
  const folders = projectFolders(root, { contentDir: "content" });
  const { content, problems } = loadContent(folders);
  const found = problems.length > 0 ? problems : await checkContentPhotos(content, folders);
  return found.map((problem) => formatProblems([problem]));
}

/** The content folder every test starts from (the owner's, or CONTENT_DIR's), and the schemas. */
const CONTENT_DIR = projectFolders(PROJECT_ROOT).contentDir;
const SCHEMAS = readSchemaFiles(path.join(PROJECT_ROOT, "schemas"));

/** A content file's text as every test starts with it. */
export const startingText = (name: ContentName) => fs.readFileSync(path.join(CONTENT_DIR, `${name}.yaml`), "utf8");

/** What the file is called in the editor: its declared title (src/content/file-declarations.ts). */
export const fileTitle = (name: EditedFile) => declaredTitle(name, SCHEMAS);

/** The field at `fieldPath` of a content file (its label, hint, kind), as the editor builds it from the schema and the starting content. */
export function fieldOf(name: ContentName, fieldPath: FieldPath): FormField {
  const found = fieldAt(fileFields(schemaFile(name), parse(startingText(name)), SCHEMAS), fieldPath);
  if (!found) throw new Error(`${name}.yaml has no field at ${fieldPath.join(" › ")}`);
  return found;
}

/**
 * The content check (check:content's own code) on the starting content with one file's text replaced, as the editor
 * runs it: its go-live fixes name the fields as the form labels them (src/admin/checks/editor-checks.ts).
 */
export function checkWithText(name: ContentName, text: string): CheckedContent {
  const texts = Object.fromEntries(CONTENT_NAMES.map((other) => [other, other === name ? text : startingText(other)]));
  const schemas = readSchemaTexts(path.join(PROJECT_ROOT, "schemas"));
  return checkContentTexts({ texts, schemas, displayPath: contentFilePath, fixReader: "owner" });
}

/**
 * A content file's values from its text, typed by the content check that passed them (the check above, the other
 * files as they start), never by a cast: what a test reads back from a save. Throws with the check's words when the
 * file doesn't match its schema.
 */
export function contentOf<N extends ContentName>(name: N, text: string): ContentFiles[N] {
  const checked = checkWithText(name, text);
  const values = checked.content[name];
  if (values === undefined) throw new Error(`${contentFilePath(name)} is not content its schema takes:\n${formatProblems(checked.problems)}`);
  return values;
}

/** A content file's values from its text, with `change` made to them: what a save of that change should leave. */
export function changedContent<N extends ContentName>(name: N, text: string, change: (values: ContentFiles[N]) => void): ContentFiles[N] {
  const values = contentOf(name, text);
  change(values);
  return values;
}

/**
 * A list of problems as the editor shows them (src/admin/checks/ChecksPanel.tsx: the checks beside Save, the go-live
 * list) for a check's result: each the file's title and the field as its form labels it, a list's entry by its
 * summary, then the check's message.
 */
export function problemItems(problems: readonly ContentProblem[], { content }: CheckedContent, edited: Partial<Record<ContentName, unknown>> = {}): string[] {
  // Named from the values as the owner has them: an edited file the check refuses is named by its values all the same.
  const values: Partial<Record<ContentName, unknown>> = { ...content, ...edited };
  return problems.map((problem) => {
    const name = CONTENT_NAMES.find((candidate) => contentFilePath(candidate) === problem.file)!;
    const fields = fileFields(schemaFile(name), values[name], SCHEMAS);
    const field = fieldInOwnerWords(fields, values[name], pathOfWords(problem.field));
    return `${[fileTitle(name), field].filter(Boolean).join(" › ")}: ${problem.message}`;
  });
}

/** The go-live list's items as the editor shows them for a check's result. */
export const goLiveItems = (checked: CheckedContent): string[] => problemItems(checked.placeholders, checked);

/** Every file under the content folder, by its path from a project's root (content/…). */
function contentFiles(): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(CONTENT_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[`content/${path.relative(CONTENT_DIR, full).split(path.sep).join("/")}`] = fs.readFileSync(full);
  }
  return files;
}

/** One save, as the backend recorded it: its message (the commit's; the local server's log line). */
interface Save {
  message: string;
}

export interface SiteEditor {
  kind: BackendKind;
  /** The editor's address, for example http://127.0.0.1:43121/admin/ */
  url: string;
  /** The GitHub double answering the page (the github backend only). */
  double?: GitHubDouble;
  /**
   * Opens the editor in `editorPage` as the owner does, signed in where it must be (online: the sign-in button,
   * the first time in the test): the list of files, or the file named, once its form and its preview's checks show
   * (on a phone, the whole form shown; `on: "page"` stays on the page the file opens on).
   */
  open(name?: ContentName, options?: { on?: "form" | "page" }): Promise<void>;
  /** A content file's text as the backend now has it. */
  read(name: ContentName): string;
  /** A file's bytes as the backend now has it (content/photos/x.jpg), or undefined. */
  bytes(file: string): Buffer | undefined;
  /** Changes a content file as someone else would meanwhile (GitHub's web editor; another program on this computer). */
  changeMeanwhile(name: ContentName, text: string): void;
  /**
   * Commits content files into the content's history, by someone at a time (for Recent changes): online on the
   * double's branch; locally in the project as a git repository (content-history.ts), forgotten at the next test.
   */
  commit(changes: Partial<Record<ContentName, string>>, message: string, by: CommitBy): void;
  /**
   * The connection lost (true) or back: the browser offline, and online also the routed GitHub, whose answers
   * the double gives without the network.
   */
  setOffline(offline: boolean): Promise<void>;
  /**
   * The saves made since the test began, oldest first. The local server's log line can reach the test a moment
   * after the page said it saved: poll for a save expected (expect.poll), as for any state outside the page.
   */
  saves(): Save[];
  /** What `npm run check:content` finds wrong in the content as the backend now has it: nothing, when it passes. */
  checkContent(): Promise<string[]>;
  /**
   * Says that the page will fail to load some of the backend's requests on purpose (a status, or Chromium's
   * net:: reason): the browser logs each such failure as a console error, which is otherwise a test failure.
   * The test fails if none happens.
   */
  expectFailedLoads(reason: number | string): void;
}

/** The local backend's edit server, as a test gets it: its address, the folder it edits, and what it has printed. */
interface LocalServer {
  url: string;
  root: string;
  output: () => string;
}

let localServer: Promise<LocalServer> | undefined;

/**
 * The local backend's edit server: one per worker process, started by the first test that needs it, over a scratch
 * folder of its own, and stopped (its folder removed) as the process exits (startServer stops its server then). Not a
 * worker fixture: Playwright gives tests with a worker fixture of their own workers of their own, so each switch
 * between an editor spec and a site spec started a worker afresh (22 of the 25 workers of a run, 2.3–4.5 s each).
 */
function theLocalServer(): Promise<LocalServer> {
  localServer ??= (async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-editor-"));
    process.on("exit", () => fs.rmSync(root, { recursive: true, force: true }));
    fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
    fs.cpSync(CONTENT_DIR, path.join(root, "content"), { recursive: true });
    return { ...(await startEditServer(root)), root };
  })();
  return localServer;
}

/** The built online page's settings (the branch it saves to, the sign-in service). */
function builtSettings(): EditorSettings {
  const page = fs.readFileSync(path.join(clientDir(PROJECT_ROOT), EDITOR_PATH, "index.html"), "utf8");
  const found = new RegExp(`<script type="application/json" id="${EDITOR_ELEMENT_IDS.settings}">(.*?)</script>`).exec(page);
  if (!found) throw new Error("the built editor's page has no settings: run npm run build");
  return JSON.parse(found[1]) as EditorSettings;
}

/** The repository the double holds and the online page is told it saves to (see the top of this file). */
const repoNamed = "site-owner/valeting-site";

/** Where the sign-in pop-up opens when the site names no sign-in service of its own: Netlify's provider, as Decap's. */
const NETLIFY = "https://api.netlify.com";

/**
 * The sign-in pop-up as Netlify's provider (or the owner's own OAuth worker) serves it once GitHub has said yes:
 * it tells the editor it is authorizing, waits for the editor's answer (which names the editor's origin), then
 * posts the token to that origin.
 */
const signInPopUp = (token: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in with GitHub</title></head><body>
<p>Signing in with GitHub…</p>
<script>
window.addEventListener("message", (event) => {
  if (event.data !== "authorizing:github") return;
  window.opener.postMessage("authorization:github:success:" + JSON.stringify({ token: ${JSON.stringify(token)}, provider: "github" }), event.origin);
});
window.opener.postMessage("authorizing:github", "*");
</script>
</body></html>`;

/** The online page with the double's repository in its settings; the rest as built. */
async function serveWithRepository(route: Route): Promise<void> {
  // A connection of its own: Playwright's fetch keeps sockets alive, and one reused just as the server closes it
  // (Node's 5 s keepAliveTimeout) fails with ECONNRESET on a loaded machine.
  const response = await route.fetch({ headers: { ...route.request().headers(), connection: "close" } });
  const settings = `<script type="application/json" id="${EDITOR_ELEMENT_IDS.settings}">`;
  const body = (await response.text()).replace(new RegExp(`(${settings})(.*?)(</script>)`), (_, open: string, json: string, close: string) =>
    [open, JSON.stringify({ ...JSON.parse(json), repo: repoNamed }), close].join(""),
  );
  // The text as sent, decoded: no longer the compressed length or encoding.
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)));
  await route.fulfill({ status: response.status(), headers, body });
}

/** The console's word for a request the page's own backend didn't get an answer to: "…status of 409 (Conflict)", or "net::ERR_…". */
const FAILED_LOAD = /^Failed to load resource: (?:the server responded with a status of (\d+)|(net::\S+))/;

/** A helper's own GitHub account (issue 67): the login they sign in with, and the name on their profile. */
export interface HelperAccount {
  login: string;
  name: string;
}

export const test = base.extend<{ backend: BackendKind; signInAs: HelperAccount | undefined; editor: SiteEditor; editorPage: Page }>({
  backend: ["local", { option: true }],
  /** Online, who signs in: the owner (undefined), or a helper with their own account, a collaborator of the double's repository. */
  signInAs: [undefined, { option: true }],
  // The editor's own worker would answer its files before the routes saw them (admin-cache.spec.ts tests it).
  serviceWorkers: "block",

  // After consoleErrors (it routes every third-party host to an error): the routes here, made later, come first.
  editorPage: async ({ page, consoleErrors }, use, testInfo) => {
    void consoleErrors;
    const editorPage = await page.context().newPage();
    const problems: string[] = [];
    const failedLoads: string[] = [];
    editorPage.on("console", (message) => {
      if (message.type() !== "error") return;
      const failed = FAILED_LOAD.exec(message.text());
      if (failed) failedLoads.push(`${failed[1] ?? failed[2]} ${message.location().url}`);
      else problems.push(`${message.text()} (${message.location().url})`);
    });
    editorPage.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    // In every frame (the preview's too), from before the page's own scripts.
    await editorPage.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
    );
    failedLoadsOf.set(editorPage, failedLoads);
    await use(editorPage);
    if (testInfo.status !== testInfo.expectedStatus && !editorPage.isClosed()) {
      // What the editor showed when the test failed (the site's `page`, which the report shows, is blank).
      const [shot, roles] = [testInfo.outputPath("editor-page.png"), testInfo.outputPath("editor-page.txt")];
      await editorPage.screenshot({ path: shot, fullPage: true });
      fs.writeFileSync(roles, await editorPage.locator("body").ariaSnapshot());
      await testInfo.attach("editor page", { path: shot, contentType: "image/png" });
      await testInfo.attach("editor page, by role", { path: roles, contentType: "text/plain" });
    }
    expect(problems, "console errors, uncaught exceptions and policy violations in the editor").toEqual([]);
  },

  editor: async ({ backend, signInAs, editorPage: page, baseURL }, use) => {
    const expected = new Set<string>();
    const failedLoads = failedLoadsOf.get(page)!;
    const startingSaves = { log: 0, commits: 0 };
    let signedIn = false;

    /** Waits for the page the address names: the list, or the file's form with its checks' verdict. */
    const shown = (name: ContentName | undefined, options?: { on?: "form" | "page" }) =>
      name ? fileOpen(page, name, options) : expect(page.getByRole("heading", { level: 1, name: "Choose what to change" })).toBeVisible({ timeout: 30_000 });
    const address = (base: string, name?: ContentName) => (name ? `${base}?${new URLSearchParams({ [FILE_PARAMETER]: name })}` : base);

    let editor: SiteEditor;
    if (backend === "local") {
      const server = await theLocalServer();
      fs.rmSync(path.join(server.root, "content"), { recursive: true, force: true });
      fs.cpSync(CONTENT_DIR, path.join(server.root, "content"), { recursive: true });
      forgetLocalHistory(server.root);
      startingSaves.log = server.output().length;
      const file = (name: string) => path.join(server.root, name);
      editor = {
        kind: "local",
        url: server.url,
        async open(name, options) {
          await page.goto(address(server.url, name));
          await shown(name, options);
        },
        read: (name) => fs.readFileSync(file(contentFilePath(name)), "utf8"),
        bytes: (name) => (fs.existsSync(file(name)) ? fs.readFileSync(file(name)) : undefined),
        changeMeanwhile: (name, text) => fs.writeFileSync(file(contentFilePath(name)), text),
        commit: (changes, message, by) => commitLocally(server.root, changes, message, by),
        setOffline: (offline) => page.context().setOffline(offline),
        saves: () =>
          [
            ...server
              .output()
              .slice(startingSaves.log)
              .matchAll(/^Saved content\/\S+(?: and content\/\S+)*: (.*)$/gm),
          ].map(([, message]) => ({ message })),
        checkContent: () => checkContent(server.root),
        expectFailedLoads: (reason) => void expected.add(String(reason)),
      };
    } else {
      const settings = builtSettings();
      const double = gitHubDouble({ repo: repoNamed, branch: settings.branch, files: contentFiles() });
      const helperToken = signInAs && double.addHelper(signInAs);
      startingSaves.commits = double.commitCount();
      const url = new URL(EDITOR_PATH, baseURL).href;
      await page.route(
        (address) => address.origin === new URL(url).origin && [EDITOR_PATH, `${EDITOR_PATH}index.html`].includes(address.pathname),
        serveWithRepository,
      );
      await routeGitHubDouble(page, double);
      let offline = false;
      // Registered after the double's route, so it comes first: with no connection, GitHub is never reached.
      await page.route(`${GITHUB_API}/**`, (route) => (offline ? route.abort("internetdisconnected") : route.fallback()));
      const signInService = new URL(settings.authUrl ?? NETLIFY);
      await page.context().route(
        (address) => address.origin === signInService.origin && address.pathname === `${signInService.pathname.replace(/\/$/, "")}/auth`,
        (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: signInPopUp(helperToken ?? double.token) }),
      );
      editor = {
        kind: "github",
        url,
        double,
        async open(name, options) {
          await page.goto(address(url, name));
          if (!signedIn) {
            await page.getByRole("button", { name: "Sign in with GitHub" }).click();
            signedIn = true;
          }
          await shown(name, options);
        },
        read: (name) => double.file(contentFilePath(name)) ?? "",
        bytes: (name) => double.fileBytes(name),
        changeMeanwhile: (name, text) => double.commitAsSomeoneElse({ [contentFilePath(name)]: text }),
        commit: (changes, message, by) =>
          double.commitAsSomeoneElse(
            Object.fromEntries(Object.entries(changes).map(([name, text]) => [contentFilePath(name as ContentName), text!])),
            message,
            by,
          ),
        async setOffline(now) {
          offline = now;
          await page.context().setOffline(now);
        },
        saves: () => commitsSince(double, startingSaves.commits),
        checkContent: () => checkDoubleContent(double),
        expectFailedLoads: (reason) => void expected.add(String(reason)),
      };
    }
    await use(editor);

    const backendRequest = (url: string) => url.startsWith(GITHUB_API) || new URL(url).pathname.startsWith(LOCAL_API_PATH);
    const unexpected = failedLoads.filter((failure) => {
      const [reason, url] = failure.split(" ");
      return !(expected.has(reason) && backendRequest(url));
    });
    expect(unexpected, "requests of the editor's that failed").toEqual([]);
    for (const reason of expected)
      expect(
        failedLoads.some((failure) => failure.startsWith(`${reason} `)),
        `a request failed with ${reason}, as the test meant`,
      ).toBe(true);
  },
});

/** Each editor page's failed loads, as its console reported them. */
const failedLoadsOf = new WeakMap<Page, string[]>();

/** The content as the double has it, written into a scratch project with the schemas, checked by check:content. */
async function checkDoubleContent(double: GitHubDouble): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-github-content-"));
  try {
    fs.cpSync(path.join(PROJECT_ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
    for (const file of filesOnBranch(double)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), double.fileBytes(file)!);
    }
    return await checkContent(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** A GET of the double's REST API, as the owner's token: its JSON. */
function askDouble(double: GitHubDouble, address: string): Record<string, unknown> {
  const answer = double.handle({ method: "GET", url: `${GITHUB_API}/repos/${repoNamed}/${address}`, headers: { authorization: `Bearer ${double.token}` } });
  return JSON.parse(answer.body) as Record<string, unknown>;
}

const headOf = (double: GitHubDouble) => (askDouble(double, `git/ref/heads/${builtSettings().branch}`) as { object: { sha: string } }).object.sha;

/** Every file on the double's branch, as GitHub lists its tree. */
function filesOnBranch(double: GitHubDouble): string[] {
  const { tree } = askDouble(double, `git/commits/${headOf(double)}`) as { tree: { sha: string } };
  const listing = askDouble(double, `git/trees/${tree.sha}?recursive=1`) as { tree: { path: string; type: string }[] };
  return listing.tree.filter((entry) => entry.type === "blob").map((entry) => entry.path);
}

/** The branch's commits after its first `before`, oldest first, as GitHub tells them. */
function commitsSince(double: GitHubDouble, before: number): Save[] {
  const saves: Save[] = [];
  let sha = headOf(double);
  for (let left = double.commitCount() - before; left > 0; left--) {
    const commit = askDouble(double, `git/commits/${sha}`) as { message: string; parents: { sha: string }[] };
    saves.unshift({ message: commit.message });
    sha = commit.parents[0]?.sha;
  }
  return saves;
}

/** The checks' verdict beside the Save button when a check refuses something (an alert), and when every check passes. */
export const checksFailing = (page: Page): Locator => page.getByRole("alert", { name: CHECKS_LABEL });
export const checksPassing = (page: Page): Locator => page.getByRole("status", { name: CHECKS_LABEL });

/** The verdict, passed or not: there once the file's checks have run. */
const checksVerdict = (page: Page): Locator => checksPassing(page).or(checksFailing(page));

/** On a phone the page comes first (src/admin/tap/): the button that shows the whole form. */
const allFieldsButton = (page: Page): Locator => page.getByRole("button", { name: "All fields", exact: true });

/**
 * Waits until a file is open: its form and its checks' verdict show (the file editor's code arrived, the file was
 * read and checked; on a loaded machine, seconds). On a phone, where the file opens on its page, the whole form is
 * then shown ("All fields"), as the journeys through the form need; `on: "page"` stays on the page.
 */
export async function fileOpen(page: Page, name: ContentName, { on = "form" }: { on?: "form" | "page" } = {}): Promise<void> {
  await expect(fileForm(page, name)).toBeVisible({ timeout: 60_000 });
  await expect(checksVerdict(page)).toBeVisible({ timeout: 60_000 });
  if (on === "form" && (await allFieldsButton(page).isVisible())) await allFieldsButton(page).click();
}

/** The price table's first price, by the content's own codes and names: wash type › vehicle size › package. */
export const FIRST_PRICE = (() => {
  const [wash, size, tier] = [pricing.washTypes[0], pricing.vehicleSizes[0], pricing.tiers[0]];
  return { wash, size, tier, price: pricing.prices[wash.id][size.id][tier.id] };
})();

/**
 * A price's box in the pricing file's form, as the owner sees it: in the prices, its wash type's grid, the cell named
 * by its package and its vehicle size ("Gold, Hatchback").
 */
export const priceBox = (page: Page, tier: { name: string } = FIRST_PRICE.tier): Locator =>
  fileForm(page, "pricing")
    .getByRole("group", { name: fieldOf("pricing", ["prices"]).label, exact: true })
    .getByRole("group", { name: FIRST_PRICE.wash.name, exact: true })
    .getByRole("spinbutton", { name: `${tier.name}, ${FIRST_PRICE.size.name}`, exact: true });

/** The open file's form. */
export const fileForm = (page: Page, name: ContentName): Locator => page.getByRole("form", { name: `${fileTitle(name)}: fields` });

/** The preview's frame element, and (preview) the file's page in it as the site draws it. */
export const PREVIEW_FRAME = 'iframe[title="Preview of the page with your changes"]';
export const preview = (page: Page) => page.frameLocator(PREVIEW_FRAME);

/** A status line of the page saying `text` (how a save went: "Saved: …", "Not saved: …"). */
export const saying = (page: Page, text: string | RegExp): Locator => page.getByRole("status").filter({ hasText: text });

/**
 * A value of the file's draft as this browser keeps it (undefined without one). The draft is written at the pause after
 * the last key, as the checks' verdict on the same values is made (file-editor/use-edited-file.ts).
 */
export async function draftValueAt(page: Page, name: ContentName, path: FieldPath): Promise<unknown> {
  const drafts = await page.evaluate(
    ({ prefix, name }) => Object.entries(localStorage).flatMap(([key, text]) => (key.startsWith(prefix) && key.endsWith(`:${name}`) ? [text] : [])),
    { prefix: DRAFT_PREFIX, name },
  );
  return drafts.length === 1 ? valueAt((JSON.parse(drafts[0]) as { values: unknown }).values, path) : undefined;
}

/**
 * Saves, and waits until the editor says it saved (this save: not a "Saved" a save before it left on screen). The tap
 * may come as the checks' verdict on the last key does: the editor holds the verdict until the press has made its
 * click (admin.spec.ts's price changed presses Save through it).
 */
export async function save(page: Page): Promise<void> {
  const [before] = await saying(page, /^Saved/).allTextContents();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const saved = saying(page, /^Saved/);
  await expect(before === undefined ? saved : saved.filter({ hasNotText: before })).toBeVisible({ timeout: 30_000 });
}

/**
 * Where the taps on the page run (admin-tap.spec.ts): against both backends, at the widths an owner uses. `npm run
 * edit` runs on a computer; online, the owner is mostly on a phone, the suites' one and the smallest (320 px), where
 * the sheet a tap opens over the page has the least room.
 */
export const EDITOR_RUNS = [
  { backend: "local", width: DESKTOP_VIEWPORT.width },
  { backend: "github", width: PHONE.viewport.width },
  { backend: "github", width: 320 },
] as const satisfies readonly { backend: BackendKind; width: number }[];

/**
 * Where the form's journeys (admin.spec.ts) and the owner's weekly tasks run (issue 57: a new banner photo, a closure,
 * a saving changed, a package added and retired): on a phone and on a computer, and against each backend, each once: the computer's run saves as
 * `npm run edit` does, the phone's online. What a width changes (the sheet a tap opens, the page beside the form) is
 * the same whichever backend saves, and a backend's save is the same at any width, so the four pairings tested no more
 * than these two (issue 65). At 320 px a form journey did what it does at 390: the form's layout there (every file's,
 * every entry unfolded) is admin-access.spec.ts's sweep, and the taps on the page run at 320 px too (EDITOR_RUNS).
 */
export const PHONE_AND_COMPUTER_RUNS = EDITOR_RUNS.filter(({ width }) => width !== 320);

/**
 * Changes what a box holds as a person does on a phone: a tap, then the old value deleted key by key (a long text
 * selected and deleted at once), then the new one typed key by key. On the way the box is empty, which the
 * editor must take without losing the box or the focus; `whileEmpty` is what the owner waits to see then (the page
 * following the empty box, before the new value is typed).
 */
export async function retype(box: Locator, text: string, whileEmpty?: () => Promise<void>): Promise<void> {
  await box.click();
  const length = (await box.inputValue()).length;
  if (length > 12) {
    await box.press("ControlOrMeta+a");
    await box.press("Backspace");
  } else {
    await box.press("ControlOrMeta+End");
    for (let i = 0; i < length; i++) await box.press("Backspace");
  }
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await whileEmpty?.();
  await box.pressSequentially(text);
  await expect(box).toHaveValue(text);
}

/**
 * Types an ISO date into a date box key by key, as a person fills it: its parts in the order the browser's own
 * language writes a date (month first in en-US, day first in en-GB), which is the box's.
 */
export async function typeDate(box: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split("-");
  const parts = { year, month, day } as Record<string, string>;
  const language = await box.page().evaluate(() => navigator.language);
  const order = new Intl.DateTimeFormat(language).formatToParts(new Date(`${iso}T12:00:00`)).filter((part) => part.type in parts);
  for (const part of order) await box.pressSequentially(parts[part.type]);
  await expect(box).toHaveValue(iso);
}
