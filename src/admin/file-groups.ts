/**
 * The editor's list of files, by the page each one feeds: a file that is a section of another file's page (the
 * add-ons table, on the pricing page) is listed under that page. The preview draws the same page for it
 * (preview/preview-pages.ts).
 */
import { CONTENT_NAMES, type ContentName } from "../content/names.ts";

/** The files that feed a section of another file's page. */
export const SHOWN_ON: Partial<Record<ContentName, ContentName>> = {
  addons: "pricing",
  plans: "pricing",
  savings: "pricing",
  testimonials: "home",
  gallery: "home",
};

/** The files, grouped under the file whose page shows them (itself first), in the order of CONTENT_NAMES. */
export function fileGroups(): { page: ContentName; files: ContentName[] }[] {
  const pages = CONTENT_NAMES.filter((name) => !SHOWN_ON[name]);
  return pages.map((page) => ({ page, files: [page, ...CONTENT_NAMES.filter((name) => SHOWN_ON[name] === page)] }));
}
