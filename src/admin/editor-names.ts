import type { ContentName } from "../content/names.ts";

/**
 * The editor's file format for one content file (config.yml › collections › format). Each file has
 * its own, because Decap hands a format only the values on save: the format keeps the text it read
 * of its one file, to write the values back onto (apply-edits.ts).
 */
export const editorFormatName = (name: ContentName) => `content-${name}`;

/** Where `npm run edit` answers the editor's local backend, on the site's own address (scripts/tools/cms/local-backend.ts). */
export const LOCAL_BACKEND_PATH = "/api/v1";

/** The editor's service worker, beside its page (scope: the editor's folder; src/admin/service-worker.ts). */
export const EDITOR_SERVICE_WORKER = "sw.js";

/**
 * What the build tells the editor's start through its page (scripts/build/admin/write-admin.ts): attributes of
 * the script element that loads it. The preview's stylesheet is named by its content, so only the build knows it.
 */
export const EDITOR_PAGE_DATA = { siteName: "data-site-name", previewStyle: "data-preview-style" } as const;
