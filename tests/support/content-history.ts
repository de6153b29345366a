/**
 * The content's history for the editor's Recent changes (src/admin/history/), made by a test: a commit of content
 * files, by someone, at a time (yesterday), in the local editor's project as a git repository of its own, or on the
 * GitHub double's branch (site-editor.ts's `commit` calls these).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { contentFilePath, type ContentName } from "../../src/content/names.ts";
import { SAVES_FOLDER } from "../../scripts/tools/cms/local-saves.ts";

/** Who made a commit, and when. */
export interface CommitBy {
  author: string;
  at: Date;
}

const git = (root: string, args: string[], by: CommitBy) =>
  execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", ...args], {
    cwd: root,
    stdio: "pipe",
    env: {
      ...process.env,
      GIT_CEILING_DIRECTORIES: path.dirname(root),
      GIT_AUTHOR_NAME: by.author,
      GIT_AUTHOR_EMAIL: "owner@example.com",
      GIT_AUTHOR_DATE: by.at.toISOString(),
      GIT_COMMITTER_NAME: by.author,
      GIT_COMMITTER_EMAIL: "owner@example.com",
      GIT_COMMITTER_DATE: by.at.toISOString(),
    },
  });

/**
 * Commits content files in the local project at `root`: the first time, the project becomes a git repository whose
 * first commit is its content as it is (a week before), so each later commit holds only what the test changed.
 */
export function commitLocally(root: string, changes: Partial<Record<ContentName, string>>, message: string, by: CommitBy): void {
  if (!fs.existsSync(path.join(root, ".git"))) {
    const start = { author: "Site owner", at: new Date(by.at.getTime() - 7 * 86_400_000) };
    git(root, ["init", "--quiet", "--initial-branch=main"], start);
    git(root, ["add", "content"], start);
    git(root, ["commit", "--quiet", "--message", "The site as it is"], start);
  }
  for (const [name, text] of Object.entries(changes)) fs.writeFileSync(path.join(root, contentFilePath(name as ContentName)), text);
  git(root, ["add", "content"], by);
  git(root, ["commit", "--quiet", "--message", message], by);
}

/** The local project's history forgotten, its saves not yet committed with it: every test starts from content with none. */
export function forgetLocalHistory(root: string): void {
  for (const folder of [".git", SAVES_FOLDER]) fs.rmSync(path.join(root, folder), { recursive: true, force: true });
}
