/**
 * The local editor can't be turned against the owner (issue 19, docs/cms.md "Safety"): the real server,
 * started as `npm run edit` starts it (scripts/tools/serve.ts --edit), on a scratch project laid out like this
 * one (content and its photos, package.json, scripts/, .github/, .git/, a .env) inside a folder that also
 * holds a file outside the project. Each request below is one a web page could send once it points its own
 * host name at 127.0.0.1, or sends from its own origin; each refusal is checked to have written nothing,
 * anywhere in that folder. The endpoint's protocol is src/admin/backends/local-api.ts; its guards' cases one by one are
 * scripts/tools/cms/local-endpoint.test.ts's, and the editor's own saves through the browser are admin.spec.ts's.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../support/content-root.ts";
import { expect, test as base } from "@playwright/test";
import { ANY_WIDTH } from "../support/tags";
import { startEditServer } from "../support/site-editor";
import type { RunningServer } from "../../scripts/tools/start-server.ts";
import { EDITOR_PATH, PATH } from "../support/paths.ts";
import { LOCAL_API_PATH, localContentPath } from "../../src/admin/backends/local-api.ts";
import { PHOTO_FOLDER } from "../../src/admin/photos/photo-paths.ts";

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
  /** What a browser on the editor's page sends with a save: its Host and Origin. */
  own: { Host: string; Origin: string };
  /** What it sends with a read: its Host, and that the request is from the same origin. */
  ownRead: { Host: string; "Sec-Fetch-Site": "same-origin" };
}

