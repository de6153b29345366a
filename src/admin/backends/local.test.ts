import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLocalEndpoint, type LocalEndpointServer } from "../../../tests/support/local-endpoint-server.ts";
import { POSTCODE_LIST_FILE } from "../../content/names.ts";
import { SAVE_FOLDER } from "../../../scripts/tools/cms/local-files.ts";
import { localBackend } from "./local.ts";
import type { EditorBackend } from "./backend.ts";
import { ConflictError, OfflineError, RefusedError } from "./errors.ts";

const FAQ = "# Questions customers ask\nitems: []\n";
const GALLERY = "items:\n  - photo: photos/old.jpg\n";
const POSTCODES = "postcode\nAB1 2CD\n";
const sha1 = (text: string | Uint8Array) => createHash("sha1").update(text).digest("hex");
const photo = (name: string, ...bytes: number[]) => ({ path: `content/photos/${name}`, bytes: new Blob([Uint8Array.from(bytes)]) });

let server: LocalEndpointServer;
let backend: EditorBackend;

/** The editor's page's fetch: on the server's address, with what a browser adds there (Origin on a save, Sec-Fetch-Site). */
const pageFetch =
  (origin: string): typeof fetch =>
  (input, init = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    headers.set("Sec-Fetch-Site", "same-origin");
    if (method !== "GET") headers.set("Origin", origin);
    return fetch(new URL(String(input), origin), { ...init, headers });
  };

const contentFile = (name: string) => path.join(server.root, "content", name);
/** What a save may leave behind: a hidden file in content/ (no content file or photo is one), or its journal's folder beside it. */
const leftovers = () => [
  ...fs.readdirSync(path.join(server.root, "content"), { recursive: true }).filter((name) => path.basename(String(name)).startsWith(".")),
  ...fs.readdirSync(server.root).filter((name) => name === SAVE_FOLDER),
];

beforeEach(async () => {
  server = await startLocalEndpoint({
    "content/faq.yaml": FAQ,
    "content/gallery.yaml": GALLERY,
    [`content/${POSTCODE_LIST_FILE}`]: POSTCODES,
    "content/photos/old.jpg": "old",
  });
  backend = localBackend({ fetch: pageFetch(server.origin) });
});
afterEach(() => server.close());

