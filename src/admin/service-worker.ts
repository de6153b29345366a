/**
 * The editor's service worker (/admin/sw.js, scope /admin/): a repeat visit takes the editor's code (the
 * start, the file editor with its checks and preview, the stylesheet) from the cache instead of downloading
 * it again, and Chromium keeps the compiled code of scripts cached while the worker installs, so they
 * aren't parsed again either. The build writes the deploy's version and files in front of this script
 * (EDITOR_CACHE), so a new deploy is a new worker: it installs beside the old one, takes over once no old
 * editor is open, and deletes the old files. Until then the new page's files, which the old cache doesn't
 * hold, come from the network. The site's own pages get no worker: this one's scope is the editor's folder.
 */
import { editorCacheName, editorCacheRoute, staleEditorCaches } from "./editor-cache-rules.ts";

/** Written by the build (scripts/build/admin/write-admin.ts): this deploy's version and the files to keep from the start. */
declare const EDITOR_CACHE: { version: string; files: string[] };

/** The parts of the worker's scope this script uses (the DOM's types have no worker scope). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const cacheName = editorCacheName(EDITOR_CACHE.version);

worker.addEventListener("install", (event) => {
  // The editor's files, from the browser's HTTP cache where the first visit just downloaded them (they're immutable).
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(EDITOR_CACHE.files.map((file) => new URL(file, worker.registration.scope).href))));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleEditorCaches(names, EDITOR_CACHE.version).map((name) => caches.delete(name))))
      // The page that registered this worker has the same deploy's files: its next ones (the preview) come from here.
      .then(() => worker.clients.claim()),
  );
});

/** A file named by its content: the cached copy, else the network's, kept for next time. */
async function fromCache(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(cacheName).then((cache) => cache.put(request, copy));
  }
  return response;
}

worker.addEventListener("fetch", (event) => {
  if (editorCacheRoute(event.request, worker.registration.scope) === "cache") event.respondWith(fromCache(event.request));
});
