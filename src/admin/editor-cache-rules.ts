/**
 * What the editor's service worker (service-worker.ts) does with each request, and the names it keeps
 * its files under. Pure, so the rules are unit-tested; the worker only carries them out.
 *
 * The editor's code lives in `assets/` under its page (scripts/build/admin/write-admin.ts): every file
 * there is named by its content (Vite's hashes: the start, the file editor's chunks, the stylesheet), so a
 * file of that name never changes and can be kept. Everything else (the page itself, the worker, the local
 * endpoint, GitHub, the site's media) goes to the network as if there were no worker: a new deploy's page
 * names new files, which no cache holds, so the owner never edits with an old editor.
 */

/** The folder of the editor's files named by their content, under the editor's page. */
export const EDITOR_ASSETS = "assets/";

/** The prefix of every cache the editor's worker owns; one per deploy, named by its version. */
const CACHE_PREFIX = "site-editor-";

export const editorCacheName = (version: string): string => `${CACHE_PREFIX}${version}`;

/** The caches an older deploy left, to delete once this one's worker takes over. */
export const staleEditorCaches = (names: readonly string[], version: string): string[] =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== editorCacheName(version));

/**
 * "cache": from the cache, else from the network and then kept (a file named by its content);
 * "network": the worker leaves the request alone.
 */
export function editorCacheRoute(request: { method: string; url: string }, scope: string): "cache" | "network" {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  const assets = new URL(EDITOR_ASSETS, scope);
  return url.origin === assets.origin && url.pathname.startsWith(assets.pathname) && url.search === "" ? "cache" : "network";
}
