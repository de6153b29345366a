/**
 * Writes the site editor into build/client/admin/: its page, the config.yml generated from the
 * schemas, Decap CMS's prebuilt bundle copied from node_modules (no CDN: the editor loads only from
 * the site), the editor's start (src/admin/editor.ts) and its preview, bundled by Vite, and the service
 * worker that keeps them for the next visit. Nothing of the public site links to it or loads any of it;
 * its own headers (its policy, noindex, caching) come from editorHeaderRules().
 *
 * Every file the page loads is in assets/ and named by its content (Vite's hashes; Decap's bundle and
 * its chunks in a folder named by the bundle's hash), so it can be kept for a year and by the worker:
 * only the page, config.yml and the worker are asked for again at each visit.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { stringify } from "yaml";
import type { HeaderRule } from "../headers-file.ts";
import { editorBackend, editorConfig, type EditorSite } from "./editor-config.ts";
import { liveContentPlugin } from "./live-content-plugin.ts";
import { bundlePageScript, viteBuildTarget, pageScriptPlugin } from "../page-script-plugin.ts";
import { photosPlugin } from "../images/photos-plugin.ts";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";
import { EDITOR_ASSETS } from "../../../src/admin/editor-cache-rules.ts";
import { EDITOR_PAGE_DATA, EDITOR_SERVICE_WORKER } from "../../../src/admin/editor-names.ts";

/** The parts of Decap's dist/ folder the editor serves: the bundle, its lazily loaded chunks and its licence notice. */
const DECAP_FILES = /^(?:decap-cms\.js|\d+\.decap-cms\.js|decap-cms\.js\.LICENSE\.txt)$/;
const DECAP_BUNDLE = "decap-cms.js";

/** A file name's part that changes whenever its content does. */
const contentHash = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The files the editor's page loads, each by its path from the page (all under assets/). */
export interface EditorFiles {
  /** Decap's look on a phone and its contrast (src/admin/decap-overrides.css). */
  overrides: string;
  /** The editor's start (a module), and the modules it imports at once. */
  start: string;
  startImports: string[];
  /** The preview's stylesheet (the site's own CSS and the checks' panel), drawn inside the preview's frame. */
  previewStyle: string;
  /** Decap CMS's bundle. */
  decap: string;
  /** Every file to keep from the first visit on (the above, and the preview's modules; not Decap's lazily loaded chunks). */
  kept: string[];
}

/**
 * The editor's page: the start module first, then Decap's bundle; both are deferred, so they run in that
 * order once the page is read, and Decap finds the start's settings (manual start) when it runs.
 */
export function editorPage(siteName: string, files: EditorFiles): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Site editor · ${escapeHtml(siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${files.overrides}">
${files.startImports.map((file) => `<link rel="modulepreload" href="${file}">\n`).join("")}<script type="module" src="${files.start}" ${EDITOR_PAGE_DATA.siteName}="${escapeHtml(siteName)}" ${EDITOR_PAGE_DATA.previewStyle}="${files.previewStyle}"></script>
<script defer src="${files.decap}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * The service worker's script: this deploy's version (from the names of the files it keeps, which change
 * with their content) and files, in front of src/admin/service-worker.ts bundled for the site's browsers.
 */
export function editorServiceWorker(kept: readonly string[], workerCode: string): string {
  const version = contentHash([...kept].sort().join("\n"));
  return `const EDITOR_CACHE = ${JSON.stringify({ version, files: kept })};\n${workerCode}\n`;
}

/**
 * Everything the editor's page may load, as tight as Decap CMS allows (each exception measured: the
 * editor fails without it): scripts from the site only, but Decap compiles its config's JSON Schema
 * at run time (ajv), hence 'unsafe-eval'; its components write their styles into <style> elements
 * at run time (Emotion), hence 'unsafe-inline' for styles only. Beyond the site: GitHub's API
 * (loading and saving in production) and status page (Decap checks it before signing in), and
 * GitHub avatars (the signed-in owner's picture). No fonts, frames or forms. The sign-in window is a
 * pop-up, which a policy doesn't govern; it needs the opener kept (the opener policy below).
 */
const EDITOR_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  // blob: the photos the owner picks, which Decap reads and shows from memory before they are saved.
  "img-src 'self' blob: https://avatars.githubusercontent.com",
  // The preview draws pages with the site's own photos and video.
  "media-src 'self'",
  "font-src 'none'",
  "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com",
  "manifest-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The headers under /admin/: the policy and noindex everywhere (no page's rule names these paths), and
 * how long a browser may keep each file: the files named by their content for a year, unasked; the page,
 * config.yml and the service worker asked for again at every visit, so a deploy is seen at once.
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
    ...[EDITOR_PATH, `${EDITOR_PATH}index.html`, `${EDITOR_PATH}config.yml`, `${EDITOR_PATH}${EDITOR_SERVICE_WORKER}`].map((path) => ({
      path,
      headers: [["Cache-Control", "no-cache"]] as [string, string][],
    })),
    { path: `${EDITOR_PATH}${EDITOR_ASSETS}*`, headers: [["Cache-Control", "public, max-age=31536000, immutable"]] },
  ];
}

