/**
 * Writes the site editor into build/client/admin/: its page, the config.yml generated from the
 * schemas, Decap CMS's prebuilt bundle copied from node_modules (no CDN: the editor loads only from
 * the site), and editor.js (src/admin/editor.ts) bundled by Vite. Nothing of the public site links
 * to it or loads any of it; its own headers (its policy, noindex) come from editorHeaderRule().
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "vite";
import { stringify } from "yaml";
import type { HeaderRule } from "../headers-file.ts";
import { editorBackend, editorConfig } from "./editor-config.ts";
import { liveContentPlugin } from "./live-content-plugin.ts";
import { pageScriptPlugin } from "../page-script-plugin.ts";
import { photosPlugin } from "../images/photos-plugin.ts";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";

/** The parts of Decap's dist/ folder the editor serves: the bundle, its lazily loaded chunks and its licence notice. */
const DECAP_FILES = /^(?:decap-cms\.js|\d+\.decap-cms\.js|decap-cms\.js\.LICENSE\.txt)$/;

const page = (siteName: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Site editor · ${siteName.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="decap-overrides.css">
<script src="editor.js"></script>
<script src="decap-cms.js"></script>
</head>
<body></body>
</html>
`;

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

/** The headers of everything under /admin/ (exactly one policy applies there: no page's rule names these paths). */
export function editorHeaderRule(): HeaderRule {
  return {
    path: `${EDITOR_PATH}*`,
    headers: [
      ["Content-Security-Policy", EDITOR_POLICY],
      // Sign-in (Netlify's or the OAuth worker's pop-up) answers through window.opener.
      ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
      ["X-Robots-Tag", "noindex, nofollow"],
      ["Cache-Control", "no-cache"],
    ],
  };
}

/** Builds the editor into `clientDir`/admin from the project at `rootDir`; says where it will save in production. */
export async function writeEditor(clientDir: string, rootDir: string, site: { businessName: string; origin: string }): Promise<string> {
  const adminDir = path.join(clientDir, EDITOR_PATH);
  fs.mkdirSync(adminDir, { recursive: true });

  const decapDist = path.dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
  for (const file of fs.readdirSync(decapDist).filter((name) => DECAP_FILES.test(name))) fs.copyFileSync(path.join(decapDist, file), path.join(adminDir, file));

  const backend = editorBackend(rootDir);
  const config = editorConfig(rootDir, backend, site.origin);
  fs.writeFileSync(
    path.join(adminDir, "config.yml"),
    `# Written by the build from schemas/*.schema.json (scripts/build/admin): don't edit.\n${stringify(config, { lineWidth: 0 })}`,
  );
  fs.writeFileSync(path.join(adminDir, "index.html"), page(site.businessName));
  // Decap's layout on a phone and its low-contrast greys: src/admin/decap-overrides.css says what and why.
  fs.copyFileSync(path.join(rootDir, "src/admin/decap-overrides.css"), path.join(adminDir, "decap-overrides.css"));

  await build({
    configFile: false,
    root: rootDir,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir: adminDir,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: { entry: path.join(rootDir, "src/admin/editor.ts"), formats: ["iife"], name: "siteEditor", fileName: () => "editor.js", cssFileName: "editor" },
      rolldownOptions: {
        // "use client" (Radix's modules) means nothing outside React Server Components.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
    // The preview draws the site's own components: their content modules follow the owner's typing.
    plugins: [liveContentPlugin(rootDir), photosPlugin(rootDir), pageScriptPlugin()],
    // A library build leaves this to its user; the editor is its own user (React's production build).
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  return backend.repo
    ? `saves to GitHub ${backend.repo} (${backend.branch})`
    : "found no GitHub repository to save to online: set CMS_GITHUB_REPO (docs/editing-content.md); npm run edit works without it";
}
