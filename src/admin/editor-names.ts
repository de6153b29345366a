/** The editor's service worker, beside its page (scope: the editor's folder; src/admin/service-worker.ts). */
export const EDITOR_SERVICE_WORKER = "sw.js";

/**
 * The name of the checks' verdict beside Save, passed or not, to assistive technology (checks/ChecksPanel.tsx);
 * the browser tests wait on it as the sign that a file's checks have run.
 */
export const CHECKS_LABEL = "Checks";
