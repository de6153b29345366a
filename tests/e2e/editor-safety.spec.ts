/**
 * The local editor can't be turned against the owner (issue 19, docs/cms.md "Safety"): the real server,
 * started as `npm run edit` starts it (scripts/tools/serve.ts --edit), on a scratch project laid out like this
 * one (content, package.json, scripts/, .github/, .git/, a .env, a media folder) inside a folder that also
 * holds a file outside the project. Each request below is one a web page could send once it points its own
 * host name at 127.0.0.1, or posts from its own origin; each refusal is checked to have written nothing,
 * anywhere in that folder. The editor's own saves through the browser are admin.spec.ts's.
 */
import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../support/content-root.ts";
import { expect, test as base } from "@playwright/test";
import { ANY_WIDTH } from "./support/tags";
import { startEditServer } from "./support/site-editor";
import { escapeRegExp } from "./support/booking-content";
import { parse } from "yaml";
import { EDITOR_PATH, PATH } from "../support/paths.ts";
import { clientDir } from "../../scripts/build/site-folders.ts";

/** Where the editor uploads photos (config.yml's media_folder, as the build wrote it). */
const MEDIA_FOLDER = String(
  (parse(fs.readFileSync(path.join(clientDir(PROJECT_ROOT), EDITOR_PATH, "config.yml"), "utf8")) as { media_folder: string }).media_folder,
).replace(/\/+$/, "");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Scratch {
  /** The folder holding the project and a file outside it. */
  parent: string;
  /** The project the editor saves into. */
  root: string;
  port: number;
  /** What a browser on the editor's page sends as Host and Origin. */
  own: { Host: string; Origin: string };
}

/** Sends one request to the edit server, Host and all as given, and reads its answer. `body: null` sends the headers only. */
function send(
  port: number,
  { method = "POST", url = "/api/v1", headers = {}, body }: { method?: string; url?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const data = body === undefined || body === null ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: url,
        method,
        headers: { "Content-Type": "application/json", "Content-Length": body === null ? "1000" : String(Buffer.byteLength(data)), ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
          // A request sent without its body is let go once the answer is in.
          if (body === null) request.destroy();
        });
      },
    );
    request.on("error", (error) => (body === null && request.destroyed ? undefined : reject(error)));
    if (body === null) request.flushHeaders();
    else request.end(data);
  });
}

/** Every file, folder and link under a folder, with a hash of each file's bytes: what "nothing was written" compares. */
function snapshot(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const name = path.relative(folder, full);
      if (entry.isSymbolicLink()) found[name] = `link to ${fs.readlinkSync(full)}`;
      else if (entry.isDirectory()) {
        found[name] = "folder";
        walk(full);
      } else found[name] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
    }
  };
  walk(folder);
  return found;
}

/** The body of the editor's save of one content file (persistEntry), as Decap sends it. */
const save = (file: string, raw = "# written by a stranger\n", assets: { path: string; content: string; encoding: "base64" }[] = []) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: path.basename(file, ".yaml"), path: file, raw },
    assets,
    options: { collectionName: "faq", commitMessage: "Edit", useWorkflow: false, status: "draft" },
  },
});
const read = (file: string) => ({ action: "getEntry", params: { branch: "main", path: file } });

const test = base.extend<{ scratch: Scratch }, { editServer: Scratch & { server: ChildProcess } }>({
  editServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), "editor-safety-"));
      const root = path.join(parent, "project");
      for (const folder of ["content", "schemas"]) fs.cpSync(path.join(PROJECT_ROOT, folder), path.join(root, folder), { recursive: true });
      fs.copyFileSync(path.join(PROJECT_ROOT, "package.json"), path.join(root, "package.json"));
      const files: Record<string, string> = {
        "scripts/build.sh": "echo build\n",
        ".github/workflows/check.yml": "on: push\n",
        ".git/config": "[core]\n",
        ".env": "SECRET=do-not-read\n",
        [`${MEDIA_FOLDER}/hero.jpg`]: "photo",
        "../outside.txt": "beside the project\n",
      };
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
      const { url, server } = await startEditServer(root);
      const { host, port } = new URL(url);
      await use({ parent, root, port: Number(port), own: { Host: host, Origin: `http://${host}` }, server });
      server.kill();
      fs.rmSync(parent, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  scratch: async ({ editServer }, use) => {
    fs.cpSync(path.join(PROJECT_ROOT, "content"), path.join(editServer.root, "content"), { recursive: true });
    await use(editServer);
  },
});

