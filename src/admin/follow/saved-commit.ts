/** A save just made online, as the record that follows it (followed-save.ts): its commit, file, page and site. */
import type { LoadedContent } from "../../content/content-types.ts";
import { POSTCODE_LIST_FILE, type EditedFile } from "../../content/names.ts";
import { PAGES } from "../../lib/site-paths.ts";
import { previewPage } from "../preview/preview-pages.ts";
import type { FollowedSave } from "./followed-save.ts";

/** A save just made online, to follow: the page it feeds and the site's address from the content as saved. */
export function savedCommit(save: { repo: string; sha: string; name: EditedFile; text: string; content: LoadedContent; built: LoadedContent }): FollowedSave {
  const site = save.content.site ?? save.built.site;
  return {
    repo: save.repo,
    sha: save.sha,
    file: save.name,
    text: save.text,
    pagePath: pagePathOf(save.name, save.content, save.built),
    origin: site?.origin ?? location.origin,
    siteLive: site?.live === true,
    savedAt: Date.now(),
    stage: { kind: "checking" },
  };
}

/**
 * The path of the page a file feeds (preview-pages.ts: the founder's page is at its slug); the covered postcodes feed
 * the booking page's postcode check, where visitors find whether theirs is covered (islands/book.tsx).
 */
export const pagePathOf = (name: EditedFile, content: LoadedContent, built: LoadedContent) =>
  name === POSTCODE_LIST_FILE ? PAGES.book.path : previewPage(name, content.founder?.slug ?? built.founder?.slug ?? "").path;
