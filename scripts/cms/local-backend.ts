/**
 * The editor's local backend for `npm run edit`: Decap's own proxy server (decap-server, in its
 * "fs" mode) answering at /api/v1 on the same address as the site, so the editor reads and writes
 * the files of a folder on this computer with no account and no network. Same origin: the editor's
 * Content-Security-Policy needs no extra host for it.
 */
import type http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

type Handler = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;

/**
 * A request handler that answers the editor's requests (at LOCAL_BACKEND_PATH) by reading and writing
 * the files under `repoDir` (paths outside it are refused by decap-server).
 */
export async function localBackend(repoDir: string): Promise<Handler> {
  // decap-server mounts itself on an Express app; it brings its own Express, used here through it.
  const fromServer = createRequire(createRequire(import.meta.url).resolve("decap-server/package.json"));
  const express = fromServer("express") as () => Handler & { use: unknown; post: unknown };
  const { registerLocalFs } = fromServer("./dist/middlewares.js") as { registerLocalFs: (app: unknown, options?: { logLevel?: string }) => Promise<void> };
  const app = express();
  // decap-server reads the folder from the environment when it mounts.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = path.resolve(repoDir);
  try {
    await registerLocalFs(app, { logLevel: "warn" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  return app;
}
