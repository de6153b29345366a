/**
 * An in-memory GitHub for the editor's tests: one private repository with a branch, a commit history and files,
 * answering the REST endpoints the editor's GitHub backend uses (src/admin/backends/github.ts) as GitHub's REST docs
 * describe them (docs.github.com/rest, API version 2022-11-28):
 *
 * - GET contents/{path}?ref= → 200 (base64 `content`, blob `sha`), 404 for an unknown path or ref;
 * - PUT contents/{path} → 200 (updated) or 201 (created) with `content` and `commit`; 409 when `sha` is stale;
 *   422 when `sha` is missing for an existing file, or `message` or `content` is;
 * - GET git/ref/heads/{branch}, git/commits/{sha}, git/trees/{sha}[?recursive=1] → 200, or 404;
 * - POST git/blobs, git/trees (base_tree; `sha: null` deletes, and deleting a missing path is 422), git/commits → 201;
 * - GET git/blobs/{sha} → 200 (base64 `content`), or 404;
 * - GET commits?sha=&path=&per_page= (the branch's commits that touched the path, newest first) and GET commits/{sha}
 *   (with its `files`) → 200, or 404 (github-double-history.ts);
 * - PATCH git/refs/heads/{branch} → 200, or 422 "Update is not a fast forward" (force false) or when `sha` is missing;
 * - a write the branch's rules refuse (`refuseWrites`): a ruleset answers as GitHub's `repository-rule-violation-error`
 *   ("Repository rule violations found", with the rule broken), 409 from PUT contents and 422 from the ref update; a
 *   protected branch (branch protection, before rulesets) 409 and 422 "Protected branch update failed for refs/heads/…";
 * - the commit's check runs, combined status and their notes, and the host's deployments and their statuses, as a test
 *   scripts them (`checks`: github-double-checks.ts lists the endpoints);
 * - accounts: the owner's token and each helper's (`addHelper`), each a GitHub account with its own name, which GitHub
 *   writes as the author of the commits made with it; a helper removed from the collaborators (`removeCollaborator`)
 *   still reads, as on a repository they can see, and every write of theirs is 403 "Resource not accessible by
 *   integration", as GitHub answers a GitHub App's sign-in without the permission;
 * - every request: 404 without a token (a private repository), 401 "Bad credentials" with a wrong or expired one, and
 *   the rate limit: `x-ratelimit-*` headers on every answer, 403 (or 429) with `x-ratelimit-remaining: 0` and
 *   `x-ratelimit-reset` once exhausted; CORS headers as api.github.com sends them, and 204 to a preflight.
 *
 * `handle` is a plain function of a request to an answer, so vitest calls it through `double.fetch` and Playwright
 * through `page.route("https://api.github.com/**", …)` (routeGitHubDouble in github-double-route.ts).
 */
import { GitObjects, type FlatFile } from "./github-double-git.ts";
import { failure, GITHUB_CORS, notFound, RATE_LIMIT, type DoubleAnswer, type DoubleRequest } from "./github-double-http.ts";
import { repositoryRoutes, type DoubleState, type WriteRule } from "./github-double-routes.ts";
import { browserFetch } from "./github-double-fetch.ts";
import { doubleChecks, type DoubleChecks } from "./github-double-checks.ts";
import { historyRoutes } from "./github-double-history.ts";

interface GitHubDoubleOptions {
  /** "owner/name". */
  repo: string;
  branch?: string;
  token?: string;
  /** The first commit's files, by path from the repository's root. */
  files: Record<string, string | Uint8Array>;
}

