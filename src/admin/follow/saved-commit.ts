/** A save just made online, as the record that follows it (followed-save.ts): its commit, file, page and site. */
import type { LoadedContent } from "../../content/content-types.ts";
import type { EditedFile } from "../../content/names.ts";
import type { FollowedSave } from "./followed-save.ts";

/**
 * A save just made online, to follow: `pagePath`, the page the file feeds (its kind's: file-kinds/), and the site's
 * address from the content as saved.
 */
export function savedCommit(save: {
  repo: string;
  sha: string;
  name: EditedFile;
  text: string;
  pagePath: string;
  content: LoadedContent;
  built: LoadedContent;
}): FollowedSave {
  const site = save.content.site ?? save.built.site;
  return {
    repo: save.repo,
    sha: save.sha,
    file: save.name,
    text: save.text,
    pagePath: save.pagePath,
    origin: site?.origin ?? location.origin,
    siteLive: site?.live === true,
    savedAt: Date.now(),
    stage: { kind: "checking" },
  };
}
