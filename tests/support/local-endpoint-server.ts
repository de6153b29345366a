/**
 * The local editor's endpoint (scripts/tools/cms/local-endpoint.ts) on a free port, guarded by Host as
 * `serve.ts --edit` guards it, over a scratch project in a temporary folder (content files, photos, a package.json
 * and a file beside the project): for unit tests that talk to it as the editor's page does, or as a stranger would.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { allowedHostNames, hostRefusal } from "../../scripts/tools/cms/editor-guard.ts";
import { localEndpoint } from "../../scripts/tools/cms/local-endpoint.ts";

export interface LocalEndpointServer {
  /** The folder holding the project and a file outside it. */
  parent: string;
  /** The project whose content/ the endpoint edits. */
  root: string;
  /** The server's own address, as the editor's page knows it: http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** What the endpoint logged (its saves). */
  log: string[];
  close(): Promise<void>;
}

export async function startLocalEndpoint(files: Record<string, string | Uint8Array>, options: { bodyLimit?: number } = {}): Promise<LocalEndpointServer> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "local-endpoint-"));
  const root = path.join(parent, "project");
  for (const [file, content] of Object.entries({ "package.json": "{}\n", "../outside.txt": "beside the project\n", ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  const log: string[] = [];
  const endpoint = localEndpoint(root, { log: (line) => log.push(line), bodyLimit: options.bodyLimit });
  let port = 0;
  const server = http.createServer((request, response) => {
    const refused = hostRefusal(request.headers.host, allowedHostNames({}), port);
    if (refused) response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end(`${refused}\n`);
    else endpoint(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
  return {
    parent,
    root,
    origin: `http://127.0.0.1:${port}`,
    port,
    log,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}
