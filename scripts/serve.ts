/**
 * `npm start`: serves the production build the way a static host does — each prerendered page at
 * its path, 404.html with status 404 for anything else, and the headers of build/client/_headers
 * (the same file Netlify and Cloudflare Pages read), so what the tests see is what a host sends.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { headersFor, parseHeadersFile } from "./build-steps/headers-file.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.join(root, "build/client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

if (!fs.existsSync(path.join(client, "404.html"))) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

const notFoundPage = fs.readFileSync(path.join(client, "404.html"));
const headerRules = parseHeadersFile(
  fs.readFileSync(path.join(client, "_headers"), "utf8"),
);
const assets = sirv(client, {
  etag: true,
  extensions: ["html"],
  dotfiles: false,
  // After sirv's own headers, so a rule's Content-Type (the vCard's, say) wins as it does on a host.
  setHeaders: (response, pathname) => {
    for (const [name, value] of headersFor(headerRules, pathname))
      response.setHeader(name, value);
  },
});

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed address is matched as it came.
  }
  for (const [name, value] of headersFor(headerRules, decoded))
    response.setHeader(name, value);
  if (pathname === "/_headers") {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(notFoundPage);
    return;
  }
  assets(request, response, () => {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Serving the built site at http://${host}:${port}/`);
});