/** Copies `source` into `folder` under a name holding its content's hash (`name-<hash>.ext`); returns that name. */
function copyNamedByContent(source: string, folder: string): string {
  const bytes = fs.readFileSync(source);
  const { name, ext } = path.parse(source);
  const named = `${name}-${contentHash(bytes)}${ext}`;
  fs.writeFileSync(path.join(folder, named), bytes);
  return named;
}

/** Decap's bundle and chunks, in a folder of assets/ named by the bundle's hash (its chunks are found beside it); returns the bundle's path from assets/. */
function copyDecap(assetsDir: string): string {
  const decapDist = path.dirname(createRequire(import.meta.url).resolve(`decap-cms/dist/${DECAP_BUNDLE}`));
  const folder = `decap-${contentHash(fs.readFileSync(path.join(decapDist, DECAP_BUNDLE)))}`;
  fs.mkdirSync(path.join(assetsDir, folder), { recursive: true });
  for (const file of fs.readdirSync(decapDist).filter((name) => DECAP_FILES.test(name)))
    fs.copyFileSync(path.join(decapDist, file), path.join(assetsDir, folder, file));
  return `${folder}/${DECAP_BUNDLE}`;
}

/** Bundles the editor's start and, split from it, its preview and checks, into `adminDir`/assets; says which file is which. */
async function bundleEditor(rootDir: string, adminDir: string): Promise<Pick<EditorFiles, "start" | "startImports" | "previewStyle"> & { all: string[] }> {
  const result = await build({
    configFile: false,
    root: rootDir,
    // The files name each other relative to the editor's page (the preview's modules, fetched later).
    base: EDITOR_PATH,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir: adminDir,
      assetsDir: EDITOR_ASSETS.replace(/\/$/, ""),
      emptyOutDir: false,
      copyPublicDir: false,
      // One stylesheet, for the preview's frame (Decap adds it there): nothing of it is for the editor's own page.
      cssCodeSplit: false,
      rolldownOptions: {
        input: path.join(rootDir, "src/admin/editor.ts"),
        // "use client" (Radix's modules) means nothing outside React Server Components.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
    // The preview draws the site's own components: their content modules follow the owner's typing.
    plugins: [liveContentPlugin(rootDir), photosPlugin(rootDir), pageScriptPlugin()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((bundle) => (bundle as Rolldown.RolldownOutput).output);
  const start = output.find((file): file is Rolldown.OutputChunk => file.type === "chunk" && file.isEntry);
  const styles = output.filter((file) => file.fileName.endsWith(".css"));
  if (!start || styles.length !== 1)
    throw new Error(`The editor's bundle has no start module or not one stylesheet: ${output.map((file) => file.fileName).join(", ")}`);
  // Vite's file names are paths from its output folder, the editor's page's own.
  return { start: start.fileName, startImports: start.imports, previewStyle: styles[0].fileName, all: output.map((file) => file.fileName) };
}

/** Builds the editor into `clientDir`/admin from the project at `rootDir`; says where it will save in production. */
export async function writeEditor(clientDir: string, rootDir: string, site: EditorSite & { businessName: string }): Promise<string> {
  const adminDir = path.join(clientDir, EDITOR_PATH);
  const assetsDir = path.join(adminDir, EDITOR_ASSETS);
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(assetsDir, { recursive: true });

  const backend = editorBackend(rootDir);
  const config = editorConfig(rootDir, backend, site);
  fs.writeFileSync(
    path.join(adminDir, "config.yml"),
    `# Written by the build from schemas/*.schema.json (scripts/build/admin): don't edit.\n${stringify(config, { lineWidth: 0 })}`,
  );

  const decap = EDITOR_ASSETS + copyDecap(assetsDir);
  // Decap's layout on a phone and its low-contrast greys: src/admin/decap-overrides.css says what and why.
  const overrides = EDITOR_ASSETS + copyNamedByContent(path.join(rootDir, "src/admin/decap-overrides.css"), assetsDir);
  const { all, ...editor } = await bundleEditor(rootDir, adminDir);
  const files: EditorFiles = { ...editor, overrides, decap, kept: [decap, overrides, ...all] };
  fs.writeFileSync(path.join(adminDir, "index.html"), editorPage(site.businessName, files));

  const worker = bundlePageScript(path.join(rootDir, "src/admin/service-worker.ts"), await viteBuildTarget());
  fs.writeFileSync(path.join(adminDir, EDITOR_SERVICE_WORKER), editorServiceWorker(files.kept, worker.code));
  return backend.repo
    ? `saves to GitHub ${backend.repo} (${backend.branch})`
    : "found no GitHub repository to save to online: set CMS_GITHUB_REPO (docs/editing-content.md); npm run edit works without it";
}