/** Sends a request that must be refused with 403 and its one-line reason, and checks that nothing under the folder changed. */
async function expectRefused(scratch: Scratch, request: Parameters<typeof send>[1], reason: RegExp): Promise<Answer> {
  const before = snapshot(scratch.parent);
  const answer = await send(scratch.port, request);
  expect(answer.status, answer.body).toBe(403);
  const said = answer.headers["content-type"]?.includes("json") ? (JSON.parse(answer.body) as { error: string }).error : answer.body.trim();
  expect(said).toMatch(reason);
  expect(said.split("\n"), "a one-line reason").toHaveLength(1);
  expect(answer.headers["access-control-allow-origin"], "no origin is allowed to read the answer").toBeUndefined();
  expect(snapshot(scratch.parent), "nothing was written").toEqual(before);
  return answer;
}

test.describe("the local editor (npm run edit) answers only the owner's editor", { tag: ANY_WIDTH }, () => {
  test("it answers its own addresses: the editor's page, and the editor's own reads and saves of a content file", async ({ scratch }) => {
    for (const host of [scratch.own.Host, `localhost:${scratch.port}`]) {
      expect((await send(scratch.port, { method: "GET", url: EDITOR_PATH, headers: { Host: host } })).status, host).toBe(200);
    }
    const faq = fs.readFileSync(path.join(scratch.root, "content/faq.yaml"), "utf8");
    const answer = await send(scratch.port, { headers: scratch.own, body: read("content/faq.yaml") });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { data: string }).data).toBe(faq);
    const saved = await send(scratch.port, { headers: scratch.own, body: save("content/faq.yaml", `${faq}# an owner's note\n`) });
    expect(saved.status, saved.body).toBe(200);
    expect(fs.readFileSync(path.join(scratch.root, "content/faq.yaml"), "utf8")).toBe(`${faq}# an owner's note\n`);
  });

  test("a foreign Host (a rebound name) gets 403 on every path, the editor's backend included", async ({ scratch }) => {
    const Host = `rebind.example:${scratch.port}`;
    const reason = /^The site editor answers only its own address \(127\.0\.0\.1:\d+, localhost:\d+, \[::1\]:\d+\), not "rebind\.example:\d+"/;
    for (const url of [PATH.home, PATH.pricing, EDITOR_PATH, `${EDITOR_PATH}config.yml`])
      await expectRefused(scratch, { method: "GET", url, headers: { Host } }, reason);
    await expectRefused(scratch, { headers: { Host, Origin: `http://${Host}` }, body: save("content/faq.yaml") }, reason);
    await expectRefused(scratch, { headers: { Host, Origin: `http://${Host}` }, body: read("content/faq.yaml") }, reason);
  });

  test("a name the owner lists in EDIT_ALLOWED_HOSTS is answered too", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-hosts-"));
    fs.cpSync(path.join(PROJECT_ROOT, "content"), path.join(root, "content"), { recursive: true });
    const { url, server } = await startEditServer(root, { EDIT_ALLOWED_HOSTS: "valet-laptop.local" });
    try {
      const port = Number(new URL(url).port);
      expect((await send(port, { method: "GET", url: EDITOR_PATH, headers: { Host: `valet-laptop.local:${port}` } })).status).toBe(200);
      expect((await send(port, { method: "GET", url: EDITOR_PATH, headers: { Host: `rebind.example:${port}` } })).status).toBe(403);
    } finally {
      server.kill();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test("a foreign Origin, or none, is refused before the body is read", async ({ scratch }) => {
    const { Host } = scratch.own;
    await expectRefused(
      scratch,
      { headers: { Host, Origin: "https://evil.example" }, body: save("content/faq.yaml") },
      /only from the editor's own page \(http:\/\/127\.0\.0\.1:\d+\), not from "https:\/\/evil\.example"/,
    );
    await expectRefused(scratch, { headers: { Host, Origin: "http://localhost:3000" }, body: save("content/faq.yaml") }, /not from "http:\/\/localhost:3000"/);
    await expectRefused(scratch, { headers: { Host }, body: save("content/faq.yaml") }, /not from a request with no origin/);
    // Only the headers are sent: an answer that came only once the body was read would never come.
    await expectRefused(scratch, { headers: { Host, Origin: "https://evil.example" }, body: null }, /not from "https:\/\/evil\.example"/);
    // A foreign page's preflight gets no permission either.
    await expectRefused(
      scratch,
      { method: "OPTIONS", headers: { Host, Origin: "https://evil.example", "Access-Control-Request-Method": "POST" } },
      /only the editor's own requests \(POST\), not OPTIONS/,
    );
  });

  test("the editor's own origin can't write or read anything but the content files and the media folder", async ({ scratch }) => {
    const outsideScope = new RegExp(`^The site editor reads and writes only the content/ files it edits and ${escapeRegExp(MEDIA_FOLDER)}/, not "`);
    const writes = [
      "package.json",
      "scripts/evil.sh",
      "scripts/build.sh",
      ".github/workflows/check.yml",
      ".git/config",
      ".env",
      "content/.env",
      "content/new.yaml",
      "../outside.txt",
      "content/../package.json",
      path.join(scratch.root, "content/faq.yaml"),
    ];
    for (const file of writes) await expectRefused(scratch, { headers: scratch.own, body: save(file) }, outsideScope);
    await expectRefused(
      scratch,
      { headers: scratch.own, body: save("content/faq.yaml", "items: []\n", [{ path: "scripts/evil.sh", content: "ZWNobyBwd25lZA==", encoding: "base64" }]) },
      outsideScope,
    );
    await expectRefused(
      scratch,
      { headers: scratch.own, body: { action: "deleteFile", params: { branch: "main", path: "package.json", options: { commitMessage: "x" } } } },
      outsideScope,
    );
    for (const file of [".env", "package.json", "../outside.txt", ".git/config"]) {
      const answer = await expectRefused(scratch, { headers: scratch.own, body: read(file) }, outsideScope);
      expect(answer.body).not.toContain("SECRET");
    }
    await expectRefused(
      scratch,
      { headers: scratch.own, body: { action: "entriesByFolder", params: { branch: "main", folder: ".", extension: "", depth: 3 } } },
      outsideScope,
    );
    await expectRefused(
      scratch,
      { headers: scratch.own, body: { action: "publishUnpublishedEntry", params: { branch: "main", collection: "faq", slug: "faq" } } },
      /doesn't do "publishUnpublishedEntry"/,
    );
  });

  test("a content file that is a link to another file is neither written nor read through", async ({ scratch }) => {
    const faq = path.join(scratch.root, "content/faq.yaml");
    fs.rmSync(faq);
    fs.symlinkSync("../package.json", faq);
    try {
      await expectRefused(scratch, { headers: scratch.own, body: save("content/faq.yaml") }, /won't follow "content\/faq\.yaml": it links to a file elsewhere/);
      await expectRefused(scratch, { headers: scratch.own, body: read("content/faq.yaml") }, /won't follow "content\/faq\.yaml"/);
    } finally {
      fs.rmSync(faq);
    }
  });
});
