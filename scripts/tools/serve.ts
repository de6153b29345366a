/**
 * `npm start`: serves the production build the way a static host does — each prerendered page at
 * its path, 404.html with status 404 for anything else, the headers of build/client/_headers (the
 * same file Netlify and Cloudflare Pages read), and text compressed as the browser asks (brotli when it
 * accepts it, else gzip), so what the tests and benchmarks see is what a host sends.
 *
 * It stays up while `npm run build` replaces the build under it: each request looks the file up on disk (sirv's
 * per-request mode, not a list made at start), the 404 page and the header rules are read again when they change,
 * everything is answered 503 "being rebuilt" while the build is incomplete (no _headers: the build writes it
 * last), and a file that vanishes as it is sent ends that one answer, never the server.
 * It serves the client/ folder of the build folder (BUILD_DIR, `build` unless set: scripts/build/site-folders.ts);
 * SERVE_DIR serves another folder laid out as build/client (the server's own test).
 *
 * `--edit [folder]` (`npm run edit`): also answers the site editor's endpoint (cms/local-endpoint.ts), which
 * reads and saves the content of `folder` (the project itself when none is given). Then the server answers only
 * its own host names (cms/editor-guard.ts): anything else gets 403 on every path. It listens on the loopback
 * address unless EDITOR_HOST names another (never HOST, which `npm start` alone reads); on another, the editor
 * answers only a browser that has opened this run's key, whose address it prints.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";
import { headersFor, parseHeadersFile } from "../build/headers-file.ts";
import { localEndpoint } from "./cms/local-endpoint.ts";
import { KEY_PATH_NAME, allowedHostNames, editorListenHost, hostRefusal, isLoopback, keyCookie, keyGiven, keyRefusal, runKey } from "./cms/editor-guard.ts";
import { LOCAL_API_PATH } from "../../src/admin/backends/local-api.ts";
import { clientDir, localEditorPage } from "../build/site-folders.ts";
import { EDITOR_PATH } from "../../src/lib/site-paths.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = path.resolve(process.env.SERVE_DIR ?? clientDir(root));
const port = Number(process.env.PORT ?? 4173);
const editFlag = process.argv.indexOf("--edit");
const editedFolder = editFlag < 0 ? undefined : path.resolve(process.argv[editFlag + 1] ?? root);
const host = editedFolder ? editorListenHost() : (process.env.HOST ?? "127.0.0.1");
/** Beyond the loopback address, the editor asks for this run's key (cms/editor-guard.ts). */
const key = editedFolder && !isLoopback(host) ? runKey() : undefined;
const KEY_PATH = `${LOCAL_API_PATH}${KEY_PATH_NAME}`;

if (!fs.existsSync(path.join(client, "404.html"))) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

/** The editor's endpoint reads and writes only the edited folder's content files and photos. */
const endpoint = editedFolder ? localEndpoint(editedFolder) : undefined;
const hostNames = allowedHostNames();

/**
 * A file of the build read again whenever it changes (its size or time), or undefined while it is missing
 * (the build is being replaced).
 */
function freshFile<T>(name: string, read: (text: Buffer) => T): () => T | undefined {
  let seen: { stamp: string; value: T } | undefined;
  return () => {
    try {
      const file = path.join(client, name);
      const stats = fs.statSync(file);
      const stamp = `${stats.size}:${stats.mtimeMs}`;
      if (seen?.stamp !== stamp) seen = { stamp, value: read(fs.readFileSync(file)) };
      return seen.value;
    } catch {
      return undefined;
    }
  };
}

const notFoundPage = freshFile("404.html", (text) => text);
const localPage = freshFile(path.relative(client, localEditorPage(client)), (text) => text);
const headerRules = freshFile("_headers", (text) => parseHeadersFile(text.toString("utf8")));
const assets = sirv(client, {
  // Every request looks on disk, so a rebuilt site's new files are served and a removed one is a 404.
  dev: true,
  etag: true,
  extensions: ["html"],
  dotfiles: false,
  // After sirv's own headers, so a rule's Content-Type (the vCard's, say) wins as it does on a host.
  setHeaders: (response, pathname) => {
    for (const [name, value] of headersFor(headerRules() ?? [], pathname)) response.setHeader(name, value);
  },
});

