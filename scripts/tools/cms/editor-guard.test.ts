import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allowedHostNames, editorScope, hostRefusal, originRefusal, scopeRefusal, type EditorScope } from "./editor-guard.ts";

describe("the edit server's host names", () => {
  const names = allowedHostNames({});

  it("answers the loopback names on its own port", () => {
    for (const host of ["127.0.0.1:4173", "localhost:4173", "LOCALHOST:4173", "[::1]:4173"]) expect(hostRefusal(host, names, 4173), host).toBeUndefined();
  });

  it("refuses any other name, another port, no port on a non-default one, and no Host at all, saying which names it answers", () => {
    for (const host of [
      "rebind.example:4173",
      "127.0.0.1:4174",
      "127.0.0.1",
      "127.0.0.1.nip.io:4173",
      "localhost.evil.example:4173",
      "a@127.0.0.1:4173",
      "127.0.0.1:4173/x",
      undefined,
    ]) {
      const reason = hostRefusal(host, names, 4173);
      expect(reason, String(host)).toMatch(/answers only its own address \(127\.0\.0\.1:4173, localhost:4173, \[::1\]:4173\)/);
      expect(reason).not.toContain("\n");
    }
  });

  it("adds HOST and the names listed in EDIT_ALLOWED_HOSTS, and only those", () => {
    const more = allowedHostNames({ HOST: "0.0.0.0", EDIT_ALLOWED_HOSTS: " valet-laptop.local , 192.168.1.20" });
    expect([...more]).toEqual(["127.0.0.1", "localhost", "[::1]", "0.0.0.0", "valet-laptop.local", "192.168.1.20"]);
    expect(hostRefusal("valet-laptop.local:4173", more, 4173)).toBeUndefined();
    expect(hostRefusal("192.168.1.20:4173", more, 4173)).toBeUndefined();
    expect(hostRefusal("valet-laptop.local:4173", names, 4173)).toMatch(/EDIT_ALLOWED_HOSTS/);
  });
});

