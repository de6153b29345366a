/** The editor's service worker, beside its page (scope: the editor's folder; src/admin/service-worker.ts). */
export const EDITOR_SERVICE_WORKER = "sw.js";

/**
 * The name of the checks' verdict beside Save, passed or not, to assistive technology (checks/ChecksPanel.tsx);
 * the browser tests wait on it as the sign that a file's checks have run.
 */
export const CHECKS_LABEL = "Checks";

/** Where Recent changes lists the saves not yet committed (locally, with `npm run edit`), above the history (history/). */
export const UNPUBLISHED_HEADING = "Saved on this computer, not yet published";
