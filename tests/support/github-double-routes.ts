/**
 * The GitHub double's endpoints (github-double.ts lists them and their answers): the repository's contents and its
 * git database, each answering as the endpoint's page in GitHub's REST docs says (docs.github.com/rest/repos/contents,
 * /rest/git/blobs, /rest/git/trees, /rest/git/commits, /rest/git/refs).
 */
import type { FlatFile, GitObjects } from "./github-double-git.ts";
import { answer, failure, notFound, type DoubleAnswer } from "./github-double-http.ts";

/** A rule on the branch that refuses the editor's writes: a ruleset requiring a pull request, or a protected branch. */
export type WriteRule = "ruleset" | "protected-branch";

/** What the double holds, shared with its routes. */
export interface DoubleState {
  repo: string;
  branch: string;
  git: GitObjects;
  refs: Map<string, string>;
  /** The rule that refuses every write to the branch, if one does (`refuseWrites`). */
  writeRule?: WriteRule;
  /** Called once before the next ref update is applied (a commit of someone else's, in between). */
  beforeRefUpdate?: () => void;
  /** The name of the account whose token made the request being answered: GitHub makes it a commit's author. */
  account: string;
  /** Commits files onto the branch: content, or null to delete. */
  commitFiles(changes: Record<string, string | Uint8Array | null>, message: string, author: string, at?: Date): string;
}

type Json = Record<string, unknown>;
type Route = (match: RegExpExecArray, query: URLSearchParams, body: Json) => DoubleAnswer;

const API = "https://api.github.com";
const invalid = (field: string) => failure(422, `Invalid request.\n\n"${field}" wasn't supplied.`);

/**
 * GitHub's refusal of a write by the branch's rules: a ruleset's is its `repository-rule-violation-error` (the rules
 * broken, each on a line of the message); branch protection's names the ref. 409 from the Contents API, 422 from a
 * ref update (`status`).
 */
function ruleRefusal(rule: WriteRule, branch: string, status: 409 | 422, documentation: string): DoubleAnswer {
  return rule === "ruleset"
    ? failure(status, `Repository rule violations found\n\n${WRITE_RULE_BROKEN}\n\n`, documentation)
    : failure(status, `Protected branch update failed for refs/heads/${branch}.\n\n${WRITE_RULE_BROKEN}`, documentation);
}

/** The rule the double's refusals name (the one a branch's rules most often hold for the owner's own pushes). */
export const WRITE_RULE_BROKEN = "Changes must be made through a pull request.";

/** Base64 as GitHub sends a file's content: in lines of 60 characters. */
const inLines = (bytes: Buffer) => (bytes.toString("base64").match(/.{1,60}/g) ?? []).join("\n") + "\n";

