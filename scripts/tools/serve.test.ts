/**
 * `npm start`'s server (serve.ts) while the build is replaced under it, as `npm run build` replaces it: the
 * folder emptied, then the new assets and pages written, the header rules last. The server answers 503 while
 * the build is incomplete and 404 for a file that went, serves the new files once they exist, and never
 * stops, even with requests arriving while files vanish.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./start-server.ts";

/** A small build of version `v`: a page, a script, the 404 page and a header rule naming the version. */
function writeBuild(client: string, v: string, { headers = true } = {}): void {
  fs.mkdirSync(path.join(client, "assets"), { recursive: true });
  fs.writeFileSync(path.join(client, "assets", `app-${v}.js`), `console.log("${v}");`);
  fs.mkdirSync(path.join(client, "a-page"), { recursive: true });
  fs.writeFileSync(path.join(client, "a-page/index.html"), `<!doctype html><title>A page</title><p>a page ${v}</p>`);
  fs.writeFileSync(path.join(client, "404.html"), `<!doctype html><title>Not found</title><p>not found ${v}</p>`);
  if (headers) fs.writeFileSync(path.join(client, "_headers"), `/*\n  X-Build: ${v}\n`);
}

describe("serve.ts while the build is replaced", () => {
  const client = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"));
  let server: RunningServer;
  let origin: string;

  beforeAll(async () => {
    writeBuild(client, "v1");
    server = await startServer({ port: 0, client });
    origin = new URL(server.url).origin;
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(client, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const response = await fetch(origin + pathname);
    return { status: response.status, build: response.headers.get("x-build"), text: await response.text() };
  };

  it("serves the build, answers 503 while it is replaced and 404 for a file that went, then serves the new build", async () => {
    expect(await get("/a-page")).toMatchObject({ status: 200, build: "v1", text: expect.stringContaining("a page v1") });
    expect((await get("/assets/app-v1.js")).status).toBe(200);

    fs.rmSync(client, { recursive: true });
    for (const pathname of ["/a-page", "/assets/app-v1.js", "/"]) {
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(503);
      expect(answer.text).toMatch(/being rebuilt/);
    }

    writeBuild(client, "v2", { headers: false });
    expect((await get("/a-page")).status, "pages written, header rules not yet").toBe(503);

    writeBuild(client, "v2");
    expect(await get("/a-page")).toMatchObject({ status: 200, build: "v2", text: expect.stringContaining("a page v2") });
    expect((await get("/assets/app-v2.js")).status).toBe(200);
    expect(await get("/assets/app-v1.js")).toMatchObject({ status: 404, build: "v2", text: expect.stringContaining("not found v2") });
    expect(server.running()).toBe(true);
  });

  it("keeps answering requests that arrive while files vanish and come back, and never stops", async () => {
    const statuses = new Set<number | string>();
    let rebuilding = true;
    const requests = (async () => {
      while (rebuilding) {
        const answers = await Promise.allSettled(
          ["/a-page", "/assets/app-v3.js", "/missing"].map((pathname) => fetch(origin + pathname).then((r) => r.status)),
        );
        // A file removed between its lookup and its reading ends that one answer (a dropped connection).
        for (const answer of answers) statuses.add(answer.status === "fulfilled" ? answer.value : "dropped");
      }
    })();
    for (let round = 0; round < 40; round++) {
      fs.rmSync(client, { recursive: true, force: true });
      writeBuild(client, "v3");
      await new Promise((resolve) => setImmediate(resolve));
    }
    rebuilding = false;
    await requests;

    expect([...statuses].filter((status) => ![200, 404, 503, "dropped"].includes(status))).toEqual([]);
    expect(server.running(), server.errors()).toBe(true);
    expect(await get("/a-page")).toMatchObject({ status: 200, build: "v3" });
    expect(server.errors()).not.toMatch(/ENOENT|Error/);
  });
});