/**
 * Text compressed when the browser asks for it: the `compression` middleware sends brotli (at its default quality, 4)
 * to a browser whose Accept-Encoding names br, else gzip at level 9 (the level `npm run bench:size` counts inline
 * scripts at). It decides by the Content-Type (text, scripts, JSON, SVG; media and fonts are compressed already)
 * and sets Vary. Range requests (the hero video) pass through untouched.
 */
type NodeMiddleware = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
// Its types name Express's request and response; it reads only what Node's have (headers, method, setHeader …).
const compress = compression({
  level: 9,
  threshold: 0,
  filter: (request, response) => !request.headers.range && compression.filter(request, response),
}) as unknown as NodeMiddleware;

/** The port really taken, once listening (PORT=0 asks the system for a free one). */
let listening = port;

const server = http.createServer((request, response) => {
  if (endpoint) {
    const refused = hostRefusal(request.headers.host, hostNames, listening);
    if (refused) {
      response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end(`${refused}\n`);
      return;
    }
    if (key && !keyAnswered(request, response, key)) return;
  }
  compress(request, response, () => answer(request, response));
});

/**
 * With a key: its address sets the cookie and opens the editor; anything else of the editor's needs the cookie.
 * Returns whether the request goes on to the site's answer.
 */
function keyAnswered(request: http.IncomingMessage, response: http.ServerResponse, runsKey: string): boolean {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === KEY_PATH) {
    if (request.method === "GET" && keyGiven(url.searchParams.get("key"), runsKey))
      response.writeHead(303, { Location: EDITOR_PATH, "Set-Cookie": keyCookie(runsKey, EDITOR_PATH), "Cache-Control": "no-store" }).end();
    else response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end("That is not this run's key.\n");
    return false;
  }
  const refused = url.pathname.startsWith(EDITOR_PATH) ? keyRefusal(request.headers.cookie, runsKey) : undefined;
  if (refused) response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" }).end(`${refused}\n`);
  return !refused;
}

/** A file that vanished between its lookup and its reading (a rebuild): that answer ends, the server carries on. */
function endOnReadError(response: http.ServerResponse): void {
  response.on("pipe", (source) => source.on("error", () => response.destroy()));
}

/** While the build is incomplete (it writes _headers last), every answer is "being rebuilt, try again". */
function answerRebuilding(response: http.ServerResponse): void {
  response.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "2", "Cache-Control": "no-store" });
  response.end("The site is being rebuilt. Try again in a moment.\n");
}

/** The site's answer: the editor's endpoint, the build's files with their header rules, or 404.html. */
function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const rules = headerRules();
  const notFound = notFoundPage();
  if (!rules || !notFound) {
    answerRebuilding(response);
    return;
  }
  endOnReadError(response);
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed address is matched as it came.
  }
  for (const [name, value] of headersFor(rules, decoded)) response.setHeader(name, value);
  if (endpoint && pathname.startsWith(LOCAL_API_PATH)) {
    endpoint(request, response);
    return;
  }
  // The editor's page in its local mode (the list of files, saving here), which the build writes outside client/.
  if (endpoint && (pathname === EDITOR_PATH || pathname === `${EDITOR_PATH}index.html`)) {
    const page = localPage();
    if (page) {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
      return;
    }
  }
  const answerNotFound = () => {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(notFound);
  };
  // The header rules and hidden files (a name starting with a dot) are never served, as on a host.
  if (pathname === "/_headers" || /\/\.(?!well-known\/)/.test(decoded)) {
    answerNotFound();
    return;
  }
  try {
    assets(request, response, answerNotFound);
  } catch {
    // The file went between sirv's two looks at it (a rebuild): gone, for this answer.
    if (response.headersSent) response.destroy();
    else answerNotFound();
  }
}

server.listen(port, host, () => {
  ({ port: listening } = server.address() as { port: number });
  // The line scripts/tools/start-server.ts (and so every test run and benchmark) waits for: keep its words.
  console.log(`Serving the built site at http://${host}:${listening}/`);
  if (editedFolder) console.log(`Site editor at http://${host}:${listening}/admin/, saving into ${path.join(editedFolder, "content")}`);
  if (key) {
    console.log(`It listens on ${host} (EDITOR_HOST), so it asks for this run's key. Open this address once in the browser you edit with:`);
    console.log(`Key address: http://${host}:${listening}${KEY_PATH}?key=${key}`);
  }
});
