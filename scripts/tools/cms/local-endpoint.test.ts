/**
 * The local endpoint refuses what a stranger's page could send it (editor-guard.ts), before reading a body, and
 * writes nothing when it refuses. The editor's own reads and saves are src/admin/backends/local.test.ts's; the whole
 * server, as `npm run edit` starts it, is tests/e2e/editor-safety.spec.ts's.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLocalEndpoint, type LocalEndpointServer } from "../../../tests/support/local-endpoint-server.ts";
import { LOCAL_API_PATH, localContentPath } from "../../../src/admin/backends/local-api.ts";
import { BODY_LIMIT } from "./local-endpoint.ts";

const FAQ = "items: []\n";
const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  error?: string;
}

let server: LocalEndpointServer;

/** One request with exactly these headers; `body: null` sends the headers and a Content-Length only. */
function send(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const data = body === undefined || body === null ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path: url,
        method,
        headers: { "Content-Length": body === null ? String(BODY_LIMIT + 1) : String(Buffer.byteLength(data)), ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            error: text.startsWith("{") ? (JSON.parse(text) as { error?: string }).error : text.trim(),
          });
          if (body === null) request.destroy();
        });
      },
    );
    request.on("error", (error) => (body === null && request.destroyed ? undefined : reject(error)));
    if (body === null) request.flushHeaders();
    else request.end(data);
  });
}

/** Every file under the scratch folder with its bytes: what "nothing was written" compares. */
function snapshot(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of fs.readdirSync(server.parent, { recursive: true }).map(String)) {
    const full = path.join(server.parent, name);
    const stats = fs.lstatSync(full);
    found[name] = stats.isSymbolicLink() ? `link to ${fs.readlinkSync(full)}` : stats.isFile() ? fs.readFileSync(full, "base64") : "folder";
  }
  return found;
}

async function expectRefused(method: string, url: string, headers: Record<string, string>, body: unknown, reason: RegExp, status = 403) {
  const before = snapshot();
  const answer = await send(method, url, headers, body);
  expect(answer.status, answer.error).toBe(status);
  expect(answer.error).toMatch(reason);
  expect(answer.error?.split("\n"), "a one-line reason").toHaveLength(1);
  expect(answer.headers["access-control-allow-origin"], "no origin may read the answer").toBeUndefined();
  expect(snapshot(), "nothing was written").toEqual(before);
}

const save = (text = "# written by a stranger\n", photos: object = { add: [], remove: [] }) => ({ text, baseVersion: sha1(FAQ), message: "x", photos });
const scope =
  /^The site editor reads and writes only its content files \(content\/<name>\.yaml, content\/serviced-postcodes\.csv\) and photos in content\/photos\/, not "/;

beforeEach(async () => {
  server = await startLocalEndpoint({ "content/faq.yaml": FAQ, "content/photos/old.jpg": "old", ".env": "SECRET=do-not-read\n" });
});
afterEach(() => server.close());

