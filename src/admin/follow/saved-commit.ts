/** A save just made online, as the record that follows it (followed-save.ts): its commit, file, page and site. */
import type { LoadedContent } from "../../content/content-types.ts";
import type { ContentName } from "../../content/names.ts";
import { previewPage } from "../preview/preview-pages.ts";
import type { FollowedSave } from "./followed-save.ts";

/** A save just made online, to follow: the page it feeds and the site's address from the content as saved. */
export function savedCommit(save: { repo: string; sha: string; name: ContentName; text: string; content: LoadedContent; built: LoadedContent }): FollowedSave {
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

/** The path of the page a file feeds (preview-pages.ts: the founder's page is at its slug). */
export const pagePathOf = (name: ContentName, content: LoadedContent, built: LoadedContent) =>
  previewPage(name, content.founder?.slug ?? built.founder?.slug ?? "").path;
