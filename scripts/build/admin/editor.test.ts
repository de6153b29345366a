// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "disableCSSFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentRootWith } from "../../../tests/support/content-root";
import { CONTENT_NAMES } from "../../../src/content/names";
import { fileTitle } from "../../../src/content/file-declarations";
import { EDITOR_PATH, sitePaths } from "../../../src/lib/site-paths";
import { headersFor, parseHeadersFile } from "../headers-file";
import { writeSecurityHeaders } from "../security-headers";
import { githubRepoIn, readSchemaFiles } from "./editor-config";
import { editorHeaderRules, editorPageGroups, editorServiceWorker } from "./write-admin";
import { editorPage } from "./editor-page";
import { EDITOR_ASSETS } from "../../../src/admin/editor-cache-rules";
import { EDITOR_SERVICE_WORKER } from "../../../src/admin/editor-names";
import { EDITOR_ELEMENT_IDS, EDITOR_MODE_ATTRIBUTE, SERVICE_AREA_TITLE } from "../../../src/admin/editor-settings";

describe("the editor's list of files from the project's schemas", () => {
  it("lists every content file once, by its schema's title, under the page it feeds", () => {
    const root = contentRootWith();
    const schemas = readSchemaFiles(path.join(root, "schemas"));
    const groups = editorPageGroups(root);
    expect(groups.flatMap((group) => group.files.map((file) => file.name)).sort()).toEqual([...CONTENT_NAMES].sort());
    for (const file of groups.flatMap((group) => group.files)) expect(file.title).toBe(fileTitle(file.name, schemas));
    // Each group is headed by its page's own file, listed first.
    for (const group of groups) expect(group.title).toBe(group.files[0].title);
  });

  it("finds the GitHub repository in its usual addresses", () => {
    expect(["https://github.com/owner/site", "git@github.com:owner/site.git", "https://github.com/owner/site.git/"].map(githubRepoIn)).toEqual([
      "owner/site",
      "owner/site",
      "owner/site",
    ]);
    expect(githubRepoIn("/srv/clone")).toBeUndefined();
  });
});

describe("the editor's headers", () => {
  it("give every path at most one policy and one opener policy: the pages theirs, the editor its own", () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
    const pages = sitePaths("founder-card");
    for (const page of pages) {
      const file = path.join(client, page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '<!doctype html><html><head><meta charSet="utf-8"/></head><body></body></html>');
    }
    fs.copyFileSync(path.join(client, "index.html"), path.join(client, "404.html"));
    writeSecurityHeaders(client, pages, { map: "https://maps.example/embed", schedulingFrames: [] }, [...editorHeaderRules()]);
    const rules = parseHeadersFile(fs.readFileSync(path.join(client, "_headers"), "utf8"));
    const named = (requestPath: string, header: string) => headersFor(rules, requestPath).filter(([name]) => name === header);

    for (const requestPath of [...pages.map((page) => page.path), EDITOR_PATH, EDITOR_PATH.replace(/\/$/, ""), `${EDITOR_PATH}sw.js`, "/no/such/page"]) {
      expect(named(requestPath, "Content-Security-Policy").length, requestPath).toBeLessThanOrEqual(1);
      expect(named(requestPath, "Cross-Origin-Opener-Policy").length, requestPath).toBeLessThanOrEqual(1);
    }
    for (const page of pages) expect(named(page.path, "Cross-Origin-Opener-Policy")).toEqual([["Cross-Origin-Opener-Policy", "same-origin"]]);
    expect(named(EDITOR_PATH, "Cross-Origin-Opener-Policy")).toEqual([["Cross-Origin-Opener-Policy", "same-origin-allow-popups"]]);
    expect(named(EDITOR_PATH, "X-Robots-Tag")[0][1]).toMatch(/noindex/);
    const policy = named(EDITOR_PATH, "Content-Security-Policy")[0][1];
    expect(policy).toMatch(/^default-src 'none'; script-src 'self';/);
    // Nothing made at run time, no inline code or style; beyond the site only GitHub's API.
    expect(policy).not.toMatch(/unsafe-/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.github\.com;/);
    // Only what the editor uses: the site's own images, and the preview's new photo from the browser's copy (blob:), no data: image.
    expect(policy).toMatch(/img-src 'self' blob:;/);
  });

  it("keep the editor's files named by their content for a year, and ask again for its page and worker", () => {
    const rules = editorHeaderRules();
    const caching = (requestPath: string) => headersFor(rules, requestPath).filter(([name]) => name === "Cache-Control");
    for (const file of [`${EDITOR_ASSETS}start-0a1b2c3d.js`, `${EDITOR_ASSETS}open-file-0a1b2c3d.js`, `${EDITOR_ASSETS}style-0a1b2c3d.css`]) {
      expect(caching(`${EDITOR_PATH}${file}`), file).toEqual([["Cache-Control", "public, max-age=31536000, immutable"]]);
    }
    for (const requestPath of [EDITOR_PATH, `${EDITOR_PATH}index.html`, `${EDITOR_PATH}${EDITOR_SERVICE_WORKER}`]) {
      expect(caching(requestPath), requestPath).toEqual([["Cache-Control", "no-cache"]]);
    }
    // Every path under the editor has its one policy.
    expect(headersFor(rules, `${EDITOR_PATH}${EDITOR_ASSETS}x.js`).filter(([name]) => name === "Content-Security-Policy")).toHaveLength(1);
  });
});

