/**
 * The content's recent changes online (docs/cms.md, "Recent changes"), from GitHub's commits (REST API version
 * 2022-11-28, docs.github.com/rest/commits/commits):
 *
 * - the list, in ONE request: `GET commits?sha=<branch>&path=content&per_page=30`, the branch's commits that touched
 *   content/, newest first, each with its `commit.message` and `commit.author` (name, date);
 * - one change's detail, when the owner opens or puts it back: `GET commits/{sha}` lists its `files` (filename,
 *   status, blob sha, previous_filename when renamed); each content file's text after it is its blob
 *   (`GET git/blobs/{sha}`), and before it the file at the first parent (`GET contents/{path}?ref=<parent>`).
 */
import type { ChangeDetail, ChangedFile, ContentChange } from "./backend.ts";
import { base64ToText } from "./base64.ts";
import type { GitHubApi } from "./github-api.ts";
import { failureOf } from "./github-failures.ts";
import { editedFileOfPath } from "../../content/names.ts";

/** How many changes the list shows: a few weeks of an owner's edits. */
const HISTORY_LENGTH = 30;

/** A commit as GitHub's list gives it (the fields read here). */
interface ListedCommit {
  sha: string;
  commit: { message: string; author: { name?: string; date?: string } | null; committer: { date?: string } | null };
}

/** A file of a commit as GitHub's commit detail gives it. */
interface CommitFile {
  filename: string;
  status: string;
  sha: string;
  previous_filename?: string;
}

const SHA = /^[0-9a-f]{40}$/;

export async function historyOnGitHub(api: GitHubApi, branch: string): Promise<ContentChange[]> {
  const query = new URLSearchParams({ sha: branch, path: "content", per_page: String(HISTORY_LENGTH) });
  const answer = await api.call("GET", `commits?${query}`);
  if (answer.status !== 200) throw failureOf(answer, "read the recent changes");
  return (answer.body as ListedCommit[]).map(({ sha, commit }) => ({
    id: sha,
    message: commit.message,
    author: commit.author?.name ?? "",
    date: commit.author?.date ?? commit.committer?.date ?? "",
  }));
}

async function blobText(api: GitHubApi, sha: string): Promise<string> {
  const answer = await api.call("GET", `git/blobs/${sha}`);
  if (answer.status !== 200) throw failureOf(answer, "read a change");
  return base64ToText((answer.body as { content: string }).content);
}

/** A file's text at a commit, or undefined when it had none there. */
async function textAt(api: GitHubApi, path: string, commit: string): Promise<string | undefined> {
  const answer = await api.call("GET", `contents/${path}?ref=${commit}`);
  if (answer.status === 404) return undefined;
  if (answer.status !== 200) throw failureOf(answer, "read a change");
  return base64ToText((answer.body as { content: string }).content);
}

export async function changeOnGitHub(api: GitHubApi, id: string): Promise<ChangeDetail> {
  if (!SHA.test(id)) throw new Error(`site editor: "${id}" is not a commit's sha`);
  const answer = await api.call("GET", `commits/${id}`);
  if (answer.status !== 200) throw failureOf(answer, "read a change");
  const commit = answer.body as { parents: { sha: string }[]; files?: CommitFile[] };
  const parent = commit.parents[0]?.sha;
  const underContent = (commit.files ?? []).filter((file) => file.filename.startsWith("content/"));
  const files = await Promise.all(
    underContent.flatMap((file): Promise<ChangedFile>[] => {
      const name = editedFileOfPath(file.filename);
      if (!name) return [];
      const beforePath = file.status === "renamed" ? file.previous_filename : file.filename;
      return [
        (async () => ({
          name,
          before: file.status === "added" || !parent || !editedFileOfPath(beforePath) ? undefined : await textAt(api, beforePath!, parent),
          after: file.status === "removed" ? undefined : await blobText(api, file.sha),
        }))(),
      ];
    }),
  );
  return { files, otherFiles: files.length < underContent.length };
}
