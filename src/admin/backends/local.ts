/**
 * The editor's local backend: `npm run edit`'s endpoint on the page's own address (local-api.ts has the protocol),
 * which reads and writes the content folder on this computer. No account, no network beyond this computer.
 *
 * Upload progress: the photos go to this same computer, in one request, so they are reported as not sent, then
 * all sent once the endpoint has answered.
 */
import type { EditorBackend, SaveRequest } from "./backend.ts";
import { blobToBase64 } from "./base64.ts";
import { ConflictError, OfflineError, RefusedError } from "./errors.ts";
import {
  LOCAL_HISTORY_PATH,
  LOCAL_PHOTOS_PATH,
  localContentPath,
  type LocalFile,
  type LocalHistory,
  type LocalPhotos,
  type LocalRefusal,
  type LocalSave,
} from "./local-api.ts";
import type { ChangeDetail } from "./backend.ts";
import { CONTENT_NAMES, editedFilePath, type EditedFile } from "../../content/names.ts";

const UNREACHABLE = "The editor's server on this computer isn't answering. Check that `npm run edit` is still running, then try again.";

async function send(fetchFile: typeof fetch, address: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchFile(address, { ...init, cache: "no-store" });
  } catch {
    throw new OfflineError(UNREACHABLE);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

/** What the endpoint said, as the owner reads it. */
function refusal(status: number, body: unknown, doing: string): RefusedError {
  const said = (body as Partial<LocalRefusal> | undefined)?.error;
  return new RefusedError(status, typeof said === "string" && said ? said : `The editor's server on this computer couldn't ${doing} (${status}).`);
}

async function saveBody(request: SaveRequest): Promise<{ body: string; photoBytes: number }> {
  const add = await Promise.all((request.photos?.add ?? []).map(async (photo) => ({ path: photo.path, base64: await blobToBase64(photo.bytes) })));
  const save: LocalSave = {
    text: request.text,
    baseVersion: request.baseVersion,
    ...(request.also?.length ? { also: request.also.map(({ name, text, baseVersion }) => ({ name, text, baseVersion })) } : {}),
    message: request.message,
    photos: { add, remove: request.photos?.remove ?? [] },
  };
  return { body: JSON.stringify(save), photoBytes: add.reduce((sum, photo) => sum + photo.base64.length, 0) };
}

export function localBackend(options: { fetch?: typeof fetch } = {}): EditorBackend {
  const fetchFile = options.fetch ?? ((...request) => fetch(...request));
  const read = async (name: EditedFile) => {
    const { status, body } = await send(fetchFile, localContentPath(name));
    if (status !== 200) throw refusal(status, body, `read ${editedFilePath(name)}`);
    const file = body as LocalFile;
    return { text: file.text, version: file.version };
  };
  return {
    read,
    // Every file read again (on this computer, a few milliseconds); one that can't be read keeps the text held.
    changedTexts: async (held) => {
      const files = await Promise.allSettled(CONTENT_NAMES.map(async (name) => [name, (await read(name)).text] as const));
      return Object.fromEntries(files.flatMap((file) => (file.status === "fulfilled" && file.value[1] !== held[file.value[0]] ? [file.value] : [])));
    },
    photos: async () => {
      const { status, body } = await send(fetchFile, LOCAL_PHOTOS_PATH);
      if (status !== 200) throw refusal(status, body, "list the photos");
      return (body as LocalPhotos).photos;
    },
    history: async () => {
      const { status, body } = await send(fetchFile, LOCAL_HISTORY_PATH);
      if (status !== 200) throw refusal(status, body, "read the recent changes");
      return (body as LocalHistory).changes;
    },
    changeDetail: async (id) => {
      const { status, body } = await send(fetchFile, `${LOCAL_HISTORY_PATH}/${encodeURIComponent(id)}`);
      if (status !== 200) throw refusal(status, body, "read that change");
      return body as ChangeDetail;
    },
    save: async (request) => {
      const { body, photoBytes } = await saveBody(request);
      if (photoBytes > 0) request.onProgress?.(0, photoBytes);
      const answer = await send(fetchFile, localContentPath(request.name), { method: "PUT", headers: { "Content-Type": "application/json" }, body });
      if (answer.status === 409) {
        const files = (answer.body as Partial<LocalRefusal> | undefined)?.files;
        throw new ConflictError(
          "This file was changed on this computer since you opened it, so it wasn't saved over. Open the newer version to apply your changes to it.",
          Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : [editedFilePath(request.name)],
        );
      }
      if (answer.status !== 200) throw refusal(answer.status, answer.body, `save ${editedFilePath(request.name)}`);
      if (photoBytes > 0) request.onProgress?.(photoBytes, photoBytes);
      return { version: (answer.body as { version: string }).version };
    },
  };
}