export interface GitHubDouble {
  handle(request: DoubleRequest): DoubleAnswer;
  /** `handle` as a browser's fetch sees it from another origin: CORS applies (github-double-fetch.ts). */
  fetch: typeof fetch;
  /** The token it takes now. */
  token: string;
  /**
   * A helper's own GitHub account, made a collaborator with write access: answers the token their sign-in gives.
   * `name` is the name on their GitHub profile, which their commits carry.
   */
  addHelper(helper: { login: string; name: string }): string;
  /** The owner takes a helper's access back (the repository's Settings › Collaborators › Remove). */
  removeCollaborator(login: string): void;
  /** Every request it answered (preflights apart), as method and path with query. */
  requests: { method: string; path: string; headers: Record<string, string> }[];
  /** A file's text on the branch now, or undefined. */
  file(path: string): string | undefined;
  fileBytes(path: string): Buffer | undefined;
  /**
   * Commits changes as someone else would (GitHub's web editor, another browser): null deletes a file. `by` names its
   * author and dates it (a change made yesterday); commits after a dated one are dated now.
   */
  commitAsSomeoneElse(changes: Record<string, string | Uint8Array | null>, message?: string, by?: { author?: string; at?: Date }): void;
  /** Runs `action` just before the next ref update is applied: the branch moves while a save is under way. */
  beforeNextRefUpdate(action: () => void): void;
  /** From now on the branch's rules refuse every write to it (see the top), or, with none, take them again. */
  refuseWrites(rule?: WriteRule): void;
  /** The token stops working (expired, or revoked): 401 from then on. */
  expireToken(): void;
  /** The token expires just before the next request of this method to a path ending so (in the middle of a save, say). */
  expireTokenAt(method: string, pathEnd: string): void;
  /** Uses up the rate limit until `resetAt`: every request is then refused, with 403 unless 429 is asked for. */
  exhaustRateLimit(options?: { resetAt?: Date; status?: 403 | 429 }): void;
  restoreRateLimit(): void;
  /** The branch's last commit: its message, and the paths it added, changed or removed, sorted. */
  lastCommit(): { message: string; author: string; changed: string[] };
  /** How many commits the branch has. */
  commitCount(): number;
  /** The branch's last commit's sha. */
  head(): string;
  /** The checks and deploys of commits, as the test scripts them (github-double-checks.ts). */
  checks: DoubleChecks;
}

const bytesOf = (content: string | Uint8Array) => (typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content));

/** The name on the owner's GitHub profile: their commits' author. */
export const OWNER_NAME = "Site owner";

