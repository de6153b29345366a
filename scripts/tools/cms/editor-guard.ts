/**
 * What the local editor (`npm run edit`) accepts, and from whom (issue 19, docs/cms.md "Safety"). The server listens
 * on the owner's own computer, where they also read email and browse: a web page can point its own host name at
 * 127.0.0.1 (DNS rebinding) or send requests to it from another origin. So the edit server answers only its own
 * host names, its endpoint only the editor's own page, and the endpoint reads and writes only the content files
 * (content/<name>.yaml, names from src/content/names.ts, and the postcode list) and photos (content/photos/<name>), never a file that a link
 * makes point somewhere else. Each check returns the one-line reason for a refusal, or undefined.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { CONTENT_NAMES, POSTCODE_LIST_FILE } from "../../../src/content/names.ts";
import { PHOTO_FOLDER, isPhotoPath } from "../../../src/admin/photos/photo-paths.ts";

/** The host names the edit server answers besides its own, comma-separated (docs/cms.md, "Safety"). */
const EXTRA_HOSTS_SETTING = "EDIT_ALLOWED_HOSTS";

/**
 * The address the edit server listens on, when not the computer's own loopback (docs/cms.md, "Safety"). A setting of
 * its own, never the generic HOST, which some containers and tools set to 0.0.0.0 for their own servers.
 */
const EDITOR_HOST_SETTING = "EDITOR_HOST";

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];

/** Where the edit server listens: the loopback address unless EDITOR_HOST names another. */
export function editorListenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env[EDITOR_HOST_SETTING]?.trim() || "127.0.0.1";
}

/** Whether an address the server listens on is reachable from this computer only. */
export const isLoopback = (host: string) => [...LOOPBACK_NAMES, "::1"].includes(host.toLowerCase());

/**
 * The host names (without port) the edit server answers: the loopback names, EDITOR_HOST when it is set, and
 * the names the owner lists in EDIT_ALLOWED_HOSTS.
 */
export function allowedHostNames(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const listed = (env[EXTRA_HOSTS_SETTING] ?? "").split(",");
  return new Set([...LOOPBACK_NAMES, env[EDITOR_HOST_SETTING] ?? "", ...listed].map((name) => name.trim().toLowerCase()).filter(Boolean));
}

/**
 * This run's key, when the edit server listens beyond the loopback address: anyone on the network could reach it
 * then, so the editor and its endpoint answer only a browser that has opened the key's address the terminal prints
 * (`keyAddress`), which leaves the key in a cookie no script can read and no other site's request carries.
 */
export const runKey = () => randomBytes(24).toString("base64url");

/** The address that hands this run's key to the browser, under the editor's endpoint (which the key guards). */
export const KEY_PATH_NAME = "key";
const KEY_COOKIE = "site-editor-key";

/** The cookie that keeps the key: HttpOnly (no script reads it), SameSite=Strict (no other site's request carries it). */
export const keyCookie = (key: string, editorPath: string) => `${KEY_COOKIE}=${key}; Path=${editorPath}; HttpOnly; SameSite=Strict`;

const sameKey = (given: string | undefined, key: string) =>
  given !== undefined && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

/** The key a request's cookie carries, if any. */
function cookieKey(cookie: string | undefined): string | undefined {
  for (const part of (cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === KEY_COOKIE) return value.join("=");
  }
  return undefined;
}

/** Why a request for the editor is refused when this run has a key: it carries no cookie with that key. */
export function keyRefusal(cookie: string | undefined, key: string): string | undefined {
  return sameKey(cookieKey(cookie), key)
    ? undefined
    : "The site editor on this network address needs this run's key: open the address with the key that npm run edit printed in its terminal.";
}

/** Whether the key's address was opened with this run's key. */
export const keyGiven = (given: string | null, key: string) => sameKey(given ?? undefined, key);

