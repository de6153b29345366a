import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  allowedHostNames,
  callerRefusal,
  editorListenHost,
  hostRefusal,
  isLoopback,
  keyCookie,
  keyGiven,
  keyRefusal,
  linkRefusal,
  nameRefusal,
  photoRefusal,
  runKey,
} from "./editor-guard.ts";
import { EDITOR_PATH } from "../../../src/lib/site-paths.ts";
import { POSTCODE_LIST_FILE } from "../../../src/content/names.ts";

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

  it("adds EDITOR_HOST and the names listed in EDIT_ALLOWED_HOSTS, and only those", () => {
    const more = allowedHostNames({ EDITOR_HOST: "0.0.0.0", EDIT_ALLOWED_HOSTS: " valet-laptop.local , 192.168.1.20" });
    expect([...more]).toEqual(["127.0.0.1", "localhost", "[::1]", "0.0.0.0", "valet-laptop.local", "192.168.1.20"]);
    expect(hostRefusal("valet-laptop.local:4173", more, 4173)).toBeUndefined();
    expect(hostRefusal("192.168.1.20:4173", more, 4173)).toBeUndefined();
    expect(hostRefusal("valet-laptop.local:4173", names, 4173)).toMatch(/EDIT_ALLOWED_HOSTS/);
  });
});

