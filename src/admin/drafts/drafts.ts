/**
 * Unsaved changes, kept in the browser (localStorage) at every edit until they are saved or discarded: a
 * reload, a lost connection or an expired sign-in never loses what the owner typed. A draft remembers the
 * file as it was read (its text and version), so that a save after a reload still knows what it changes,
 * and a newer file on GitHub is noticed, and the changes applied onto it, rather than overwritten. The photos chosen
 * are named here and kept, as files, in IndexedDB (draft-photos.ts): localStorage holds text only.
 *
 * Imports nothing: the list of files (start.ts, the page's small first script) reads it to mark drafts.
 */

/** What is kept for one file. */
interface Draft {
  /** The values in the form. */
  values: unknown;
  /** The file's text and version when it was read: what the changes were made to. */
  baseText: string;
  baseVersion: string;
  /** When it was kept (ISO 8601), to say "your changes from 10:42". */
  savedAt: string;
  /** The photos the save will add (their files kept in IndexedDB) and remove, content/photos/<file>. */
  photos?: DraftPhotos;
}

/** The photo changes of a draft, by path. */
export interface DraftPhotos {
  add: string[];
  remove: string[];
}

/** Where drafts are kept: one repository's (or the local editor's) own, in this browser. */
export interface DraftStore {
  /** "owner/name", or "local". */
  where: string;
  /** Undefined where the browser refuses storage (turned off, some private windows). */
  storage: Storage | undefined;
}

export const DRAFT_PREFIX = "editor-draft:";

/** The storage key of a file's draft: the same file of another site, or of the local editor, is another draft. */
export const draftKey = (store: DraftStore, name: string) => `${DRAFT_PREFIX}${store.where}:${name}`;

/** localStorage, or undefined where reading it throws. */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const draftStore = (where: string, storage: Storage | undefined = browserStorage()): DraftStore => ({ where, storage });

/**
 * Keeps the draft of `name`. False when the browser wouldn't keep it (storage full or turned off): the
 * editor can then say that the changes live only in this tab until saved.
 */
export function keepDraft(store: DraftStore, name: string, draft: Omit<Draft, "savedAt">, now = new Date()): boolean {
  try {
    store.storage?.setItem(draftKey(store, name), JSON.stringify({ ...draft, savedAt: now.toISOString() } satisfies Draft));
    return store.storage !== undefined;
  } catch {
    return false;
  }
}

const isPaths = (value: unknown): value is string[] => Array.isArray(value) && value.every((path) => typeof path === "string");

const isDraft = (value: unknown): value is Draft => {
  const draft = value as Partial<Draft> | null;
  return (
    typeof draft === "object" &&
    draft !== null &&
    "values" in draft &&
    typeof draft.baseText === "string" &&
    typeof draft.baseVersion === "string" &&
    typeof draft.savedAt === "string" &&
    (draft.photos === undefined || (isPaths(draft.photos.add) && isPaths(draft.photos.remove)))
  );
};

/** The draft of `name`, if there is one that can be read (a damaged one is as none). */
export function readDraft(store: DraftStore, name: string): Draft | undefined {
  try {
    const text = store.storage?.getItem(draftKey(store, name));
    const draft: unknown = text ? JSON.parse(text) : undefined;
    return isDraft(draft) ? draft : undefined;
  } catch {
    // Storage turned off, or text that isn't a draft's.
    return undefined;
  }
}

export const hasDraft = (store: DraftStore, name: string) => readDraft(store, name) !== undefined;

/** Forgets the draft of `name`: saved, or discarded by the owner. */
export function discardDraft(store: DraftStore, name: string): void {
  try {
    store.storage?.removeItem(draftKey(store, name));
  } catch {
    // Storage turned off: nothing was kept to forget.
  }
}
