/**
 * The local editor's protocol (`npm run edit`, docs/cms.md "The two backends"), read by both its ends:
 * the browser's backend (local.ts) and the server's endpoint (scripts/tools/cms/local-endpoint.ts).
 *
 * - `GET  <LOCAL_API_PATH>content/<name>` (a content file's name, or the postcode list's file name) → 200 `{ text, version }` (version: the sha-1 of the file's bytes)
 * - `PUT  <LOCAL_API_PATH>content/<name>` with a LocalSave → 200 `{ version }`, or 409 `{ error }` when
 *   baseVersion is not the file's version any more
 * - `GET  <LOCAL_API_PATH>photos` → 200 `{ photos }`: the photo files there are now, each as content/photos/<file>
 * - anything refused → 403 (or 404, 413) `{ error }`, one plain sentence
 */
import { EDITOR_PATH } from "../../lib/site-paths.ts";
import type { EditedFile } from "../../content/names.ts";

/** Where the endpoint answers: under the editor's own address, so its page reaches it with no extra permission. */
export const LOCAL_API_PATH = `${EDITOR_PATH}api/`;

/** The address of one content file at the endpoint (the postcode list by its file name). */
export const localContentPath = (name: EditedFile) => `${LOCAL_API_PATH}content/${name}`;

/** Where the endpoint lists the photo files there are. */
export const LOCAL_PHOTOS_PATH = `${LOCAL_API_PATH}photos`;

/** The answer to the photos' listing. */
export interface LocalPhotos {
  photos: string[];
}

/** A save's body. */
export interface LocalSave {
  text: string;
  baseVersion: string;
  /** Reported in the server's log, as the commit it would be. */
  message?: string;
  photos?: { add: { path: string; base64: string }[]; remove: string[] };
}

/** The answer to a read. */
export interface LocalFile {
  text: string;
  version: string;
}

/** Every refusal's body. */
export interface LocalRefusal {
  error: string;
}
