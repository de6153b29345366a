/**
 * The local editor's endpoint for `npm run edit` (scripts/tools/serve.ts --edit): the editor's page reads and saves
 * the content files of a folder on this computer through it, with no account and no network. It answers the
 * protocol of src/admin/backends/local-api.ts at LOCAL_API_PATH, on the site's own address (the editor's
 * Content-Security-Policy needs no extra host for it).
 *
 * Before anything is read or written (docs/cms.md, "Safety"; the checks are editor-guard.ts): serve.ts has refused a
 * foreign Host on every path; here a request must come from the editor's own page (its Origin, or a same-origin
 * read), name every content file it writes (the one in its address, and each of a save's `also`) by its name and
 * photos by content/photos/<name>, lead nowhere through a link, and
 * carry a body no larger than BODY_LIMIT. A refusal is 403 (413 for size) with its one-line reason, and no CORS
 * header: no other origin may read any answer. The content's recent changes are read, never written, from the
 * project's git history (local-history.ts) and the records of the saves made here and not yet committed
 * (local-saves.ts, written after each save), and a change is named only by a commit's full sha (COMMIT_SHA) or a
 * save's id (SAVE_ID). At its start, a save the server was stopped in the middle of is undone (local-files.ts).
 */
import type http from "node:http";
import { editedFilePath, type EditedFile } from "../../../src/content/names.ts";
import {
  COMMIT_SHA,
  SAVE_ID,
  LOCAL_API_PATH,
  LOCAL_HISTORY_PATH,
  LOCAL_PHOTOS_PATH,
  type LocalFile,
  type LocalHistory,
  type LocalPhotos,
  type LocalSave,
} from "../../../src/admin/backends/local-api.ts";
import { PHOTO_FOLDER } from "../../../src/admin/photos/photo-paths.ts";
import { callerRefusal, linkRefusal, nameRefusal, photoRefusal } from "./editor-guard.ts";
import { listPhotos, readContentFile, saveContentFiles, undoUnfinishedSaves, versionOf, type ContentWrite } from "./local-files.ts";
import { readChange, readHistory } from "./local-history.ts";
import { readSave, recordSave, unpublishedSaves } from "./local-saves.ts";

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
  const also = save.also ?? [];
  if (!Array.isArray(also) || !also.every((file) => typeof file?.name === "string" && typeof file.text === "string" && typeof file.baseVersion === "string")) {
    return "The save's other files weren't readable.";
  }
  return { text: save.text, baseVersion: save.baseVersion, also, message: typeof save.message === "string" ? save.message : undefined, photos };
}

/**
 * Why a save's paths are refused: its other files only content files, named once with the one in the address, photos
 * only in content/photos, and nothing reached through a link.
 */
function pathsRefusal(root: string, name: EditedFile, save: LocalSave): string | undefined {
  const names: string[] = [name];
  for (const file of save.also ?? []) {
    const refused = nameRefusal(file.name) ?? linkRefusal(root, editedFilePath(file.name));
    if (refused) return refused;
    if (names.includes(file.name)) return `The save names ${editedFilePath(file.name)} twice.`;
    names.push(file.name);
  }
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
  const refused = pathsRefusal(root, name, save);
  if (refused) return reply(response, 403, { error: refused });
  const photos = {
    add: (save.photos?.add ?? []).map((photo) => ({ path: photo.path, bytes: Buffer.from(photo.base64, "base64") })),
    remove: save.photos?.remove ?? [],
  };
  const files: ContentWrite[] = [{ name, text: save.text, baseVersion: save.baseVersion }, ...(save.also ?? [])];
  // Each file as it is before the save: nothing waits between this and the save, so it is what the save replaces.
  const before = files.map((file) => readContentFile(root, file.name)?.toString("utf8"));
  const outcome = saveContentFiles(root, { files, photos });
  const named = (paths: readonly string[]) => paths.join(" and ");
  if (!outcome.saved && outcome.reason === "missing") return reply(response, 404, { error: `There is no ${named(outcome.files)} in ${root}.` });
  if (!outcome.saved) {
    const since = outcome.files.length === 1 ? "was changed since it was opened" : "were changed since they were opened";
    return reply(response, 409, { error: `${named(outcome.files)} ${since}, so nothing was saved over.`, files: outcome.files });
  }
  options.log(`Saved ${named(files.map((file) => editedFilePath(file.name)))}${save.message ? `: ${save.message}` : ""}`);
  // Listed in Recent changes until it is committed (local-saves.ts).
  recordSave(root, {
    message: save.message ?? "",
    files: files.map((file, index) => ({ name: file.name, before: before[index], after: file.text })),
    otherFiles: photos.add.length > 0 || photos.remove.length > 0,
  });
  reply(response, 200, { version: outcome.versions[0] });
}

