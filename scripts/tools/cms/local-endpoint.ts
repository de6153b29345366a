/**
 * The local editor's endpoint for `npm run edit` (scripts/tools/serve.ts --edit): the editor's page reads and saves
 * the content files of a folder on this computer through it, with no account and no network. It answers the
 * protocol of src/admin/backends/local-api.ts at LOCAL_API_PATH, on the site's own address (the editor's
 * Content-Security-Policy needs no extra host for it).
 *
 * Before anything is read or written (docs/cms.md, "Safety"; the checks are editor-guard.ts): serve.ts has refused a
 * foreign Host on every path; here a request must come from the editor's own page (its Origin, or a same-origin
 * read), name a content file by its name and photos by content/photos/<name>, lead nowhere through a link, and
 * carry a body no larger than BODY_LIMIT. A refusal is 403 (413 for size) with its one-line reason, and no CORS
 * header: no other origin may read any answer.
 */
import type http from "node:http";
import { editedFilePath, type EditedFile } from "../../../src/content/names.ts";
import { LOCAL_API_PATH, LOCAL_PHOTOS_PATH, type LocalFile, type LocalPhotos, type LocalSave } from "../../../src/admin/backends/local-api.ts";
import { PHOTO_FOLDER } from "../../../src/admin/photos/photo-paths.ts";
import { callerRefusal, linkRefusal, nameRefusal, photoRefusal } from "./editor-guard.ts";
import { listPhotos, readContentFile, saveContentFile, versionOf } from "./local-files.ts";

/** A save carries its photos as base64 in its JSON: a pair of phone photos, scaled, is a few megabytes. */
export const BODY_LIMIT = 50 * 1024 * 1024;

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

function reply(response: http.ServerResponse, status: number, body: object): void {
  response.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    // A refused request's body is never read: the connection goes with the answer.
    ...(status === 200 ? {} : { Connection: "close" }),
  });
  response.end(JSON.stringify(body));
}

/** The body, or undefined once it has passed the limit (then the answer is sent here). */
function readBody(request: http.IncomingMessage, response: http.ServerResponse, limit: number): Promise<Buffer | undefined> {
  const tooLarge = () => reply(response, 413, { error: `A save can be at most ${+(limit / 1024 / 1024).toFixed(3)} MB: add fewer photos at a time.` });
  // Refused from its stated size before any of it is read; a body sent in chunks is counted as it comes.
  if (Number(request.headers["content-length"]) > limit) {
    tooLarge();
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (!response.headersSent) {
        tooLarge();
        // Once the answer is out: the rest of the body is never read.
        response.on("finish", () => request.destroy());
        resolve(undefined);
      }
    });
    request.on("end", () => resolve(size <= limit ? Buffer.concat(chunks) : undefined));
    request.on("error", reject);
  });
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The save a body asks for, or why it can't be one. */
function parseSave(body: Buffer): LocalSave | string {
  let save: Partial<LocalSave>;
  try {
    save = JSON.parse(body.toString("utf8")) as Partial<LocalSave>;
  } catch {
    return "The save wasn't readable (not JSON).";
  }
  if (typeof save?.text !== "string" || typeof save.baseVersion !== "string") return "The save has no text or no version to save it against.";
  const photos = save.photos ?? { add: [], remove: [] };
  const wellFormed =
    Array.isArray(photos.add) &&
    Array.isArray(photos.remove) &&
    photos.add.every((photo) => typeof photo?.base64 === "string" && BASE64.test(photo.base64)) &&
    photos.remove.every((photo) => typeof photo === "string");
  if (!wellFormed) return "The save's photos weren't readable.";
  return { text: save.text, baseVersion: save.baseVersion, message: typeof save.message === "string" ? save.message : undefined, photos };
}

/** Why a save's paths are refused: photos only in content/photos, and nothing reached through a link. */
function pathsRefusal(root: string, save: LocalSave): string | undefined {
  const photos = [...(save.photos?.add ?? []).map((photo) => photo.path), ...(save.photos?.remove ?? [])];
  for (const photo of photos) {
    const refused = photoRefusal(photo) ?? linkRefusal(root, photo as string);
    if (refused) return refused;
  }
  return photos.length > 0 ? linkRefusal(root, PHOTO_FOLDER) : undefined;
}

async function answerRead(root: string, name: EditedFile, response: http.ServerResponse): Promise<void> {
  const bytes = readContentFile(root, name);
  if (!bytes) {
    reply(response, 404, { error: `There is no ${editedFilePath(name)} in ${root}.` });
    return;
  }
  reply(response, 200, { text: bytes.toString("utf8"), version: versionOf(bytes) } satisfies LocalFile);
}

interface EndpointOptions {
  /** Where each save is reported (the server's console). */
  log?: (line: string) => void;
  bodyLimit?: number;
}

async function answerSave(root: string, name: EditedFile, request: http.IncomingMessage, response: http.ServerResponse, options: Required<EndpointOptions>) {
  const body = await readBody(request, response, options.bodyLimit);
  if (!body) return;
  const save = parseSave(body);
  if (typeof save === "string") return reply(response, 400, { error: save });
  const refused = pathsRefusal(root, save);
  if (refused) return reply(response, 403, { error: refused });
  const photos = {
    add: (save.photos?.add ?? []).map((photo) => ({ path: photo.path, bytes: Buffer.from(photo.base64, "base64") })),
    remove: save.photos?.remove ?? [],
  };
  const outcome = saveContentFile(root, name, { text: save.text, baseVersion: save.baseVersion, photos });
  const file = editedFilePath(name);
  if (!outcome.saved && outcome.reason === "missing") return reply(response, 404, { error: `There is no ${file} in ${root}.` });
  if (!outcome.saved) return reply(response, 409, { error: `${file} was changed since it was opened, so it wasn't saved over.` });
  options.log(`Saved ${file}${save.message ? `: ${save.message}` : ""}`);
  reply(response, 200, { version: outcome.version });
}

/** The endpoint for the content of the project at `root` (its content/ folder); it answers every path under LOCAL_API_PATH. */
export function localEndpoint(root: string, { log = console.log, bodyLimit = BODY_LIMIT }: EndpointOptions = {}): Handler {
  return (request, response) => {
    const refusedCaller = callerRefusal(request.method, request.headers);
    if (refusedCaller) return reply(response, 403, { error: refusedCaller });
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === LOCAL_PHOTOS_PATH && request.method === "GET") {
      const refusedFolder = linkRefusal(root, PHOTO_FOLDER);
      return refusedFolder ? reply(response, 403, { error: refusedFolder }) : reply(response, 200, { photos: listPhotos(root) } satisfies LocalPhotos);
    }
    const name = pathname.startsWith(`${LOCAL_API_PATH}content/`) ? pathname.slice(`${LOCAL_API_PATH}content/`.length) : pathname;
    const refused = nameRefusal(name) ?? linkRefusal(root, editedFilePath(name as EditedFile));
    if (refused) return reply(response, 403, { error: refused });
    const answering =
      request.method === "GET" ? answerRead(root, name as EditedFile, response) : answerSave(root, name as EditedFile, request, response, { log, bodyLimit });
    answering.catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else reply(response, 500, { error: `The editor's server couldn't do that: ${error instanceof Error ? error.message : String(error)}` });
    });
  };
}
