/**
 * The editor's list of files, by the page each one feeds: a file that is a section of another file's page (the
 * add-ons table, on the pricing page) is listed under that page (its declaration's shownOn,
 * src/content/file-declarations.ts). The preview draws the same page for it (preview/preview-pages.ts).
 */
import { CONTENT_NAMES, type ContentName } from "../content/names.ts";
import { pageFileOf } from "../content/file-declarations.ts";

/** The files, grouped under the file whose page shows them (itself first), in the order of CONTENT_NAMES. */
export function fileGroups(): { page: ContentName; files: ContentName[] }[] {
  const pages = CONTENT_NAMES.filter((name) => pageFileOf(name) === name);
  return pages.map((page) => ({ page, files: [page, ...CONTENT_NAMES.filter((name) => name !== page && pageFileOf(name) === page)] }));
}
