/**
 * The photos a draft adds, kept as files in this browser's IndexedDB (localStorage holds only text): a reload
 * brings them back with the draft (drafts.ts names them), so the save still uploads them. One record per draft, by
 * the draft's own key: the chosen photos' paths and bytes (Blobs, which IndexedDB stores as they are).
 *
 * Each call opens the database and closes it once done: nothing holds it open between edits.
 */

/** The database and its one store. */
export const DRAFT_PHOTOS_DATABASE = "editor-draft-photos";
const STORE = "photos";

interface KeptPhoto {
  path: string;
  bytes: Blob;
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = globalThis.indexedDB.open(DRAFT_PHOTOS_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB refused to open"));
    request.onblocked = () => reject(new Error("IndexedDB is busy in another tab"));
  });
}

/** Runs one request on the store, then closes the database; rejects where IndexedDB is missing or refuses. */
async function withStore<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = ask(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB refused the change"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB gave up the change"));
    });
  } finally {
    database.close();
  }
}

/** Keeps the photos a draft adds (none: forgets them). False when the browser wouldn't keep them. */
export async function keepDraftPhotos(key: string, photos: readonly KeptPhoto[]): Promise<boolean> {
  try {
    const kept = photos.map(({ path, bytes }) => ({ path, bytes }));
    if (kept.length > 0) await withStore("readwrite", (store) => store.put(kept, key));
    else await withStore("readwrite", (store) => store.delete(key));
    return true;
  } catch {
    return false;
  }
}

const isKept = (value: unknown): value is KeptPhoto[] =>
  Array.isArray(value) && value.every((photo: Partial<KeptPhoto>) => typeof photo?.path === "string" && photo.bytes instanceof Blob);

/** The photos kept for a draft, by path: none where the browser lost them (storage cleared, or refused). */
export async function readDraftPhotos(key: string): Promise<Map<string, Blob>> {
  try {
    const kept: unknown = await withStore("readonly", (store) => store.get(key));
    return new Map(isKept(kept) ? kept.map((photo) => [photo.path, photo.bytes]) : []);
  } catch {
    return new Map();
  }
}
