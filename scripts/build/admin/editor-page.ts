/**
 * The site editor's page (/admin/), as HTML the build writes: a working page before any script runs. Online it
 * shows the sign-in; locally (`npm run edit`) the list of content files, by the page each one feeds, each by its
 * schema's title, then the service area (the covered postcodes), and a link to Recent changes (`?changes`). A file opens at `?file=<name>`, a plain link. The one script (src/admin/start.ts) signs in,
 * shows the list online, and loads a file's editor when a file is open.
 */
import type { ContentName } from "../../../src/content/names.ts";
import {
  CHANGES_PARAMETER,
  EDITOR_ELEMENT_IDS,
  EDITOR_MODE_ATTRIBUTE,
  FILE_PARAMETER,
  SERVICE_AREA,
  SERVICE_AREA_TITLE,
  type EditorMode,
  type EditorSettings,
} from "../../../src/admin/editor-settings.ts";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One group of the list: a page's heading and the files that feed it. */
export interface FileGroup {
  title: string;
  files: { name: ContentName; title: string }[];
}

/** The files the page loads, by their paths from the page (the build names them by content). */
export interface EditorPageFiles {
  style: string;
  start: string;
  startImports: readonly string[];
}

export interface EditorPageOptions {
  mode: EditorMode;
  settings: EditorSettings;
  groups: readonly FileGroup[];
  files: EditorPageFiles;
}

function fileList(groups: readonly FileGroup[], hidden: boolean): string {
  const sections = groups
    .map(
      (group, index) => `<section class="editor-group" aria-labelledby="editor-group-${index}">
<h2 id="editor-group-${index}">${escapeHtml(group.title)}</h2>
<ul class="editor-files">
${group.files.map((file) => `<li><a class="editor-file" href="?${FILE_PARAMETER}=${file.name}" data-file="${file.name}">${escapeHtml(file.title)}</a></li>`).join("\n")}
</ul>
</section>`,
    )
    .join("\n");
  return `<div id="${EDITOR_ELEMENT_IDS.list}" class="editor-list"${hidden ? " hidden" : ""}>
<h1>Choose what to change</h1>
<p class="editor-history-link"><a href="?${CHANGES_PARAMETER}" data-view="${CHANGES_PARAMETER}">Recent changes</a>: see what changed, and put it back</p>
${sections}
<section class="editor-group" aria-labelledby="editor-group-area">
<h2 id="editor-group-area">Where you work</h2>
<ul class="editor-files">
<li><a class="editor-file" href="?${FILE_PARAMETER}=${SERVICE_AREA}" data-file="${SERVICE_AREA}">${SERVICE_AREA_TITLE}</a></li>
</ul>
</section>
</div>`;
}

function signIn(siteName: string): string {
  return `<div id="${EDITOR_ELEMENT_IDS.signIn}" class="editor-sign-in">
<h1>Sign in to change ${escapeHtml(siteName)}'s website</h1>
<p>Your changes are saved to the website's files on GitHub, and the site is rebuilt with them in a few minutes.</p>
<button type="button" class="button button--primary" id="${EDITOR_ELEMENT_IDS.signInButton}">Sign in with GitHub</button>
<p id="${EDITOR_ELEMENT_IDS.signInMessage}" role="status" class="editor-message"></p>
</div>`;
}

export function editorPage({ mode, settings, groups, files }: EditorPageOptions): string {
  const online = mode === "github";
  return `<!doctype html>
<html lang="en" ${EDITOR_MODE_ATTRIBUTE}="${mode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Site editor · ${escapeHtml(settings.siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${files.style}">
${files.startImports.map((file) => `<link rel="modulepreload" href="${file}">\n`).join("")}<script type="module" src="${files.start}"></script>
<script type="application/json" id="${EDITOR_ELEMENT_IDS.settings}">${JSON.stringify(settings).replace(/</g, "\\u003c")}</script>
</head>
<body class="editor">
<header class="editor-bar">
<p class="editor-bar__name"><a href="./">${escapeHtml(settings.siteName)} · Site editor</a></p>
<p class="editor-bar__account" id="${EDITOR_ELEMENT_IDS.account}">${online ? "" : "Saving to this computer"}</p>
</header>
<main id="${EDITOR_ELEMENT_IDS.main}" class="editor-main" tabindex="-1">
<noscript><p class="editor-message">The site editor needs JavaScript: turn it on for this site and reload the page.</p></noscript>
${online ? signIn(settings.siteName) : ""}
${fileList(groups, online)}
<div id="${EDITOR_ELEMENT_IDS.file}" class="editor-file-pane" hidden></div>
</main>
</body>
</html>
`;
}
