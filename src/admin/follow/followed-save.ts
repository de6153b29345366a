/**
 * Following a save online until it is live (docs/cms.md, "After a save: following it until it is live"): the
 * commit's check on GitHub, then the host's deploy of it, asked every few seconds at first and less often as
 * the minutes pass, until one of them decides. What is followed is kept in localStorage, one record per repository
 * (`editor-follow:<owner/name>`), so going back to the list or reloading the page carries on where it was.
 *
 * Requests: two per look while checking (check runs, combined status), two while publishing (deployments, the
 * newest one's statuses), at most every 30 s after the first minute: about 240 an hour at the most, against GitHub's
 * 5,000 an hour for a signed-in user. The browser asks again with the ETag it holds (github-api.ts's "no-cache"), and
 * GitHub's 304 answers don't count. A rate limit waits until GitHub's reset.
 */
import { OfflineError, RateLimitError, SignInError } from "../backends/errors.ts";
import { UnseenError, type CheckAnnotation, type CommitFollower, type FailedRun } from "../backends/backend.ts";
import type { EditedFile } from "../../content/names.ts";

/** Where a followed save stands. The last four end the following. */
export type FollowStage =
  | { kind: "checking" }
  | { kind: "publishing" }
  | { kind: "live"; url: string }
  | { kind: "check-failed"; notes: CheckAnnotation[]; runs: FailedRun[]; statuses: { context: string; description?: string; url?: string }[] }
  | { kind: "host-failed"; logUrl?: string }
  | { kind: "host-silent" }
  | { kind: "check-silent" }
  | { kind: "unseen" };

const FINAL: ReadonlySet<FollowStage["kind"]> = new Set(["live", "check-failed", "host-failed", "host-silent", "check-silent", "unseen"]);
export const isFinal = (stage: FollowStage) => FINAL.has(stage.kind);

/** One save being followed, as kept in localStorage. */
export interface FollowedSave {
  repo: string;
  /** The commit. */
  sha: string;
  /** The file saved: a content file, or the service area's postcode list. */
  file: EditedFile;
  /** The file's text as saved: the lines a check's notes name are read in it. */
  text: string;
  /** The page the file feeds, by its path (preview-pages.ts), and the site's address: the link once it is live. */
  pagePath: string;
  origin: string;
  /** Whether the site says it is live at `origin` (site.yaml's `live`); until then the host's own address is linked. */
  siteLive: boolean;
  savedAt: number;
  /** When GitHub's check passed. */
  passedAt?: number;
  stage: FollowStage;
}

/**
 * How often and how long it asks. The check of a content change takes a few minutes (docs/editing-content.md, "How
 * long GitHub's check takes"); the workflow's job stops itself at 45 minutes (check.yml's timeout-minutes). Netlify and
 * Cloudflare Pages start building at the push, beside the check, so their deploy is usually reported by the time the
 * check passes: ten minutes more is ample.
 */
export const FOLLOW_TIMES = {
  firstLook: 5_000,
  longestWait: 30_000,
  checkGivesUpAfter: 45 * 60_000,
  hostReportsWithin: 10 * 60_000,
  /** A finished save's outcome stays on screen this long (through reloads), then is forgotten. */
  outcomeKept: 60 * 60_000,
};
export type FollowTimes = typeof FOLLOW_TIMES;

/**
 * The tests' way to make the minutes short (a JSON of some of FOLLOW_TIMES, in localStorage). Nothing else sets it:
 * an owner never has it, and it can only change how often the editor asks GitHub.
 */
export const FOLLOW_TIMES_KEY = "editor-follow-times";

export function followTimes(storage: Storage = localStorage): FollowTimes {
  try {
    return { ...FOLLOW_TIMES, ...(JSON.parse(storage.getItem(FOLLOW_TIMES_KEY) ?? "{}") as Partial<FollowTimes>) };
  } catch {
    return FOLLOW_TIMES;
  }
}

const keyOf = (repo: string) => `editor-follow:${repo}`;

