/**
 * The local editor's protocol (`npm run edit`, docs/cms.md "The two backends"), read by both its ends:
 * the browser's backend (local.ts) and the server's endpoint (scripts/tools/cms/local-endpoint.ts).
 *
 * - `GET  <LOCAL_API_PATH>content/<name>` (a content file's name, or the postcode list's file name) → 200 `{ text, version }` (version: the sha-1 of the file's bytes)
 * - `PUT  <LOCAL_API_PATH>content/<name>` with a LocalSave → 200 `{ version }` (the named file's), or 409
 *   `{ error, files }` when baseVersion is not the file's version any more, or an `also` file's is not its own:
 *   `files` lists each file that moved on (content/<name>.yaml). All the files (and photos) are written, or none
 * - `GET  <LOCAL_API_PATH>photos` → 200 `{ photos }`: the photo files there are now, each as content/photos/<file>
 * - `GET  <LOCAL_API_PATH>history` → 200 `{ changes }`: first the saves made here and not yet committed (newest
 *   first, each `unpublished`: scripts/tools/cms/local-saves.ts), then the content's recent changes, newest first,
 *   from the project's own git history, read-only (LocalHistory; none when the project is not a git repository)
 * - `GET  <LOCAL_API_PATH>history/<id>` → 200 a ChangeDetail: each content file that commit (or save) touched, before
 *   and after it; 403 for anything but a commit's full sha or a save's id (SAVE_ID), 404 for one there isn't
 * - anything refused → 403 (or 404, 413) `{ error }`, one plain sentence
 */
import { EDITOR_PATH } from "../../lib/site-paths.ts";
import type { EditedFile } from "../../content/names.ts";
import type { ContentChange } from "./backend.ts";

/** Where the endpoint answers: under the editor's own address, so its page reaches it with no extra permission. */
export const LOCAL_API_PATH = `${EDITOR_PATH}api/`;

/** The address of one content file at the endpoint (the postcode list by its file name). */
export const localContentPath = (name: EditedFile) => `${LOCAL_API_PATH}content/${name}`;

/** Where the endpoint lists the photo files there are. */
export const LOCAL_PHOTOS_PATH = `${LOCAL_API_PATH}photos`;

/** Where the endpoint lists the content's recent changes; one change's detail is at `<it>/<sha>`. */
export const LOCAL_HISTORY_PATH = `${LOCAL_API_PATH}history`;

/** A commit's full sha, as the endpoint takes it: nothing else reaches git. */
export const COMMIT_SHA = /^[0-9a-f]{40}$/;

/** A save's id (not yet committed), as the endpoint takes it: when it was made, in milliseconds, then a random UUID. */
export const SAVE_ID = /^saved-[0-9]{15}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer to the history's listing. */
export interface LocalHistory {
  changes: ContentChange[];
}

/** The answer to the photos' listing. */
export interface LocalPhotos {
  photos: string[];
}

/** A save's body. */
export interface LocalSave {
  text: string;
  baseVersion: string;
  /** Other content files written with it, all or none (SaveRequest's `also`). */
  also?: { name: EditedFile; text: string; baseVersion: string }[];
  /** Reported in the server's log, as the commit it would be. */
  message?: string;
  photos?: { add: { path: string; base64: string }[]; remove: string[] };
}

/** The answer to a read. */
export interface LocalFile {
  text: string;
  version: string;
}

/** Every refusal's body; a conflict's also names the files that moved on. */
export interface LocalRefusal {
  error: string;
  files?: string[];
}