describe("the local endpoint's guards", () => {
  it("answers the editor's page: a same-origin read, and a save from its own origin", async () => {
    const own = { Host: `127.0.0.1:${server.port}`, Origin: server.origin };
    const read = await send("GET", localContentPath("faq"), { Host: own.Host, "Sec-Fetch-Site": "same-origin" });
    expect(read.status).toBe(200);
    expect((await send("PUT", localContentPath("faq"), own, save())).status).toBe(200);
    expect(fs.readFileSync(path.join(server.root, "content/faq.yaml"), "utf8")).toBe("# written by a stranger\n");
  });

  it("refuses a foreign Host, a foreign or missing Origin, a cross-site read and any other method, before reading a body", async () => {
    const Host = `127.0.0.1:${server.port}`;
    await expectRefused(
      "PUT",
      localContentPath("faq"),
      { Host: `rebind.example:${server.port}`, Origin: `http://rebind.example:${server.port}` },
      save(),
      /answers only its own address/,
    );
    await expectRefused("PUT", localContentPath("faq"), { Host, Origin: "https://evil.example" }, save(), /not from "https:\/\/evil\.example"/);
    await expectRefused("PUT", localContentPath("faq"), { Host }, save(), /not from a request with no origin/);
    await expectRefused("PUT", localContentPath("faq"), { Host, Origin: "https://evil.example" }, null, /not from "https:\/\/evil\.example"/);
    await expectRefused("GET", localContentPath("faq"), { Host, "Sec-Fetch-Site": "cross-site" }, undefined, /doesn't say it is from the same site/);
    await expectRefused("GET", localContentPath("faq"), { Host }, undefined, /doesn't say it is from the same site/);
    for (const method of ["POST", "DELETE", "OPTIONS"]) {
      await expectRefused(
        method,
        localContentPath("faq"),
        { Host, Origin: server.origin, "Access-Control-Request-Method": "PUT" },
        undefined,
        /\(GET and PUT\), not /,
      );
    }
  });

  it("reads and writes only the content files and their photos, from the editor's own page too", async () => {
    const own = { Host: `127.0.0.1:${server.port}`, Origin: server.origin };
    const nearTheList = ["serviced-postcodes", "serviced-postcodes.csv.bak", "content%2Fserviced-postcodes.csv", "other.csv"];
    for (const name of ["package.json", ".env", "..%2Fpackage", "../package", "faq.yaml", "new", "%2e%2e%2f.env", ...nearTheList]) {
      await expectRefused("PUT", `${LOCAL_API_PATH}content/${name}`, own, save(), scope);
      await expectRefused("GET", `${LOCAL_API_PATH}content/${name}`, own, undefined, scope);
    }
    await expectRefused("GET", `${LOCAL_API_PATH}files`, own, undefined, scope);
    for (const photo of ["package.json", "content/photos/../../package.json", "content/photos/.htaccess", "content/photos/evil.sh", "content/faq.yaml"]) {
      await expectRefused("PUT", localContentPath("faq"), own, save(FAQ, { add: [{ path: photo, base64: "ZWNobyBwd25lZA==" }], remove: [] }), scope);
      await expectRefused("PUT", localContentPath("faq"), own, save(FAQ, { add: [], remove: [photo] }), scope);
    }
  });

  it("won't read, write or remove through a link", async () => {
    const own = { Host: `127.0.0.1:${server.port}`, Origin: server.origin };
    const faq = path.join(server.root, "content/faq.yaml");
    fs.rmSync(faq);
    fs.symlinkSync("../package.json", faq);
    await expectRefused("GET", localContentPath("faq"), own, undefined, /won't follow "content\/faq\.yaml"/);
    await expectRefused("PUT", localContentPath("faq"), own, save(), /won't follow "content\/faq\.yaml"/);
    fs.rmSync(faq);
    fs.writeFileSync(faq, FAQ);
    fs.rmSync(path.join(server.root, "content/photos"), { recursive: true });
    fs.symlinkSync(server.parent, path.join(server.root, "content/photos"));
    await expectRefused(
      "PUT",
      localContentPath("faq"),
      own,
      save(FAQ, { add: [{ path: "content/photos/outside.txt.jpg", base64: "eA==" }], remove: [] }),
      /won't follow/,
    );
    fs.rmSync(path.join(server.root, "content/photos"));
    fs.mkdirSync(path.join(server.root, "content/photos"));
    fs.symlinkSync(path.join(server.parent, "outside.txt"), path.join(server.root, "content/photos/linked.jpg"));
    await expectRefused(
      "PUT",
      localContentPath("faq"),
      own,
      save(FAQ, { add: [], remove: ["content/photos/linked.jpg"] }),
      /won't follow "content\/photos\/linked\.jpg"/,
    );
  });

  it("refuses a body over the limit from its Content-Length, without waiting for it, and a body that isn't a save", async () => {
    const own = { Host: `127.0.0.1:${server.port}`, Origin: server.origin };
    await expectRefused("PUT", localContentPath("faq"), own, null, /at most 50 MB/, 413);
    await expectRefused("PUT", localContentPath("faq"), own, { text: 1 }, /no text or no version/, 400);
    await expectRefused(
      "PUT",
      localContentPath("faq"),
      own,
      save(FAQ, { add: [{ path: "content/photos/a.jpg", base64: "not base64!" }], remove: [] }),
      /photos weren't readable/,
      400,
    );
  });

  it("stops a body sent in chunks once it passes the limit, and writes nothing", async () => {
    await server.close();
    server = await startLocalEndpoint({ "content/faq.yaml": FAQ }, { bodyLimit: 1000 });
    const before = snapshot();
    const answer = await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: localContentPath("faq"),
          method: "PUT",
          headers: { Host: `127.0.0.1:${server.port}`, Origin: server.origin },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, error: (JSON.parse(text) as { error: string }).error }),
          );
        },
      );
      request.on("error", reject);
      // No Content-Length: Node sends the body in chunks, so only counting it can stop it.
      request.write(JSON.stringify(save("x".repeat(600))));
      request.write(JSON.stringify(save("y".repeat(600))));
    });
    expect(answer.status).toBe(413);
    expect(answer.error).toMatch(/^A save can be at most [\d.]+ MB: add fewer photos at a time\.$/);
    expect(snapshot()).toEqual(before);
  });
});
