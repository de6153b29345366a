/**
 * The GitHub double's commits (github-double.ts), as GitHub's REST docs describe them (docs.github.com/rest/commits/commits,
 * "List commits" and "Get a commit"): what the editor's Recent changes read (src/admin/backends/github-history.ts).
 *
 * - GET commits?sha=<branch or sha>&path=<folder or file>&per_page=<n> → 200: the commits from there that changed
 *   something under the path, newest first (along first parents: the double's history has no merges), at most n (30 by
 *   default, 100 at most), each as GitHub lists one (`sha`, `commit` with its message, author and committer, `parents`);
 *   404 for an unknown sha or branch;
 * - GET commits/{sha} → 200: the same with `files` (filename, status added / modified / removed, the blob sha, counts),
 *   or 404.
 */
import type { FlatFile } from "./github-double-git.ts";
import { answer, notFound, type DoubleAnswer } from "./github-double-http.ts";
import type { DoubleState } from "./github-double-routes.ts";

const API = "https://api.github.com";

export function historyRoutes(state: DoubleState): (method: string, path: string, query: URLSearchParams) => DoubleAnswer | undefined {
  const { git, repo } = state;
  const repoUrl = `${API}/repos/${repo}`;
  const filesAt = (commit: string | undefined) => (commit ? git.flatten(git.commits.get(commit)!.tree) : new Map<string, FlatFile>());

  /** The paths a commit added, changed or removed (from its first parent), with their statuses. */
  const changedFiles = (sha: string) => {
    const commit = git.commits.get(sha)!;
    const [before, after] = [filesAt(commit.parents[0]), filesAt(sha)];
    return [...new Set([...before.keys(), ...after.keys()])]
      .sort()
      .filter((path) => before.get(path)?.sha !== after.get(path)?.sha)
      .map((path) => ({ path, before: before.get(path), after: after.get(path) }));
  };

  const listed = (sha: string) => {
    const commit = git.commits.get(sha)!;
    const person = { name: commit.author, email: "owner@example.com", date: commit.date };
    return {
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      commit: {
        author: person,
        committer: person,
        message: commit.message,
        tree: { sha: commit.tree, url: `${repoUrl}/git/trees/${commit.tree}` },
        url: `${repoUrl}/git/commits/${sha}`,
        comment_count: 0,
        verification: { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null },
      },
      url: `${repoUrl}/commits/${sha}`,
      html_url: `https://github.com/${repo}/commit/${sha}`,
      author: null,
      committer: null,
      parents: commit.parents.map((parent) => ({ sha: parent, url: `${repoUrl}/commits/${parent}`, html_url: `https://github.com/${repo}/commit/${parent}` })),
    };
  };

  const lineCount = (sha: string | undefined) => (sha ? git.blobs.get(sha)!.toString("utf8").split("\n").length : 0);

  const detail = (sha: string) => {
    const files = changedFiles(sha).map(({ path, before, after }) => {
      const status = !before ? "added" : !after ? "removed" : "modified";
      const [additions, deletions] = [lineCount(after?.sha), lineCount(before?.sha)];
      return {
        sha: (after ?? before)!.sha,
        filename: path,
        status,
        additions,
        deletions,
        changes: additions + deletions,
        blob_url: `https://github.com/${repo}/blob/${sha}/${path}`,
        raw_url: `https://github.com/${repo}/raw/${sha}/${path}`,
        contents_url: `${repoUrl}/contents/${path}?ref=${sha}`,
      };
    });
    const total = files.reduce((sum, file) => sum + file.changes, 0);
    return { ...listed(sha), stats: { total, additions: total, deletions: 0 }, files };
  };

  const list = (query: URLSearchParams): DoubleAnswer => {
    const from = query.get("sha") ?? state.branch;
    const start = state.refs.get(from) ?? (git.commits.has(from) ? from : undefined);
    if (!start) return notFound();
    const folder = query.get("path")?.replace(/\/$/, "");
    const perPage = Math.min(Number(query.get("per_page") ?? 30) || 30, 100);
    const found: string[] = [];
    for (let sha: string | undefined = start; sha && found.length < perPage; sha = git.commits.get(sha)?.parents[0]) {
      const touched = changedFiles(sha).some(({ path }) => !folder || path === folder || path.startsWith(`${folder}/`));
      if (touched) found.push(sha);
    }
    return answer(200, found.map(listed));
  };

  return (method, path, query) => {
    if (method !== "GET") return undefined;
    if (path === "commits") return list(query);
    const one = /^commits\/([0-9a-f]{40})$/.exec(path);
    if (one) return git.commits.has(one[1]) ? answer(200, detail(one[1])) : notFound();
    return undefined;
  };
}
