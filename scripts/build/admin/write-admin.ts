/**
 * Writes the site editor: its page (editor-page.ts) into build/client/admin/ for the published site, and the same
 * page in its local mode beside the client folder (build/local-editor/, never deployed), which `npm run edit`
 * serves at /admin/. Its code is the project's own (src/admin/), bundled by Vite: the start (the page's one script,
 * small), and, split from it, the file editor with its fields, checks and preview, fetched when a file opens or
 * at idle once the list shows. The service worker keeps them for the next visit. Nothing of the public site links
 * to it or loads any of it; its own headers (its policy, noindex, caching) come from editorHeaderRules().
 *
 * Every file the page loads is in assets/ and named by its content (Vite's hashes), so it can be kept for a year
 * and by the worker: only the page and the worker are asked for again at each visit.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build, type Rolldown } from "vite";
import type { HeaderRule } from "../headers-file.ts";
import { editorBackend, readSchemaFiles } from "./editor-config.ts";
import { editorPage, type EditorPageFiles, type FileGroup } from "./editor-page.ts";
import { liveContentPlugin } from "./live-content-plugin.ts";
import { validatorsPlugin } from "./validators-plugin.ts";
import { bundlePageScript, viteBuildTarget, pageScriptPlugin } from "../page-script-plugin.ts";
import { photosPlugin } from "../images/photos-plugin.ts";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";
import { localEditorPage } from "../site-folders.ts";
import { EDITOR_ASSETS } from "../../../src/admin/editor-cache-rules.ts";
import { EDITOR_SERVICE_WORKER } from "../../../src/admin/editor-names.ts";
import { fileGroups } from "../../../src/admin/file-groups.ts";
import { fileTitle, type ContentName } from "../../../src/content/file-declarations.ts";
import type { EditorSettings } from "../../../src/admin/editor-settings.ts";

/** A file name's part that changes whenever its content does. */
const contentHash = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);

/**
 * The service worker's script: this deploy's version (from the names of the files it keeps, which change
 * with their content) and files, in front of src/admin/service-worker.ts bundled for the site's browsers.
 */
export function editorServiceWorker(kept: readonly string[], workerCode: string): string {
  const version = contentHash([...kept].sort().join("\n"));
  return `const EDITOR_CACHE = ${JSON.stringify({ version, files: kept })};\n${workerCode}\n`;
}

/**
 * Everything the editor's page may load: its own scripts and styles only (no 'unsafe-eval': the checks'
 * validators are compiled by the build; no 'unsafe-inline': every style is in a file), the site's photos in the
 * preview, and beyond the site only GitHub's API, which it reads and commits through. The sign-in window is a pop-up, which a policy doesn't govern; it needs the opener kept (the
 * opener policy below).
 */
const EDITOR_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // A new photo shows in the preview before the site is built with it, from the browser's own copy (the prepared JPEG,
  // its metadata gone) at a blob: address (src/admin/preview/preview-photos.ts). Only this page's own script can make
  // one, from bytes it holds, and the preview's frame inherits this policy, so nothing else is let in; no data: image.
  "img-src 'self' blob:",
  // The preview draws pages with the site's own video.
  "media-src 'self'",
  "font-src 'none'",
  "connect-src 'self' https://api.github.com",
  "manifest-src 'none'",
  // The preview is drawn into a frame of the page's own (about:blank), which inherits this policy.
  "frame-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The headers under /admin/: the policy and noindex everywhere (no page's rule names these paths), and how long
 * a browser may keep each file: the files named by their content for a year, unasked; the page and the service
 * worker asked for again at every visit, so a deploy is seen at once.
 */