/** The save followed for this repository, unless its outcome is older than kept. */
export function readFollowed(repo: string, times: FollowTimes, storage: Storage = localStorage, now = Date.now()): FollowedSave | undefined {
  try {
    const record = JSON.parse(storage.getItem(keyOf(repo)) ?? "null") as FollowedSave | null;
    if (!record || typeof record.sha !== "string") return undefined;
    if (isFinal(record.stage) && now - record.savedAt > times.outcomeKept) {
      storage.removeItem(keyOf(repo));
      return undefined;
    }
    return record;
  } catch {
    return undefined;
  }
}

export function keepFollowed(record: FollowedSave, storage: Storage = localStorage): void {
  try {
    storage.setItem(keyOf(record.repo), JSON.stringify(record));
  } catch {
    // A full storage only loses the following across a reload.
  }
}

/** The wait before the next look: growing by half each time, up to the longest. */
export const waitBefore = (look: number, times: FollowTimes) => Math.min(times.firstLook * 1.5 ** look, times.longestWait);

/**
 * The live page's address: the site's own once it is live, else the host's for this deploy, else the site's. A host's
 * address the page's path can't be joined to (`javascript:…`) is kept as it came, for the words to show unlinked.
 */
function liveUrl(record: FollowedSave, deployUrl: string | undefined): string {
  const base = !record.siteLive && deployUrl ? deployUrl : record.origin;
  try {
    return new URL(record.pagePath, base.endsWith("/") ? base : `${base}/`).href;
  } catch {
    return base;
  }
}

/** One look at GitHub: the record as it stands after it. */
export async function lookOnce(record: FollowedSave, follower: CommitFollower, times: FollowTimes, now = Date.now()): Promise<FollowedSave> {
  let next = record;
  if (next.passedAt === undefined) {
    const check = await follower.check(record.sha);
    if (check.state === "failed") {
      const notes = await follower.annotations(check.failedRuns);
      return { ...next, stage: { kind: "check-failed", notes, runs: check.failedRuns, statuses: check.failedStatuses } };
    }
    if (check.state !== "passed") return { ...next, stage: { kind: now - record.savedAt > times.checkGivesUpAfter ? "check-silent" : "checking" } };
    next = { ...next, passedAt: now, stage: { kind: "publishing" } };
  }
  const deploy = await follower.deploy(record.sha);
  if (deploy.state === "live") return { ...next, stage: { kind: "live", url: liveUrl(next, deploy.url) } };
  if (deploy.state === "failed") return { ...next, stage: { kind: "host-failed", logUrl: deploy.logUrl } };
  const waited = now - (next.passedAt ?? now);
  return { ...next, stage: { kind: waited > times.hostReportsWithin ? "host-silent" : "publishing" } };
}

/**
 * Follows the record until its stage is final, telling each new stage; answers a function that stops it (the page
 * left, another save followed). A lost connection or a rate limit only waits longer; an ended sign-in stops (the
 * next sign-in follows again).
 */
export function follow(start: FollowedSave, follower: CommitFollower, onChange: (record: FollowedSave) => void, times = followTimes()): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let record = start;
  let look = 0;
  const schedule = (wait: number) => {
    if (!stopped) timer = setTimeout(() => void step(), wait);
  };
  const step = async () => {
    try {
      const next = await lookOnce(record, follower, times);
      if (stopped) return;
      if (JSON.stringify(next) !== JSON.stringify(record)) {
        record = next;
        keepFollowed(record);
        onChange(record);
      }
      if (!isFinal(record.stage)) schedule(waitBefore(look++, times));
    } catch (error) {
      if (stopped || error instanceof SignInError) return;
      if (error instanceof UnseenError) {
        record = { ...record, stage: { kind: "unseen" } };
        keepFollowed(record);
        onChange(record);
        return;
      }
      // GitHub not answering for as long as a check may take: say where to look rather than ask for ever.
      if (Date.now() - record.savedAt > times.checkGivesUpAfter) {
        record = { ...record, stage: { kind: record.passedAt === undefined ? "check-silent" : "host-silent" } };
        keepFollowed(record);
        onChange(record);
        return;
      }
      const until = error instanceof RateLimitError && error.retryAt ? error.retryAt.getTime() - Date.now() : 0;
      if (!(error instanceof OfflineError) && !(error instanceof RateLimitError)) console.info("site editor: following the save:", error);
      schedule(Math.max(until, waitBefore(look++, times)));
    }
  };
  if (!isFinal(record.stage)) schedule(0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
