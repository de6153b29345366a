/**
 * What the editor says of a followed save (followed-save.ts), in the owner's words: one sentence for where it
 * stands, a link to look at (the live page, the check, the host's log), and the check's notes, each with its file's
 * name and line.
 */
import type { FollowedSave, FollowStage } from "./followed-save.ts";
import { safeLink, type ShownAddress } from "./safe-link.ts";

export interface FollowWords {
  /** "working" while it is being checked or published; "live"; "problem" when it isn't live, or can't be told. */
  tone: "working" | "live" | "problem";
  text: string;
  /** Every address from GitHub's answers goes through safeLink: a link only when it is https:. */
  link?: ShownAddress;
  /** The check's notes, "Prices, line 72: …". */
  notes: string[];
}

const commitPage = (record: FollowedSave) => `https://github.com/${record.repo}/commit/${record.sha}`;

/** How long the check of a content change takes, as docs/editing-content.md ("How long GitHub's check takes") measured it, with the install. */
const CHECK_TAKES = "a few minutes";

function failedCheck(record: FollowedSave, stage: Extract<FollowStage, { kind: "check-failed" }>, fileTitle: (path: string) => string): FollowWords {
  const notes = stage.notes.map((note) => `${fileTitle(note.path)}, line ${note.line}: ${note.message}`);
  const statuses = stage.statuses.map((status) => `${status.context}: ${status.description ?? "failed"}`);
  const link = safeLink(
    stage.runs.find((run) => run.url)?.url ?? stage.statuses.find((status) => status.url)?.url ?? commitPage(record),
    "See the check on GitHub",
  );
  if (notes.length === 0 && statuses.length === 0 && stage.runs.every((run) => run.conclusion === "cancelled")) {
    return {
      tone: "problem",
      text: "Not checked: GitHub stopped checking this change, most likely because a newer change started its own check. That check decides what goes live.",
      link,
      notes: [],
    };
  }
  return {
    tone: "problem",
    text:
      notes.length > 0
        ? "Not live: GitHub's check found a problem, so the site still shows the last good version. Fix it here and save again:"
        : "Not live: GitHub's check failed on something outside the content files, so the site still shows the last good version. Send the check's page to whoever looks after the site.",
    link,
    notes: [...notes, ...statuses],
  };
}

export function followWords(record: FollowedSave, fileTitle: (path: string) => string): FollowWords {
  const stage = record.stage;
  switch (stage.kind) {
    case "checking":
      return { tone: "working", text: `Checking your change (${CHECK_TAKES}): GitHub checks the whole site with it before it goes live.`, notes: [] };
    case "publishing":
      return { tone: "working", text: "GitHub's check passed. Your host is publishing it…", notes: [] };
    case "live":
      return { tone: "live", text: "Live on the site:", link: safeLink(stage.url), notes: [] };
    case "check-failed":
      return failedCheck(record, stage, fileTitle);
    case "host-failed":
      return {
        tone: "problem",
        text: "GitHub's check passed, but your host couldn't publish it, so the site still shows the last good version: look at your host's dashboard.",
        link: stage.logUrl ? safeLink(stage.logUrl, "The host's report") : undefined,
        notes: [],
      };
    case "host-silent":
      return {
        tone: "problem",
        text: "GitHub's check passed, but your host hasn't reported publishing it: look at your host's dashboard (Netlify or Cloudflare Pages).",
        notes: [],
      };
    case "check-silent":
      return {
        tone: "problem",
        text: "GitHub hasn't finished checking your change: look at the repository's Actions tab on GitHub.",
        link: { href: `https://github.com/${record.repo}/actions`, text: "The repository's Actions" },
        notes: [],
      };
    case "unseen":
      return {
        tone: "problem",
        text: "Your change is saved, but GitHub won't show the editor its check of it (the editor's GitHub App needs read access to Checks, Commit statuses and Deployments): look at the commit on GitHub.",
        link: { href: commitPage(record), text: "Your change on GitHub" },
        notes: [],
      };
  }
}
