/**
 * The scheduling service's booking types still to create (booking-types.ts), kept in this browser from the save of
 * the Pricing page that made them needed until the owner says they've made them: a reload, or coming back another
 * day, still lists them. Kept apart for each place the editor saves, as the drafts are (drafts.ts's `where`: the
 * local editor, each GitHub repository), and by package, so that a package retired or renamed before they were made
 * drops its own.
 *
 * Imports nothing but a type: the list of files (start.ts, the page's small first script) reads it to mark the Pricing page.
 */
import type { DraftStore } from "../drafts/drafts.ts";

/** The booking types to create, by the code of the package that needs them. */
export type ToCreate = Readonly<Record<string, readonly string[]>>;

const keyOf = (store: DraftStore) => `editor-booking-types:${store.where}`;

const isToCreate = (value: unknown): value is ToCreate =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((paths) => Array.isArray(paths) && paths.every((path) => typeof path === "string"));

/** What is kept to create (none where nothing, or nothing readable, is kept). */
export function readToCreate(store: DraftStore): ToCreate {
  try {
    const text = store.storage?.getItem(keyOf(store));
    const kept: unknown = text ? JSON.parse(text) : {};
    return isToCreate(kept) ? kept : {};
  } catch {
    // Storage turned off, or text that isn't a list's.
    return {};
  }
}

/** Every booking type to create, each once. */
export const pathsToCreate = (kept: ToCreate): string[] => [...new Set(Object.values(kept).flat())];

/** Forgets them all: the owner has made them. */
export function forgetToCreate(store: DraftStore): void {
  try {
    store.storage?.removeItem(keyOf(store));
  } catch {
    // Storage turned off: nothing was kept to forget.
  }
}

/**
 * After a save of the Pricing page whose packages are now `packages`: what was kept for a package still there, with
 * `created` (the new or renamed packages' booking types) added. Kept, and answered: the storage refusing only loses
 * them at the next reload.
 */
export function keepToCreate(store: DraftStore, created: ToCreate, packages: readonly string[]): ToCreate {
  const kept = Object.fromEntries(
    Object.entries({ ...readToCreate(store), ...created }).filter(([code, paths]) => packages.includes(code) && paths.length > 0),
  );
  if (Object.keys(kept).length === 0) forgetToCreate(store);
  else {
    try {
      store.storage?.setItem(keyOf(store), JSON.stringify(kept));
    } catch {
      // A full storage: listed until the next reload.
    }
  }
  return kept;
}