describe("where the edit server listens, and its key", () => {
  it("listens on the loopback address unless EDITOR_HOST says otherwise: never by the generic HOST", () => {
    expect(editorListenHost({})).toBe("127.0.0.1");
    expect(editorListenHost({ HOST: "0.0.0.0" })).toBe("127.0.0.1");
    expect(allowedHostNames({ HOST: "0.0.0.0" })).not.toContain("0.0.0.0");
    expect(editorListenHost({ EDITOR_HOST: "0.0.0.0" })).toBe("0.0.0.0");
    expect(["127.0.0.1", "localhost", "::1", "0.0.0.0", "192.168.1.20"].map(isLoopback)).toEqual([true, true, true, false, false]);
  });

  it("takes the key's cookie, and refuses none, another, or one a byte short", () => {
    const key = runKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(runKey()).not.toBe(key);
    const cookie = keyCookie(key, EDITOR_PATH);
    expect(cookie).toMatch(/; HttpOnly; SameSite=Strict$/);
    expect(keyRefusal(`theme=dark; ${cookie.split(";")[0]}`, key)).toBeUndefined();
    for (const sent of [undefined, "", `site-editor-key=${runKey()}`, `site-editor-key=${key.slice(1)}`, `other-key=${key}`])
      expect(keyRefusal(sent, key), String(sent)).toMatch(/needs this run's key: open the address with the key that npm run edit printed/);
    expect([keyGiven(key, key), keyGiven(null, key), keyGiven(`${key}x`, key)]).toEqual([true, false, false]);
  });
});

describe("the endpoint's callers", () => {
  const own = { host: "127.0.0.1:4173" };

  it("takes a save whose origin is the server's own address, and a read from it or marked same-origin", () => {
    expect(callerRefusal("PUT", { ...own, origin: "http://127.0.0.1:4173" })).toBeUndefined();
    expect(callerRefusal("PUT", { host: "localhost:4173", origin: "http://localhost:4173" })).toBeUndefined();
    expect(callerRefusal("GET", { ...own, origin: "http://127.0.0.1:4173" })).toBeUndefined();
    expect(callerRefusal("GET", { ...own, "sec-fetch-site": "same-origin" })).toBeUndefined();
  });

  it("refuses a foreign origin, another port, https, no origin, a read from elsewhere, and any method but GET and PUT", () => {
    expect(callerRefusal("PUT", { ...own, origin: "https://evil.example" })).toMatch(
      /only from the editor's own page \(http:\/\/127\.0\.0\.1:4173\), not from "https:\/\/evil\.example"/,
    );
    expect(callerRefusal("PUT", { host: "localhost:4173", origin: "http://localhost:3000" })).toMatch(/not from "http:\/\/localhost:3000"/);
    expect(callerRefusal("PUT", { ...own, origin: "https://127.0.0.1:4173" })).toBeDefined();
    expect(callerRefusal("PUT", { ...own, origin: "null" })).toBeDefined();
    expect(callerRefusal("PUT", own)).toMatch(/a request with no origin/);
    // A save must name its origin: Sec-Fetch-Site alone vouches only for a read.
    expect(callerRefusal("PUT", { ...own, "sec-fetch-site": "same-origin" })).toMatch(/a request with no origin/);
    for (const site of ["cross-site", "same-site", "none"])
      expect(callerRefusal("GET", { ...own, "sec-fetch-site": site }), site).toMatch(/doesn't say it is from the same site/);
    expect(callerRefusal("GET", own)).toMatch(/doesn't say it is from the same site/);
    expect(callerRefusal("GET", { ...own, origin: "https://evil.example", "sec-fetch-site": "same-origin" })).toMatch(/not from "https:\/\/evil\.example"/);
    for (const method of ["POST", "OPTIONS", "DELETE", "PATCH", undefined])
      expect(callerRefusal(method, { ...own, origin: "http://127.0.0.1:4173" }), method).toMatch(/only the editor's own reads and saves \(GET and PUT\)/);
  });
});

describe("the files the endpoint touches", () => {
  let root: string;
  let outside: string;
  const scope =
    /^The site editor reads and writes only its content files \(content\/<name>\.yaml, content\/serviced-postcodes\.csv\) and photos in content\/photos\/, not "/;

  beforeEach(() => {
    outside = fs.mkdtempSync(path.join(os.tmpdir(), "guard-outside-"));
    root = fs.mkdtempSync(path.join(os.tmpdir(), "guard-"));
    fs.mkdirSync(path.join(root, "content/photos"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/faq.yaml"), "items: []\n");
    fs.writeFileSync(path.join(root, "content/site.yaml"), "name: x\n");
    fs.writeFileSync(path.join(root, "package.json"), "{}\n");
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it("takes the content files' names and the postcode list's, exactly", () => {
    for (const name of ["faq", "site", "pricing", "gallery", POSTCODE_LIST_FILE]) expect(nameRefusal(name), name).toBeUndefined();
    const nearTheList = ["serviced-postcodes", "SERVICED-POSTCODES.CSV", `${POSTCODE_LIST_FILE}.bak`, `content/${POSTCODE_LIST_FILE}`];
    for (const name of ["package.json", "faq.yaml", "FAQ", "new", "../package", "..%2Fpackage", "content/faq", "", "toString", "constructor", ...nearTheList])
      expect(nameRefusal(name), name).toMatch(scope);
  });

  it("takes photos in content/photos only, named as the build reads them", () => {
    for (const photo of ["content/photos/van.jpg", "content/photos/Focus-after_2.JPEG", "content/photos/a.png", "content/photos/b.webp"])
      expect(photoRefusal(photo), photo).toBeUndefined();
    const refused = [
      "package.json",
      "scripts/evil.sh",
      "content/faq.yaml",
      "content/photos/.htaccess",
      "content/photos/evil.sh",
      "content/photos/sub/photo.jpg",
      "content/photos/../../package.json",
      "content/photos/..jpg",
      "content/photos/photo.jpg/",
      "content\\photos\\photo.jpg",
      "/content/photos/photo.jpg",
      "content/photos/photo one.jpg",
      "content/photos/photo.heic",
      undefined,
      ["content/photos/van.jpg"],
    ];
    for (const photo of refused) expect(photoRefusal(photo), String(photo)).toMatch(scope);
  });

  it("won't follow a content file, a folder or a photo that links elsewhere, even a link to nowhere", () => {
    expect(linkRefusal(root, "content/faq.yaml")).toBeUndefined();
    expect(linkRefusal(root, "content/photos/new.jpg"), "a photo not there yet").toBeUndefined();
    fs.rmSync(path.join(root, "content/faq.yaml"));
    fs.symlinkSync("../package.json", path.join(root, "content/faq.yaml"));
    expect(linkRefusal(root, "content/faq.yaml")).toMatch(/^The site editor won't follow "content\/faq\.yaml": it links to a file elsewhere\.$/);
    expect(linkRefusal(root, "content/site.yaml"), "the other file is itself").toBeUndefined();
    fs.symlinkSync(path.join(outside, "nothing-yet.yaml"), path.join(root, "content/gallery.yaml"));
    expect(linkRefusal(root, "content/gallery.yaml"), "a link to a file not there yet").toMatch(/won't follow/);

    fs.rmSync(path.join(root, "content/photos"), { recursive: true });
    fs.symlinkSync(outside, path.join(root, "content/photos"));
    expect(linkRefusal(root, "content/photos/new.jpg")).toMatch(/won't follow "content\/photos\/new\.jpg"/);
    expect(linkRefusal(root, "content/photos")).toMatch(/won't follow "content\/photos"/);
  });

  it("takes a project reached through a link of its own (a home folder elsewhere), as long as nothing in it links out", () => {
    const linked = path.join(outside, "project-link");
    fs.symlinkSync(root, linked);
    expect(linkRefusal(linked, "content/faq.yaml")).toBeUndefined();
  });
});