describe("the backend's callers", () => {
  it("takes a POST whose origin is the server's own address", () => {
    expect(originRefusal("POST", "http://127.0.0.1:4173", "127.0.0.1:4173")).toBeUndefined();
    expect(originRefusal("POST", "http://localhost:4173", "localhost:4173")).toBeUndefined();
  });

  it("refuses a foreign origin, another port, https, no origin, and any method but POST", () => {
    expect(originRefusal("POST", "https://evil.example", "127.0.0.1:4173")).toMatch(
      /only from the editor's own page \(http:\/\/127\.0\.0\.1:4173\), not from "https:\/\/evil\.example"/,
    );
    expect(originRefusal("POST", "http://localhost:3000", "localhost:4173")).toMatch(/not from "http:\/\/localhost:3000"/);
    expect(originRefusal("POST", "https://127.0.0.1:4173", "127.0.0.1:4173")).toBeDefined();
    expect(originRefusal("POST", "null", "127.0.0.1:4173")).toBeDefined();
    expect(originRefusal("POST", undefined, "127.0.0.1:4173")).toMatch(/a request with no origin/);
    for (const method of ["GET", "OPTIONS", "PUT", "DELETE"])
      expect(originRefusal(method, "http://127.0.0.1:4173", "127.0.0.1:4173"), method).toMatch(/only the editor's own requests/);
  });
});

describe("the files the backend touches", () => {
  let root: string;
  let outside: string;
  const scope: EditorScope = editorScope({
    media_folder: "public/media/",
    collections: [{ files: [{ file: "content/faq.yaml" }] }, { files: [{ file: "content/site.yaml" }] }],
  });
  const persist = (file: string, assets: string[] = []) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      entry: { slug: "x", path: file, raw: "x: 1\n" },
      assets: assets.map((asset) => ({ path: asset, content: "", encoding: "base64" })),
      options: {},
    },
  });

  beforeEach(() => {
    outside = fs.mkdtempSync(path.join(os.tmpdir(), "guard-outside-"));
    root = fs.mkdtempSync(path.join(os.tmpdir(), "guard-"));
    fs.mkdirSync(path.join(root, "content"));
    fs.mkdirSync(path.join(root, "public/media"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/faq.yaml"), "items: []\n");
    fs.writeFileSync(path.join(root, "content/site.yaml"), "name: x\n");
    fs.writeFileSync(path.join(root, "package.json"), "{}\n");
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it("reads the scope from config.yml: its files and its media folder", () => {
    expect([...scope.files]).toEqual(["content/faq.yaml", "content/site.yaml"]);
    expect(scope.mediaFolder).toBe("public/media");
  });

  it("lets the editor read and save its content files and upload, list and delete media", () => {
    const allowed = [
      { action: "info" },
      { action: "entriesByFiles", params: { files: [{ path: "content/faq.yaml" }, { path: "content/site.yaml" }] } },
      { action: "getEntry", params: { path: "content/faq.yaml" } },
      persist("content/faq.yaml", ["public/media/van.jpg"]),
      { action: "persistEntry", params: { dataFiles: [{ path: "content/site.yaml", newPath: "content/site.yaml" }], assets: [] } },
      { action: "getMedia", params: { mediaFolder: "public/media" } },
      { action: "getMediaFile", params: { path: "public/media/hero.mp4" } },
      { action: "persistMedia", params: { asset: { path: "public/media/new photo.jpg" } } },
      { action: "deleteFiles", params: { paths: ["public/media/a.jpg", "public/media/b.webp"] } },
    ];
    for (const body of allowed) expect(scopeRefusal(body, scope, root), JSON.stringify(body)).toBeUndefined();
  });

  it("refuses every other path, whatever the action, naming what it may touch", () => {
    const refused = [
      persist("package.json"),
      persist("scripts/evil.sh"),
      persist(".github/workflows/check.yml"),
      persist(".git/config"),
      persist(".env"),
      persist("content/.env"),
      persist("content/new.yaml"),
      persist("content/./faq.yaml"),
      persist("content/../package.json"),
      persist("../outside.yaml"),
      persist(path.join(root, "content/faq.yaml")),
      persist("content\\faq.yaml"),
      persist("content/faq.yaml", ["package.json"]),
      persist("content/faq.yaml", ["public/media/../../package.json"]),
      persist("content/faq.yaml", ["public/media/.htaccess"]),
      persist("content/faq.yaml", ["public/media/sub/photo.jpg"]),
      { action: "persistEntry", params: { entry: { path: "content/faq.yaml", newPath: "package.json" }, assets: [] } },
      { action: "getEntry", params: { path: ".env" } },
      { action: "getEntry", params: { path: "public/media/hero.mp4" } },
      { action: "entriesByFiles", params: { files: [{ path: "content/faq.yaml" }, { path: "package.json" }] } },
      { action: "entriesByFolder", params: { folder: "content", extension: "yaml", depth: 1 } },
      { action: "getMedia", params: { mediaFolder: "." } },
      { action: "getMediaFile", params: { path: "content/faq.yaml" } },
      { action: "deleteFile", params: { path: "content/faq.yaml" } },
      { action: "deleteFiles", params: { paths: ["public/media/a.jpg", "package.json"] } },
      { action: "deleteFiles", params: {} },
      { action: "getEntry", params: {} },
      { action: "getEntry", params: { path: ["content/faq.yaml"] } },
    ];
    for (const body of refused) {
      expect(scopeRefusal(body, scope, root), JSON.stringify(body)).toMatch(
        /^The site editor reads and writes only the content\/ files it edits and public\/media\/, not "/,
      );
    }
  });

  it("refuses the actions the editor doesn't use, and a body with none", () => {
    expect(scopeRefusal({ action: "publishUnpublishedEntry", params: {} }, scope, root)).toMatch(/doesn't do "publishUnpublishedEntry"/);
    expect(scopeRefusal({ action: "toString" }, scope, root)).toMatch(/doesn't do "toString"/);
    expect(scopeRefusal(undefined, scope, root)).toMatch(/doesn't do "undefined"/);
  });

  it("won't follow a content file, a folder or a media file that links elsewhere", () => {
    fs.rmSync(path.join(root, "content/faq.yaml"));
    fs.symlinkSync("../package.json", path.join(root, "content/faq.yaml"));
    expect(scopeRefusal(persist("content/faq.yaml"), scope, root)).toMatch(/won't follow "content\/faq\.yaml": it links to a file elsewhere/);
    expect(scopeRefusal({ action: "getEntry", params: { path: "content/faq.yaml" } }, scope, root)).toMatch(/won't follow/);
    expect(scopeRefusal(persist("content/site.yaml"), scope, root), "the other file is itself").toBeUndefined();

    fs.rmSync(path.join(root, "public/media"), { recursive: true });
    fs.symlinkSync(outside, path.join(root, "public/media"));
    expect(scopeRefusal(persist("content/site.yaml", ["public/media/new.jpg"]), scope, root)).toMatch(/won't follow "public\/media\/new\.jpg"/);
  });

  it("won't list a media folder holding a link", () => {
    fs.writeFileSync(path.join(outside, "id_ed25519"), "key");
    fs.symlinkSync(path.join(outside, "id_ed25519"), path.join(root, "public/media/photo.jpg"));
    expect(scopeRefusal({ action: "getMedia", params: { mediaFolder: "public/media" } }, scope, root)).toMatch(
      /won't list "public\/media": "photo\.jpg" in it links/,
    );
    expect(scopeRefusal({ action: "getMediaFile", params: { path: "public/media/photo.jpg" } }, scope, root)).toMatch(/won't follow/);
  });
});