describe("the local editor's backend, against `npm run edit`'s endpoint", () => {
  it("answers the content files whose text in the folder differs from the texts held", async () => {
    fs.writeFileSync(contentFile("faq.yaml"), `${FAQ}# a note\n`);
    const held = { faq: FAQ, gallery: GALLERY } as Parameters<EditorBackend["changedTexts"]>[0];
    expect(await backend.changedTexts(held)).toEqual({ faq: `${FAQ}# a note\n` });
  });

  it("reads a content file with the sha-1 of its bytes as its version", async () => {
    expect(await backend.read("faq")).toEqual({ text: FAQ, version: sha1(FAQ) });
  });

  it("saves the file whole, leaving no temporary file, and answers its new version", async () => {
    const text = `${FAQ}# an owner's note\n`;
    expect(await backend.save({ name: "faq", text, baseVersion: sha1(FAQ), message: "FAQ: a note" })).toEqual({ version: sha1(text) });
    expect(fs.readFileSync(contentFile("faq.yaml"), "utf8")).toBe(text);
    expect(leftovers()).toEqual([]);
    expect(server.log).toEqual(["Saved content/faq.yaml: FAQ: a note"]);
  });

  it("reads and saves the covered postcodes' list by its file name, as a content file", async () => {
    expect(await backend.read(POSTCODE_LIST_FILE)).toEqual({ text: POSTCODES, version: sha1(POSTCODES) });
    const text = `${POSTCODES}AB1 2CE\n`;
    expect(await backend.save({ name: POSTCODE_LIST_FILE, text, baseVersion: sha1(POSTCODES), message: "Service area: added AB1 2CE" })).toEqual({
      version: sha1(text),
    });
    expect(fs.readFileSync(contentFile(POSTCODE_LIST_FILE), "utf8")).toBe(text);
    expect(server.log).toEqual([`Saved content/${POSTCODE_LIST_FILE}: Service area: added AB1 2CE`]);
  });

  it("refuses a save on a version the file has moved on from, keeping the newer file and writing nothing else", async () => {
    fs.writeFileSync(contentFile("gallery.yaml"), "items: []\n");
    const save = backend.save({
      name: "gallery",
      text: "x: 1\n",
      baseVersion: sha1(GALLERY),
      message: "x",
      photos: { add: [photo("new.jpg", 1)], remove: ["content/photos/old.jpg"] },
    });
    await expect(save).rejects.toBeInstanceOf(ConflictError);
    await expect(save).rejects.toThrow(/changed on this computer/);
    expect(fs.readFileSync(contentFile("gallery.yaml"), "utf8")).toBe("items: []\n");
    expect(fs.existsSync(contentFile("photos/new.jpg"))).toBe(false);
    expect(fs.existsSync(contentFile("photos/old.jpg"))).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it("adds and removes photos with the file in one save, reporting the upload from nothing to all", async () => {
    const progress: [number, number][] = [];
    const text = "items:\n  - photo: photos/new-after.jpg\n";
    await backend.save({
      name: "gallery",
      text,
      baseVersion: sha1(GALLERY),
      message: "Gallery: a new pair",
      photos: { add: [photo("new-after.jpg", 1, 2, 3), photo("new-before.jpg", 4)], remove: ["content/photos/old.jpg", "content/photos/gone.jpg"] },
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(fs.readFileSync(contentFile("gallery.yaml"), "utf8")).toBe(text);
    expect([...fs.readFileSync(contentFile("photos/new-after.jpg"))]).toEqual([1, 2, 3]);
    expect([...fs.readFileSync(contentFile("photos/new-before.jpg"))]).toEqual([4]);
    expect(fs.existsSync(contentFile("photos/old.jpg"))).toBe(false);
    expect(progress).toEqual([
      [0, progress[0][1]],
      [progress[0][1], progress[0][1]],
    ]);
  });

  it("creates the photos folder when the project has none yet", async () => {
    fs.rmSync(contentFile("photos"), { recursive: true });
    await backend.save({ name: "gallery", text: GALLERY, baseVersion: sha1(GALLERY), message: "x", photos: { add: [photo("first.jpg", 7)], remove: [] } });
    expect([...fs.readFileSync(contentFile("photos/first.jpg"))]).toEqual([7]);
  });

  it("passes on the endpoint's refusal in its own words, having written nothing", async () => {
    const save = backend.save({
      name: "gallery",
      text: "x: 1\n",
      baseVersion: sha1(GALLERY),
      message: "x",
      photos: { add: [photo("../../package.json", 1)], remove: [] },
    });
    await expect(save).rejects.toBeInstanceOf(RefusedError);
    await expect(save).rejects.toThrow(
      /^The site editor reads and writes only its content files \(content\/<name>\.yaml, content\/serviced-postcodes\.csv\) and photos in content\/photos\/, not "content\/photos\/\.\.\/\.\.\/package\.json"\.$/,
    );
    expect(fs.readFileSync(path.join(server.root, "package.json"), "utf8")).toBe("{}\n");
    expect(fs.readFileSync(contentFile("gallery.yaml"), "utf8")).toBe(GALLERY);
  });

  it("lists the photo files in the folder: files with a photo's name only, never a link or a folder", async () => {
    fs.writeFileSync(contentFile("photos/notes.txt"), "not a photo");
    fs.mkdirSync(contentFile("photos/album.jpg"));
    fs.symlinkSync(path.join(server.root, "package.json"), contentFile("photos/linked.jpg"));
    expect(await backend.photos()).toEqual(["content/photos/old.jpg"]);
  });

  it("says the editor's server isn't answering once `npm run edit` has stopped", async () => {
    const { origin } = server;
    await server.close();
    const stopped = localBackend({ fetch: pageFetch(origin) });
    await expect(stopped.read("faq")).rejects.toBeInstanceOf(OfflineError);
    await expect(stopped.read("faq")).rejects.toThrow(/npm run edit/);
    server = await startLocalEndpoint({});
  });
});

describe("a save of several files (a package added with its savings row): all of them or none", () => {
  const newFaq = `${FAQ}# a question more\n`;
  const newGallery = "items: []\n";
  const saveBoth = (faqBase = sha1(FAQ), galleryBase = sha1(GALLERY)) =>
    backend.save({
      name: "faq",
      text: newFaq,
      baseVersion: faqBase,
      message: "FAQ and Gallery",
      also: [{ name: "gallery", text: newGallery, baseVersion: galleryBase }],
    });

  it("writes every file in one request, answering the edited file's version", async () => {
    expect(await saveBoth()).toEqual({ version: sha1(newFaq) });
    expect(fs.readFileSync(contentFile("faq.yaml"), "utf8")).toBe(newFaq);
    expect(fs.readFileSync(contentFile("gallery.yaml"), "utf8")).toBe(newGallery);
    expect(leftovers()).toEqual([]);
    expect(server.log).toEqual(["Saved content/faq.yaml and content/gallery.yaml: FAQ and Gallery"]);
  });

  it("writes none when one of them moved on, naming that one, and keeps the other side's change", async () => {
    fs.writeFileSync(contentFile("gallery.yaml"), "items: [changed]\n");
    const failed = await saveBoth().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ConflictError);
    expect((failed as ConflictError).files).toEqual(["content/gallery.yaml"]);
    expect(fs.readFileSync(contentFile("faq.yaml"), "utf8"), "the edited file is not half-saved").toBe(FAQ);
    expect(fs.readFileSync(contentFile("gallery.yaml"), "utf8")).toBe("items: [changed]\n");
    expect(leftovers()).toEqual([]);
  });

  it("puts back the files already renamed into place when a later rename fails", async () => {
    const rename = fs.renameSync;
    // The second content file's rename fails (a full disk, a file held open): the first is already in place by then.
    const failing = vi.spyOn(fs, "renameSync").mockImplementation((from, to) => {
      if (String(to).endsWith("gallery.yaml")) {
        throw Object.assign(new Error("EIO: i/o error, rename"), { code: "EIO" });
      }
      rename(from, to);
    });
    try {
      const save = saveBoth();
      await expect(save).rejects.toBeInstanceOf(RefusedError);
      await expect(save).rejects.toThrow(/EIO/);
    } finally {
      failing.mockRestore();
    }
    expect(fs.readFileSync(contentFile("faq.yaml"), "utf8"), "the file already renamed is put back").toBe(FAQ);
    expect(fs.readFileSync(contentFile("gallery.yaml"), "utf8")).toBe(GALLERY);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a file that isn't a content file, or one named twice, before writing anything", async () => {
    for (const [other, reason] of [
      ["../package", /not "\.\.\/package"/],
      ["faq", /names content\/faq\.yaml twice/],
    ] as const) {
      const save = backend.save({
        name: "faq",
        text: newFaq,
        baseVersion: sha1(FAQ),
        message: "x",
        also: [{ name: other as "faq", text: "x\n", baseVersion: sha1(FAQ) }],
      });
      await expect(save, other).rejects.toThrow(reason);
    }
    expect(fs.readFileSync(contentFile("faq.yaml"), "utf8")).toBe(FAQ);
  });
});