export function editorHeaderRules(): HeaderRule[] {
  return [
    {
      path: `${EDITOR_PATH}*`,
      headers: [
        ["Content-Security-Policy", EDITOR_POLICY],
        // Sign-in (Netlify's or the OAuth worker's pop-up) answers through window.opener.
        ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
        ["X-Robots-Tag", "noindex, nofollow"],
      ],
    },
    ...[EDITOR_PATH, `${EDITOR_PATH}index.html`, `${EDITOR_PATH}${EDITOR_SERVICE_WORKER}`].map((path) => ({
      path,
      headers: [["Cache-Control", "no-cache"]] as [string, string][],
    })),
    { path: `${EDITOR_PATH}${EDITOR_ASSETS}*`, headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
  ];
}

/** Bundles the editor's start and, split from it, the file editor, into `adminDir`/assets; says which file is which. */
async function bundleEditor(rootDir: string, adminDir: string): Promise<EditorPageFiles & { all: string[] }> {
  const result = await build({
    configFile: false,
    root: rootDir,
    // The files name each other relative to the editor's page (the file editor's modules, fetched later).
    base: EDITOR_PATH,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir: adminDir,
      assetsDir: EDITOR_ASSETS.replace(/\/$/, ""),
      emptyOutDir: false,
      copyPublicDir: false,
      // One stylesheet: the site's own (the page and the preview's frame both use it) and the editor's.
      cssCodeSplit: false,
      // As the site's (vite.config.ts): source maps only when asked for, to read a profile of the editor.
      sourcemap: process.env.SOURCEMAP === "1",
      rolldownOptions: {
        input: path.join(rootDir, "src/admin/start.ts"),
        // "use client" (Radix's modules) means nothing outside React Server Components.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
    // The preview draws the site's own components: their content modules follow the owner's typing.
    plugins: [liveContentPlugin(rootDir), validatorsPlugin(rootDir), photosPlugin(rootDir), pageScriptPlugin()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((bundle) => (bundle as Rolldown.RolldownOutput).output);
  const start = output.find((file): file is Rolldown.OutputChunk => file.type === "chunk" && file.isEntry);
  const styles = output.filter((file) => file.fileName.endsWith(".css"));
  if (!start || styles.length !== 1)
    throw new Error(`The editor's bundle has no start module or not one stylesheet: ${output.map((file) => file.fileName).join(", ")}`);
  // Vite's file names are paths from its output folder, the editor's page's own.
  return { start: start.fileName, startImports: start.imports, style: styles[0].fileName, all: output.map((file) => file.fileName) };
}

/** The list of files, by page, each by its title (src/content/file-declarations.ts). */
export function editorPageGroups(rootDir: string): FileGroup[] {
  const schemas = readSchemaFiles(path.join(rootDir, "schemas"));
  const title = (name: ContentName) => fileTitle(name, schemas);
  return fileGroups().map(({ page, files }) => ({ title: title(page), files: files.map((name) => ({ name, title: title(name) })) }));
}

/** Builds the editor into `clientDir`/admin (and its local page) from the project at `rootDir`; says where it will save online. */
export async function writeEditor(clientDir: string, rootDir: string, site: { businessName: string }): Promise<string> {
  const adminDir = path.join(clientDir, EDITOR_PATH);
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(adminDir, EDITOR_ASSETS), { recursive: true });

  const backend = editorBackend(rootDir);
  const settings: EditorSettings = {
    siteName: site.businessName,
    branch: backend.branch,
    ...(backend.repo ? { repo: backend.repo } : {}),
    ...(backend.authUrl ? { authUrl: backend.authUrl } : {}),
    scope: backend.scope,
  };
  const { all, ...files } = await bundleEditor(rootDir, adminDir);
  const groups = editorPageGroups(rootDir);
  fs.writeFileSync(path.join(adminDir, "index.html"), editorPage({ mode: "github", settings, groups, files }));
  const localPage = localEditorPage(clientDir);
  fs.mkdirSync(path.dirname(localPage), { recursive: true });
  fs.writeFileSync(localPage, editorPage({ mode: "local", settings, groups, files }));

  const worker = bundlePageScript(path.join(rootDir, "src/admin/service-worker.ts"), await viteBuildTarget());
  fs.writeFileSync(path.join(adminDir, EDITOR_SERVICE_WORKER), editorServiceWorker(all, worker.code));
  return backend.repo
    ? `saves to GitHub ${backend.repo} (${backend.branch})`
    : "found no GitHub repository to save to online: set CMS_GITHUB_REPO (docs/editing-content.md); npm run edit works without it";
}
