/** The editor's service worker, beside its page (scope: the editor's folder; src/admin/service-worker.ts). */
export const EDITOR_SERVICE_WORKER = "sw.js";