/** Sends one request to the edit server, Host and all as given, and reads its answer. `body: null` sends the headers only. */
function send(
  port: number,
  { method = "PUT", url = localContentPath("faq"), headers = {}, body }: { method?: string; url?: string; headers?: Record<string, string>; body?: unknown },
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

/** A content file's version as the endpoint knows it: the sha-1 of its bytes. */
const versionOf = (file: string) => createHash("sha1").update(fs.readFileSync(file)).digest("hex");

/** The body of the editor's save of a content file (local-api.ts), on the version `baseVersion`. */
const save = (
  baseVersion: string,
  text = "# written by a stranger\n",
  photos: { add: { path: string; base64: string }[]; remove: string[] } = { add: [], remove: [] },
) => ({
  text,
  baseVersion,
  message: "Edit",
  photos,
});

const test = base.extend<{ scratch: Scratch }, { editServer: Scratch & { server: RunningServer } }>({
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
        [`${PHOTO_FOLDER}/hero.jpg`]: "photo",
        "../outside.txt": "beside the project\n",
      };
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
      const { url, server } = await startEditServer(root);
      const { host, port } = new URL(url);
      await use({
        parent,
        root,
        port: Number(port),
        own: { Host: host, Origin: `http://${host}` },
        ownRead: { Host: host, "Sec-Fetch-Site": "same-origin" },
        server,
      });
      await server.stop();
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
    const file = path.join(scratch.root, "content/faq.yaml");
    const faq = fs.readFileSync(file, "utf8");
    const answer = await send(scratch.port, { method: "GET", headers: scratch.ownRead });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ text: faq, version: versionOf(file) });
    const saved = await send(scratch.port, { headers: scratch.own, body: save(versionOf(file), `${faq}# an owner's note\n`) });
    expect(saved.status, saved.body).toBe(200);
    expect(fs.readFileSync(file, "utf8")).toBe(`${faq}# an owner's note\n`);
  });

  test("a foreign Host (a rebound name) gets 403 on every path, the editor's endpoint included", async ({ scratch }) => {
    const Host = `rebind.example:${scratch.port}`;
    const reason = /^The site editor answers only its own address \(127\.0\.0\.1:\d+, localhost:\d+, \[::1\]:\d+\), not "rebind\.example:\d+"/;
    for (const url of [PATH.home, PATH.pricing, EDITOR_PATH, localContentPath("faq")])
      await expectRefused(scratch, { method: "GET", url, headers: { Host } }, reason);
    const version = versionOf(path.join(scratch.root, "content/faq.yaml"));
    await expectRefused(scratch, { headers: { Host, Origin: `http://${Host}` }, body: save(version) }, reason);
    await expectRefused(scratch, { method: "GET", headers: { Host, "Sec-Fetch-Site": "same-origin" } }, reason);
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
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test("a foreign Origin, or none, is refused before the body is read, and a read from another site too", async ({ scratch }) => {
    const { Host } = scratch.own;
    const version = versionOf(path.join(scratch.root, "content/faq.yaml"));
    await expectRefused(
      scratch,
      { headers: { Host, Origin: "https://evil.example" }, body: save(version) },
      /only from the editor's own page \(http:\/\/127\.0\.0\.1:\d+\), not from "https:\/\/evil\.example"/,
    );
    await expectRefused(scratch, { headers: { Host, Origin: "http://localhost:3000" }, body: save(version) }, /not from "http:\/\/localhost:3000"/);
    await expectRefused(scratch, { headers: { Host }, body: save(version) }, /not from a request with no origin/);
    // Only the headers are sent: an answer that came only once the body was read would never come.
    await expectRefused(scratch, { headers: { Host, Origin: "https://evil.example" }, body: null }, /not from "https:\/\/evil\.example"/);
    // A page elsewhere can't read the content either (its browser says so in Sec-Fetch-Site).
    const answer = await expectRefused(scratch, { method: "GET", headers: { Host, "Sec-Fetch-Site": "cross-site" } }, /doesn't say it is from the same site/);
    expect(answer.body).not.toContain("items");
    // A foreign page's preflight gets no permission either.
    await expectRefused(
      scratch,
      { method: "OPTIONS", headers: { Host, Origin: "https://evil.example", "Access-Control-Request-Method": "PUT" } },
      /only the editor's own reads and saves \(GET and PUT\), not OPTIONS/,
    );
  });

  test("the editor's own origin can't write or read anything but the content files and their photos", async ({ scratch }) => {
    const outsideScope =
      /^The site editor reads and writes only its content files \(content\/<name>\.yaml, content\/serviced-postcodes\.csv\) and photos in content\/photos\/, not "/;
    const version = versionOf(path.join(scratch.root, "content/faq.yaml"));
    const names = ["package.json", ".env", "..%2Fpackage.json", "..%2F..%2Foutside.txt", "%2e%2e%2f.env", "new", "faq.yaml", "FAQ"];
    for (const name of names) {
      await expectRefused(scratch, { url: `${LOCAL_API_PATH}content/${name}`, headers: scratch.own, body: save(version) }, outsideScope);
      const answer = await expectRefused(scratch, { method: "GET", url: `${LOCAL_API_PATH}content/${name}`, headers: scratch.ownRead }, outsideScope);
      expect(answer.body).not.toContain("SECRET");
    }
    await expectRefused(scratch, { method: "GET", url: `${LOCAL_API_PATH}files`, headers: scratch.ownRead }, outsideScope);
    const photos = [
      "scripts/evil.sh",
      "package.json",
      "../outside.txt",
      `${PHOTO_FOLDER}/../../package.json`,
      `${PHOTO_FOLDER}/.htaccess`,
      `${PHOTO_FOLDER}/evil.sh`,
      "content/faq.yaml",
    ];
    for (const photo of photos) {
      await expectRefused(
        scratch,
        { headers: scratch.own, body: save(version, "items: []\n", { add: [{ path: photo, base64: "ZWNobyBwd25lZA==" }], remove: [] }) },
        outsideScope,
      );
      await expectRefused(scratch, { headers: scratch.own, body: save(version, "items: []\n", { add: [], remove: [photo] }) }, outsideScope);
    }
  });

  test("a content file that is a link to another file is neither written nor read through", async ({ scratch }) => {
    const faq = path.join(scratch.root, "content/faq.yaml");
    const version = versionOf(faq);
    fs.rmSync(faq);
    fs.symlinkSync("../package.json", faq);
    try {
      await expectRefused(scratch, { headers: scratch.own, body: save(version) }, /won't follow "content\/faq\.yaml": it links to a file elsewhere/);
      await expectRefused(scratch, { method: "GET", headers: scratch.ownRead }, /won't follow "content\/faq\.yaml"/);
    } finally {
      fs.rmSync(faq);
    }
  });
});

/** This machine's addresses that other machines could reach it by (IPv4, not loopback). */
const networkAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === "IPv4" && !address.internal)
    .map((address) => address!.address);

/** Whether anything answers a connection on that address and port. */
const answersOn = (address: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: address, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

test.describe("on the network, the local editor needs its own setting and this run's key (issue 49)", { tag: ANY_WIDTH }, () => {
  /** A scratch project and an edit server started with `env`; stopped and removed after `run`. */
  async function withEditServer(env: Record<string, string>, run: (scratch: Scratch & { url: string; output: () => string }) => Promise<void>) {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "editor-network-"));
    const root = path.join(parent, "project");
    fs.cpSync(path.join(PROJECT_ROOT, "content"), path.join(root, "content"), { recursive: true });
    const { url, server, output } = await startEditServer(root, env);
    try {
      const port = Number(new URL(url).port);
      const Host = `${new URL(url).hostname}:${port}`;
      await run({ parent, root, port, url, output, own: { Host, Origin: `http://${Host}` }, ownRead: { Host, "Sec-Fetch-Site": "same-origin" } });
    } finally {
      await server.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }

  test("a HOST the container sets doesn't open it: it listens on the loopback address alone, and doesn't answer HOST's name", async () => {
    await withEditServer({ HOST: "0.0.0.0" }, async ({ url, port }) => {
      expect(new URL(url).hostname).toBe("127.0.0.1");
      for (const address of networkAddresses()) expect(await answersOn(address, port), address).toBe(false);
      expect((await send(port, { method: "GET", url: EDITOR_PATH, headers: { Host: `0.0.0.0:${port}` } })).status).toBe(403);
    });
  });

  test("with EDITOR_HOST, a foreign Host or Origin is refused, and the editor and its endpoint answer only the browser that opened the printed key", async () => {
    const name = "valet-laptop.local";
    await withEditServer({ EDITOR_HOST: "0.0.0.0", EDIT_ALLOWED_HOSTS: name }, async (scratch) => {
      const { port, output } = scratch;
      const Host = `${name}:${port}`;
      const own = { ...scratch, own: { Host, Origin: `http://${Host}` }, ownRead: { Host, "Sec-Fetch-Site": "same-origin" as const } };
      const version = versionOf(path.join(scratch.root, "content/faq.yaml"));

      // A rebound name is refused as on the loopback address.
      await expectRefused(scratch, { method: "GET", url: EDITOR_PATH, headers: { Host: `rebind.example:${port}` } }, /answers only its own address/);
      // Its own name, without the key: neither the editor's page nor its endpoint answers.
      const needsKey = /^The site editor on this network address needs this run's key/;
      await expectRefused(own, { method: "GET", url: EDITOR_PATH, headers: { Host } }, needsKey);
      await expectRefused(own, { method: "GET", headers: own.ownRead }, needsKey);
      await expectRefused(own, { headers: own.own, body: save(version) }, needsKey);
      await expectRefused(own, { method: "GET", url: `${LOCAL_API_PATH}key?key=guessed`, headers: { Host } }, /not this run's key/);

      // The key's address, as the terminal printed it, leaves it in a cookie no script reads and no other site sends.
      const keyAddress = new URL(/Key address: (\S+)/.exec(output())![1]);
      const opened = await send(port, { method: "GET", url: `${keyAddress.pathname}${keyAddress.search}`, headers: { Host } });
      expect([opened.status, opened.headers.location]).toEqual([303, EDITOR_PATH]);
      const cookie = opened.headers["set-cookie"]![0];
      expect(cookie).toMatch(/; HttpOnly; SameSite=Strict$/);
      const Cookie = cookie.split(";")[0];
      expect((await send(port, { method: "GET", url: EDITOR_PATH, headers: { Host, Cookie } })).status).toBe(200);
      expect((await send(port, { method: "GET", headers: { ...own.ownRead, Cookie } })).status).toBe(200);
      // With the key, a foreign page's request is still refused by its Origin.
      await expectRefused(own, { headers: { Host, Cookie, Origin: "https://evil.example" }, body: save(version) }, /not from "https:\/\/evil\.example"/);
    });
  });
});
