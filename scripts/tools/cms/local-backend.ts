/**
 * The editor's local backend for `npm run edit`: Decap's own proxy server (decap-server, in its
 * "fs" mode) answering at /api/v1 on the same address as the site, so the editor reads and writes
 * the files of a folder on this computer with no account and no network. Same origin: the editor's
 * Content-Security-Policy needs no extra host for it.
 *
 * In front of it, the checks of editor-guard.ts (docs/cms.md, "Safety"): a request that doesn't come
 * from the editor's own page is refused before its body is read, and one that names any file but the
 * editor's own (config.yml's content files and media folder) is refused before decap-server sees it.
 * decap-server alone refuses only paths outside the folder: package.json or scripts/ were its to write.
 */
import type http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { originRefusal, scopeRefusal, type EditorScope } from "./editor-guard.ts";

type Handler = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
type GuardedRequest = http.IncomingMessage & { body?: unknown };

/** Uploads are sent as base64 inside the JSON body, as decap-server's own limit allows. */
const BODY_LIMIT = "50mb";

const refuse = (response: http.ServerResponse, reason: string) => {
  response.writeHead(403, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify({ error: reason }));
};

/**
 * A request handler that answers the editor's requests (at LOCAL_BACKEND_PATH) by reading and writing
 * the files of `scope` under `repoDir`, and refuses every other request with 403 and its reason.
 */
export async function localBackend(repoDir: string, scope: EditorScope): Promise<Handler> {
  const root = path.resolve(repoDir);
  // decap-server mounts itself on an Express app; it brings its own Express, used here through it.
  const fromServer = createRequire(createRequire(import.meta.url).resolve("decap-server/package.json"));
  const express = fromServer("express") as (() => Handler & { use: (handler: Handler) => void }) & { json: (options: { limit: string }) => Handler };
  const { registerLocalFs } = fromServer("./dist/middlewares.js") as { registerLocalFs: (app: unknown, options?: { logLevel?: string }) => Promise<void> };
  const app = express();
  app.use((request, response, next) => {
    const refused = originRefusal(request.method, request.headers.origin, request.headers.host);
    if (refused) refuse(response, refused);
    else next();
  });
  // Parsed here to check its paths; decap-server's own JSON parser then finds the body already read (body-parser skips a parsed body).
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use((request: GuardedRequest, response, next) => {
    const refused = scopeRefusal(request.body, scope, root);
    if (refused) refuse(response, refused);
    else next();
  });
  // decap-server reads the folder from the environment when it mounts.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  try {
    await registerLocalFs(app, { logLevel: "warn" });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  return app;
}