/** The history's answers (GET only): the list, or one change by its sha; undefined for a path that isn't the history's. */
function answerHistory(root: string, pathname: string, method: string | undefined, response: http.ServerResponse): Promise<void> | undefined {
  if (pathname !== LOCAL_HISTORY_PATH && !pathname.startsWith(`${LOCAL_HISTORY_PATH}/`)) return undefined;
  if (method !== "GET") return Promise.resolve(reply(response, 403, { error: "The recent changes can only be read." }));
  if (pathname === LOCAL_HISTORY_PATH) {
    return Promise.all([unpublishedSaves(root), readHistory(root)]).then(([saves, commits]) =>
      reply(response, 200, { changes: [...saves, ...commits] } satisfies LocalHistory),
    );
  }
  const id = pathname.slice(LOCAL_HISTORY_PATH.length + 1);
  const change = SAVE_ID.test(id) ? Promise.resolve(readSave(root, id)) : COMMIT_SHA.test(id) ? readChange(root, id) : undefined;
  if (!change) return Promise.resolve(reply(response, 403, { error: "That isn't a change of the content's history." }));
  return change.then((detail) => (detail ? reply(response, 200, detail) : reply(response, 404, { error: "That change isn't in the content's history." })));
}

/** The endpoint for the content of the project at `root` (its content/ folder); it answers every path under LOCAL_API_PATH. */
export function localEndpoint(root: string, { log = console.log, bodyLimit = BODY_LIMIT }: EndpointOptions = {}): Handler {
  // A save the server was stopped in the middle of is undone before anything is read (local-files.ts).
  const undone = undoUnfinishedSaves(root);
  if (undone.length > 0) log(`A save was under way when the editor last stopped, so it was undone: ${undone.join(" and ")} are as they were before it.`);
  return (request, response) => {
    const refusedCaller = callerRefusal(request.method, request.headers);
    if (refusedCaller) return reply(response, 403, { error: refusedCaller });
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === LOCAL_PHOTOS_PATH && request.method === "GET") {
      const refusedFolder = linkRefusal(root, PHOTO_FOLDER);
      return refusedFolder ? reply(response, 403, { error: refusedFolder }) : reply(response, 200, { photos: listPhotos(root) } satisfies LocalPhotos);
    }
    const history = answerHistory(root, pathname, request.method, response);
    if (history) return void history.catch(failed(response));
    const name = pathname.startsWith(`${LOCAL_API_PATH}content/`) ? pathname.slice(`${LOCAL_API_PATH}content/`.length) : pathname;
    const refused = nameRefusal(name) ?? linkRefusal(root, editedFilePath(name as EditedFile));
    if (refused) return reply(response, 403, { error: refused });
    const answering =
      request.method === "GET" ? answerRead(root, name as EditedFile, response) : answerSave(root, name as EditedFile, request, response, { log, bodyLimit });
    answering.catch(failed(response));
  };
}

/** An answer that failed on the way: said in one line, or the connection closed if it had begun. */
const failed = (response: http.ServerResponse) => (error: unknown) => {
  if (response.headersSent) response.destroy();
  else reply(response, 500, { error: `The editor's server couldn't do that: ${error instanceof Error ? error.message : String(error)}` });
};