export function gitHubDouble(options: GitHubDoubleOptions): GitHubDouble {
  const git = new GitObjects();
  const branch = options.branch ?? "main";
  let token = options.token ?? "gho_double-token";
  let remaining: number = RATE_LIMIT.limit;
  let limitedStatus: 403 | 429 = 403;
  let reset = Math.floor(Date.UTC(2026, 0, 1, 10) / 1000);
  const requests: GitHubDouble["requests"] = [];
  /** The helpers' accounts, by their token; `removed` once the owner took their access back. */
  const helpers = new Map<string, { login: string; name: string; removed: boolean }>();

  const headOf = () => state.refs.get(branch)!;
  const filesAt = (commit: string) => git.flatten(git.commits.get(commit)!.tree);
  const state: DoubleState = {
    repo: options.repo,
    branch,
    git,
    refs: new Map(),
    account: OWNER_NAME,
    commitFiles(changes, message, author, at) {
      const parent = state.refs.get(branch);
      const files = new Map<string, FlatFile>(parent ? filesAt(parent) : []);
      for (const [path, content] of Object.entries(changes)) {
        if (content === null) files.delete(path);
        else files.set(path, { sha: git.addBlob(bytesOf(content)), mode: "100644" });
      }
      const commit = git.addCommit(git.buildTree(files), parent ? [parent] : [], message, author, at);
      state.refs.set(branch, commit);
      return commit;
    },
  };
  state.commitFiles(options.files, "The site as it is", OWNER_NAME);
  const routes = repositoryRoutes(state);
  const history = historyRoutes(state);
  const checks = doubleChecks(options.repo, (ref) => state.refs.get(ref) ?? (git.commits.has(ref) ? ref : undefined));

  const rateHeaders = () => ({
    "x-ratelimit-limit": String(RATE_LIMIT.limit),
    "x-ratelimit-remaining": String(remaining),
    "x-ratelimit-used": String(RATE_LIMIT.limit - remaining),
    "x-ratelimit-reset": String(reset),
    "x-ratelimit-resource": "core",
  });

  const respond = (request: DoubleRequest): DoubleAnswer => {
    const url = new URL(request.url);
    const authorization = Object.entries(request.headers).find(([name]) => name.toLowerCase() === "authorization")?.[1];
    const given = /^(?:Bearer|token) (.+)$/.exec(authorization ?? "")?.[1];
    if (given === undefined) return notFound();
    const helper = helpers.get(given);
    if (given !== token && !helper) return failure(401, "Bad credentials");
    state.account = helper?.name ?? OWNER_NAME;
    const limited = remaining === 0;
    if (!limited) remaining -= 1;
    const prefix = `/repos/${options.repo}/`;
    const routed = limited
      ? failure(
          limitedStatus,
          "API rate limit exceeded for user ID 1. If you reach out to GitHub Support for help, please include the request ID.",
          "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
        )
      : helper?.removed && request.method.toUpperCase() !== "GET"
        ? failure(403, "Resource not accessible by integration", "https://docs.github.com/rest/repos/contents#create-or-update-file-contents")
        : url.pathname.startsWith(prefix)
          ? (checks.route(request.method.toUpperCase(), decodeURIComponent(url.pathname.slice(prefix.length)), url.searchParams) ??
            history(request.method.toUpperCase(), decodeURIComponent(url.pathname.slice(prefix.length)), url.searchParams) ??
            routes(request.method.toUpperCase(), decodeURIComponent(url.pathname.slice(prefix.length)), url.searchParams, request.body ?? undefined))
          : notFound();
    return { ...routed, headers: { ...routed.headers, ...rateHeaders() } };
  };

  let expiresAt: { method: string; pathEnd: string } | undefined;
  const expire = () => {
    token = `${token}-renewed`;
  };

  const handle = (request: DoubleRequest): DoubleAnswer => {
    if (request.method.toUpperCase() === "OPTIONS") return { status: 204, headers: { ...GITHUB_CORS.preflight }, body: "" };
    const url = new URL(request.url);
    if (expiresAt && request.method.toUpperCase() === expiresAt.method && url.pathname.endsWith(expiresAt.pathEnd)) {
      expiresAt = undefined;
      expire();
    }
    requests.push({ method: request.method.toUpperCase(), path: `${url.pathname}${url.search}`, headers: request.headers });
    const answered = respond(request);
    return { ...answered, headers: { ...answered.headers, ...GITHUB_CORS.answer } };
  };

  const lastCommit = () => {
    const commit = git.commits.get(headOf())!;
    const before = commit.parents[0] ? filesAt(commit.parents[0]) : new Map<string, FlatFile>();
    const after = filesAt(headOf());
    const paths = new Set([...before.keys(), ...after.keys()]);
    const changed = [...paths].filter((path) => before.get(path)?.sha !== after.get(path)?.sha).sort();
    return { message: commit.message, author: commit.author, changed };
  };

  return {
    handle,
    fetch: browserFetch(handle),
    get token() {
      return token;
    },
    addHelper: ({ login, name }) => {
      const helperToken = `ghu_helper-${login}`;
      helpers.set(helperToken, { login, name, removed: false });
      return helperToken;
    },
    removeCollaborator: (login) => {
      for (const helper of helpers.values()) if (helper.login === login) helper.removed = true;
    },
    requests,
    fileBytes: (path) => {
      const file = filesAt(headOf()).get(path);
      return file ? git.blobs.get(file.sha) : undefined;
    },
    file(path) {
      return this.fileBytes(path)?.toString("utf8");
    },
    commitAsSomeoneElse: (changes, message = "Changed on GitHub", by = {}) => void state.commitFiles(changes, message, by.author ?? "Someone else", by.at),
    beforeNextRefUpdate: (action) => {
      state.beforeRefUpdate = action;
    },
    refuseWrites: (rule) => {
      state.writeRule = rule;
    },
    expireToken: expire,
    expireTokenAt: (method, pathEnd) => {
      expiresAt = { method: method.toUpperCase(), pathEnd };
    },
    exhaustRateLimit: ({ resetAt, status = 403 } = {}) => {
      remaining = 0;
      limitedStatus = status;
      if (resetAt) reset = Math.floor(resetAt.getTime() / 1000);
    },
    restoreRateLimit: () => {
      remaining = RATE_LIMIT.limit;
    },
    lastCommit,
    head: headOf,
    checks,
    commitCount: () => {
      let count = 0;
      for (let commit: string | undefined = headOf(); commit; commit = git.commits.get(commit)?.parents[0]) count += 1;
      return count;
    },
  };
}