export function repositoryRoutes(state: DoubleState): (method: string, path: string, query: URLSearchParams, body: string | undefined) => DoubleAnswer {
  const { git, repo } = state;
  const repoUrl = `${API}/repos/${repo}`;
  const commitOf = (ref: string | null) => (ref === null ? state.refs.get(state.branch) : (state.refs.get(ref) ?? (git.commits.has(ref) ? ref : undefined)));
  const filesAt = (commit: string) => git.flatten(git.commits.get(commit)!.tree);

  const commitJson = (sha: string) => {
    const commit = git.commits.get(sha)!;
    const person = { name: commit.author, email: "owner@example.com", date: commit.date };
    return {
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      url: `${repoUrl}/git/commits/${sha}`,
      html_url: `https://github.com/${repo}/commit/${sha}`,
      author: person,
      committer: person,
      message: commit.message,
      tree: { sha: commit.tree, url: `${repoUrl}/git/trees/${commit.tree}` },
      parents: commit.parents.map((parent) => ({
        sha: parent,
        url: `${repoUrl}/git/commits/${parent}`,
        html_url: `https://github.com/${repo}/commit/${parent}`,
      })),
      verification: { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null },
    };
  };
  const fileJson = (path: string, sha: string, size: number) => ({
    type: "file",
    name: path.split("/").pop(),
    path,
    sha,
    size,
    url: `${repoUrl}/contents/${path}?ref=${state.branch}`,
    git_url: `${repoUrl}/git/blobs/${sha}`,
    html_url: `https://github.com/${repo}/blob/${state.branch}/${path}`,
    download_url: `https://raw.githubusercontent.com/${repo}/${state.branch}/${path}`,
    _links: { self: `${repoUrl}/contents/${path}?ref=${state.branch}`, git: `${repoUrl}/git/blobs/${sha}` },
  });
  const refJson = (branch: string) => ({
    ref: `refs/heads/${branch}`,
    node_id: `REF_${branch}`,
    url: `${repoUrl}/git/refs/heads/${branch}`,
    object: { type: "commit", sha: state.refs.get(branch), url: `${repoUrl}/git/commits/${state.refs.get(branch)}` },
  });
  const treeJson = (sha: string, recursive: boolean) => ({
    sha,
    url: `${repoUrl}/git/trees/${sha}`,
    tree: (recursive ? git.listRecursively(sha) : [...git.trees.get(sha)!].map(([path, entry]) => ({ path, entry }))).map(({ path, entry }) => ({
      path,
      mode: entry.mode,
      type: entry.type,
      sha: entry.sha,
      ...(entry.type === "blob" ? { size: git.blobs.get(entry.sha)?.length ?? 0 } : {}),
      url: `${repoUrl}/git/${entry.type}s/${entry.sha}`,
    })),
    truncated: false,
  });

  const getContents: Route = ([, path], query) => {
    const commit = commitOf(query.get("ref"));
    const file = commit ? filesAt(commit).get(path) : undefined;
    if (!file) return notFound();
    const bytes = git.blobs.get(file.sha)!;
    return answer(200, { ...fileJson(path, file.sha, bytes.length), encoding: "base64", content: inLines(bytes) });
  };

  const putContents: Route = ([, path], _query, body) => {
    if (typeof body.message !== "string") return invalid("message");
    if (typeof body.content !== "string") return invalid("content");
    const branch = typeof body.branch === "string" ? body.branch : state.branch;
    if (branch !== state.branch) return failure(404, `Branch ${branch} not found`);
    const current = filesAt(state.refs.get(branch)!).get(path);
    if (current && body.sha === undefined) return invalid("sha");
    // GitHub's answer to a stale sha, as measured: "<path> does not match <sha>".
    if (current && body.sha !== current.sha) return failure(409, `${path} does not match ${String(body.sha)}`);
    if (state.writeRule) return ruleRefusal(state.writeRule, branch, 409, "https://docs.github.com/rest/repos/contents#create-or-update-file-contents");
    const commit = state.commitFiles({ [path]: Buffer.from(body.content, "base64") }, body.message, state.account);
    const saved = filesAt(commit).get(path)!;
    return answer(current ? 200 : 201, { content: fileJson(path, saved.sha, git.blobs.get(saved.sha)!.length), commit: commitJson(commit) });
  };

  const postBlob: Route = (_match, _query, body) => {
    if (typeof body.content !== "string") return invalid("content");
    const sha = git.addBlob(Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8"));
    return answer(201, { url: `${repoUrl}/git/blobs/${sha}`, sha });
  };

  const postTree: Route = (_match, _query, body) => {
    if (!Array.isArray(body.tree)) return invalid("tree");
    if (body.base_tree !== undefined && !git.trees.has(String(body.base_tree))) return failure(422, "base_tree is not a valid tree");
    const files = new Map<string, FlatFile>(body.base_tree === undefined ? [] : git.flatten(String(body.base_tree)));
    for (const entry of body.tree as Json[]) {
      const path = String(entry.path);
      if (entry.sha !== undefined && entry.content !== undefined) return failure(422, "Must supply either tree.sha or tree.content, not both");
      if (entry.sha === null) {
        if (!files.delete(path)) return failure(422, `GitRPC::BadObjectState: ${path} does not exist in the base tree`);
      } else if (typeof entry.content === "string") files.set(path, { sha: git.addBlob(Buffer.from(entry.content, "utf8")), mode: String(entry.mode) });
      else if (typeof entry.sha === "string" && git.blobs.has(entry.sha)) files.set(path, { sha: entry.sha, mode: String(entry.mode) });
      else return failure(422, `tree.sha ${String(entry.sha)} is not a valid blob`);
    }
    return answer(201, treeJson(git.buildTree(files), false));
  };

  const postCommit: Route = (_match, _query, body) => {
    if (typeof body.message !== "string") return invalid("message");
    if (typeof body.tree !== "string" || !git.trees.has(body.tree)) return failure(422, "Tree SHA does not exist");
    const parents = Array.isArray(body.parents) ? body.parents.map(String) : [];
    if (parents.some((parent) => !git.commits.has(parent))) return failure(422, "Parent SHA does not exist or is not a commit object");
    return answer(201, commitJson(git.addCommit(body.tree, parents, body.message, state.account)));
  };

  const patchRef: Route = ([, branch], _query, body) => {
    if (!state.refs.has(branch)) return failure(422, "Reference does not exist");
    if (typeof body.sha !== "string") return invalid("sha");
    if (!git.commits.has(body.sha)) return failure(422, "Object does not exist");
    const action = state.beforeRefUpdate;
    state.beforeRefUpdate = undefined;
    action?.();
    if (state.writeRule) return ruleRefusal(state.writeRule, branch, 422, "https://docs.github.com/rest/git/refs#update-a-reference");
    if (body.force !== true && !git.isAncestor(state.refs.get(branch)!, body.sha)) {
      return failure(422, "Update is not a fast forward", "https://docs.github.com/rest/git/refs#update-a-reference");
    }
    state.refs.set(branch, body.sha);
    return answer(200, refJson(branch));
  };

  const table: [string, RegExp, Route][] = [
    ["GET", /^contents\/(.+)$/, getContents],
    ["PUT", /^contents\/(.+)$/, putContents],
    ["GET", /^git\/ref\/heads\/(.+)$/, ([, branch]) => (state.refs.has(branch) ? answer(200, refJson(branch)) : notFound())],
    ["PATCH", /^git\/refs\/heads\/(.+)$/, patchRef],
    ["GET", /^git\/commits\/([0-9a-f]{40})$/, ([, sha]) => (git.commits.has(sha) ? answer(200, commitJson(sha)) : notFound())],
    ["GET", /^git\/trees\/([0-9a-f]{40})$/, ([, sha], query) => (git.trees.has(sha) ? answer(200, treeJson(sha, query.has("recursive"))) : notFound())],
    ["POST", /^git\/blobs$/, postBlob],
    [
      "GET",
      /^git\/blobs\/([0-9a-f]{40})$/,
      ([, sha]) => {
        const bytes = git.blobs.get(sha);
        return bytes
          ? answer(200, {
              sha,
              node_id: `B_${sha.slice(0, 12)}`,
              size: bytes.length,
              url: `${repoUrl}/git/blobs/${sha}`,
              content: inLines(bytes),
              encoding: "base64",
            })
          : notFound();
      },
    ],
    ["POST", /^git\/trees$/, postTree],
    ["POST", /^git\/commits$/, postCommit],
  ];

  return (method, path, query, text) => {
    let body: Json = {};
    if (text) {
      try {
        body = JSON.parse(text) as Json;
      } catch {
        return failure(400, "Problems parsing JSON");
      }
    }
    for (const [verb, pattern, route] of table) {
      const match = verb === method ? pattern.exec(path) : null;
      if (match) return route(match, query, body);
    }
    return notFound();
  };
}
