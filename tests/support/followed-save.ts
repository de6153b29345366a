/**
 * A save followed until it is live (src/admin/follow/followed-save.ts) in the browser tests, against the GitHub
 * double's checks and deployments (tests/support/github-double-checks.ts): the editor's minutes made short, the host's
 * address for a deploy, the live page's link, and what the editor says at each stage, in its own words
 * (follow-words.ts). admin-follow.spec.ts and the screenshots of tests/visual/editor.spec.ts share them.
 */
import type { Page } from "@playwright/test";
import { followWords } from "../../src/admin/follow/follow-words.ts";
import { FOLLOW_TIMES_KEY, type FollowStage, type FollowTimes } from "../../src/admin/follow/followed-save.ts";
import type { ContentName } from "../../src/content/names.ts";
import { sitePaths } from "../../src/lib/site-paths.ts";
import { founder, site } from "./site-pages";

/** The host's address for its deploy of the commit, as Netlify reports it in the deployment's status. */
export const DEPLOY_URL = "https://deploy-1--valet.netlify.app";

/** The page a file feeds, by the site's own route table. */
export const pagePathOf = (name: ContentName) => sitePaths(founder.slug).find((page) => page.wordsFile === name)!.path;

/** The live page's link, by its path: the site's own address once site.yaml says it is live, the host's deploy until then. */
export const liveLinkAt = (path: string) => new URL(path, site.live ? site.origin : DEPLOY_URL).href;

/** The live link of the page a file feeds. */
export const liveLink = (name: ContentName) => liveLinkAt(pagePathOf(name));

/** The editor asks every few milliseconds instead of seconds; `times` shortens others. */
export async function followFast(page: Page, times: Partial<FollowTimes> = {}): Promise<void> {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [FOLLOW_TIMES_KEY, JSON.stringify({ firstLook: 20, longestWait: 100, ...times })],
  );
}

/**
 * The editor's sentence for a save at `stage` (follow-words.ts). The sentence depends on the stage alone: the
 * record's other parts only make its links.
 */
export function followSaying(stage: FollowStage): string {
  const record = { repo: "", sha: "", file: "pricing" as const, text: "", pagePath: "/", origin: "", siteLive: false, savedAt: 0, stage };
  return followWords(record, (path) => path).text;
}