describe("the editor's page and worker", () => {
  const files = { style: `${EDITOR_ASSETS}style-1.css`, start: `${EDITOR_ASSETS}start-1.js`, startImports: [`${EDITOR_ASSETS}shared-1.js`] };
  const kept = [files.start, `${EDITOR_ASSETS}open-file-1.js`];
  const groups = [
    {
      title: "Pricing page",
      files: [
        { name: "pricing" as const, title: "Pricing page" },
        { name: "addons" as const, title: "Add-ons <table>" },
      ],
    },
  ];
  const settings = { siteName: 'Smith & Sons "Valeting"', branch: "main", repo: "owner/site" };
  const page = (mode: "github" | "local") => new DOMParser().parseFromString(editorPage({ mode, settings, groups, files }), "text/html");

  it("loads one module, its stylesheet, and nothing inline but its settings, which no markup in them can end early", () => {
    const html = editorPage({ mode: "github", settings: { ...settings, siteName: "</script><script>alert(1)</script>" }, groups, files });
    const scripts = [...html.matchAll(/<script [^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toEqual([`<script type="module" src="${files.start}">`, `<script type="application/json" id="${EDITOR_ELEMENT_IDS.settings}">`]);
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain(`<link rel="modulepreload" href="${files.startImports[0]}">`);
    expect(html).toContain(`<link rel="stylesheet" href="${files.style}">`);
    expect(html).not.toMatch(/ style=/);
  });

  it("online, shows the sign-in first and holds the list back; locally, shows the list of files at once", () => {
    const online = page("github");
    expect(online.documentElement.getAttribute(EDITOR_MODE_ATTRIBUTE)).toBe("github");
    expect(online.getElementById(EDITOR_ELEMENT_IDS.signInButton)?.textContent).toBe("Sign in with GitHub");
    expect(online.getElementById(EDITOR_ELEMENT_IDS.list)?.hidden).toBe(true);
    const local = page("local");
    expect(local.getElementById(EDITOR_ELEMENT_IDS.signIn)).toBeNull();
    expect(local.getElementById(EDITOR_ELEMENT_IDS.list)?.hidden).toBe(false);
    const links = [...local.querySelectorAll<HTMLAnchorElement>(`#${EDITOR_ELEMENT_IDS.list} a`)].map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Recent changes", "?changes"],
      ["Pricing page", "?file=pricing"],
      ["Add-ons <table>", "?file=addons"],
      [SERVICE_AREA_TITLE, "?file=service-area"],
    ]);
    expect(JSON.parse(local.getElementById(EDITOR_ELEMENT_IDS.settings)!.textContent!)).toEqual(settings);
  });

  it("gives the worker a new version whenever a kept file's name changes, and the same one otherwise", () => {
    const version = (files: string[]) => /^const EDITOR_CACHE = (\{.*\});$/m.exec(editorServiceWorker(files, "/* worker */"))![1];
    const before = JSON.parse(version(kept)) as { version: string; files: string[] };
    expect(before.files).toEqual(kept);
    expect(JSON.parse(version([...kept].reverse())).version).toBe(before.version);
    expect(JSON.parse(version([kept[0], `${EDITOR_ASSETS}open-file-2.js`])).version).not.toBe(before.version);
  });
});
