/**
 * startServer (start-server.ts): it resolves once serve.ts serves, with the address it took; it fails with serve.ts's
 * own words when the server stops first; and the server goes when the process that started it exits.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./start-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "start-server-test-"));

/** A folder laid out as build/client with what serve.ts needs to serve: a page, the 404 page, the header rules. */
function smallBuild(): string {
  const client = fs.mkdtempSync(path.join(scratch, "client-"));
  fs.writeFileSync(path.join(client, "index.html"), "<!doctype html><title>Home</title><p>home</p>");
  fs.writeFileSync(path.join(client, "404.html"), "<!doctype html><title>Not found</title>");
  fs.writeFileSync(path.join(client, "_headers"), "/*\n  X-Test: served\n");
  return client;
}

/** Whether anything answers at `url`. */
const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("startServer", () => {
  it("resolves once the build is served, at the port the system gave, and stop() ends it", async () => {
    const server = await startServer({ port: 0, client: smallBuild() });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const response = await fetch(server.url);
    expect([response.status, response.headers.get("x-test")]).toEqual([200, "served"]);
    await server.stop();
    expect(server.running()).toBe(false);
    expect(await answers(server.url)).toBe(false);
  });

  it("fails with serve.ts's own message when the server stops before serving", async () => {
    const empty = fs.mkdtempSync(path.join(scratch, "empty-"));
    await expect(startServer({ port: 0, client: empty })).rejects.toThrow(
      /^serve\.ts stopped \(exit code 1\) before it was serving on port 0\. It said:\nNo build found\. Run `npm run build` first\.$/,
    );
  });

  it("stops the server when the process that started it exits", async () => {
    const client = smallBuild();
    const script = `import { startServer } from ${JSON.stringify(path.join(root, "scripts/tools/start-server.ts"))};
      const server = await startServer({ port: 0, client: ${JSON.stringify(client)} });
      console.log(server.url);
      process.exit(0);`;
    const parent = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    let printed = "";
    parent.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => parent.once("exit", resolve));
    expect(code).toBe(0);
    const url = printed.trim();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The server was told to stop as the parent exited; it goes a moment later.
    await expect.poll(() => answers(url), { timeout: 10_000 }).toBe(false);
  });
});