/** The host name and port of a `Host` header or an origin's authority, or undefined when it is not one. */
function hostAndPort(authority: string): { name: string; port: string } | undefined {
  // Letters, digits, dots, dashes, an IPv6 address's brackets and colons: nothing a URL could read as more.
  if (!/^[a-z0-9.:[\]-]+$/i.test(authority)) return undefined;
  try {
    const url = new URL(`http://${authority}`);
    return { name: url.hostname, port: url.port || "80" };
  } catch {
    return undefined;
  }
}

/** Why a request's `Host` is refused: it must name this server by one of its names, on its port. */
export function hostRefusal(host: string | undefined, names: Set<string>, port: number): string | undefined {
  const found = host === undefined ? undefined : hostAndPort(host);
  if (!found || !names.has(found.name) || found.port !== String(port)) {
    return `The site editor answers only its own address (${[...names].map((name) => `${name}:${port}`).join(", ")}), not "${host ?? ""}"; list another name in ${EXTRA_HOSTS_SETTING} to use it.`;
  }
  return undefined;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Why a request to the editor's endpoint is refused before its body is read: it must come from the editor's own
 * page, on this server's address as the request's (already checked) `Host` names it. A save (PUT) must carry that
 * `Origin`, as browsers send with every PUT; a read (GET) that or `Sec-Fetch-Site: same-origin`, as browsers send
 * instead on a same-origin GET. Any other method (a foreign page's CORS preflight included) is refused.
 */
export function callerRefusal(method: string | undefined, headers: http.IncomingHttpHeaders): string | undefined {
  const own = `http://${single(headers.host) ?? ""}`;
  const origin = single(headers.origin);
  if (method !== "GET" && method !== "PUT")
    return `The site editor's server takes only the editor's own reads and saves (GET and PUT), not ${method ?? "none"}.`;
  const fromOwnOrigin = origin !== undefined && origin.toLowerCase() === own.toLowerCase();
  const sameOriginRead = method === "GET" && origin === undefined && single(headers["sec-fetch-site"]) === "same-origin";
  if (fromOwnOrigin || sameOriginRead) return undefined;
  const from = origin ? `"${origin}"` : method === "GET" ? "a request that doesn't say it is from the same site" : "a request with no origin";
  return `The site editor's server takes requests only from the editor's own page (${own}), not from ${from}.`;
}

/** What the endpoint reads and writes, for its refusals. */
const SCOPE = `its content files (content/<name>.yaml, content/${POSTCODE_LIST_FILE}) and photos in ${PHOTO_FOLDER}/`;

/** Why a content file's name is refused: only the names of src/content/names.ts (the postcode list's too), exactly. */
export function nameRefusal(name: string): string | undefined {
  return ([...CONTENT_NAMES, POSTCODE_LIST_FILE] as readonly string[]).includes(name)
    ? undefined
    : `The site editor reads and writes only ${SCOPE}, not "${name}".`;
}

/** Why a photo's path is refused: only `content/photos/<a photo's name>` (photo-paths.ts). */
export function photoRefusal(photoPath: unknown): string | undefined {
  return typeof photoPath === "string" && isPhotoPath(photoPath) ? undefined : `The site editor reads and writes only ${SCOPE}, not "${String(photoPath)}".`;
}

/**
 * Why a path in `folder` is refused as leading elsewhere: a folder on the way or the file itself is a link (a link in
 * content/ pointing at package.json, say). A path that doesn't exist yet is checked up to the deepest part that does.
 */
export function linkRefusal(folder: string, relative: string): string | undefined {
  const root = path.resolve(folder);
  const realRoot = fs.realpathSync(root);
  // lstat, not exists: a link to nowhere is still a link.
  let existing = path.join(root, relative);
  while (!fs.lstatSync(existing, { throwIfNoEntry: false }) && existing !== root) existing = path.dirname(existing);
  // The project's own folder may be reached through a link (a home folder on another disk); below it, nothing may.
  const itself =
    existing === root || (!fs.lstatSync(existing).isSymbolicLink() && fs.realpathSync(existing) === path.join(realRoot, path.relative(root, existing)));
  return itself ? undefined : `The site editor won't follow "${relative}": it links to a file elsewhere.`;
}
