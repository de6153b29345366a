/**
 * What an unwanted answer from GitHub means for the owner (docs/cms.md, "The two backends"), as GitHub's
 * REST docs describe its answers:
 * - 401 "Bad credentials": the token was revoked or has expired → SignInError;
 * - 403 or 429 with `x-ratelimit-remaining: 0`: the primary rate limit, until `x-ratelimit-reset` (UTC epoch seconds);
 *   with `retry-after` (seconds) or a message naming a rate limit: a secondary one, for a minute if GitHub gives no
 *   time ("Rate limits for the REST API", "Exceeding the rate limit") → RateLimitError;
 * - 403 that is no rate limit: the account may not do it ("Resource not accessible by integration": a helper whose
 *   access the owner took back, or never gave) → RefusedError saying so, and whom to ask;
 * - 409 or 422 from a write that the repository's rules refuse: a ruleset ("Repository rule violations found", the
 *   `repository-rule-violation-error` of GitHub's OpenAPI description, 409 from the Contents API, 422 from a ref update),
 *   a protected branch ("Protected branch update failed"), a pull request or a status check required → RefusedError
 *   in GitHub's own words with what the owner can do; never a conflict: saving again meets the same rule;
 * - what a step says itself (a 409 on a stale file, say), then anything else → RefusedError with GitHub's message.
 */
import type { GitHubAnswer } from "./github-api.ts";
import { BackendError, RateLimitError, RefusedError, SignInError } from "./errors.ts";

/** GitHub's own words in an error answer (`message`), or the status alone. */
function gitHubMessage(answer: GitHubAnswer): string {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? message.split("\n")[0] : `status ${answer.status}`;
}

/**
 * The reason in GitHub's words, from every line of its message: the rules it names ("- Changes must be made through a
 * pull request."), without the heading ("Repository rule violations found") or the address of the rules' page.
 */
function gitHubReason(answer: GitHubAnswer): string {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  if (typeof message !== "string") return `status ${answer.status}`;
  const lines = message
    .split("\n")
    .map((line) => line.trim().replace(/^- /, ""))
    .filter((line) => line && !/^(?:repository rule violations found|review all repository rules at)/i.test(line));
  return lines.join(" ") || gitHubMessage(answer);
}

/**
 * GitHub's 409 on a file that moved on since it was read: the Contents API says "<path> does not match <sha>" (older
 * answers: "is at <sha> but expected <sha>"), or that the branch was not where the write expected it.
 */
export function isStaleFile(answer: GitHubAnswer): boolean {
  return answer.status === 409 && /does not match|is at [0-9a-f]+ but expected|expected to be at/i.test(gitHubMessage(answer));
}

/** What GitHub says when the branch's rules, not the file's state, refuse a write. */
const BRANCH_RULE = /repository rule violation|protected branch|through a pull request|required status check|GH01[0-9]|GH006/i;

/** A write the repository's rules refuse (409 or 422, see the top), said in GitHub's words; undefined for anything else. */
export function ruleRefusal(answer: GitHubAnswer, branch: string): RefusedError | undefined {
  if (answer.status !== 409 && answer.status !== 422) return undefined;
  if (!BRANCH_RULE.test(String((answer.body as { message?: unknown } | undefined)?.message))) return undefined;
  return new RefusedError(
    answer.status,
    `GitHub's rules for the "${branch}" branch refused the save: "${gitHubReason(answer)}" The editor saves straight to that branch, so nothing was saved. ` +
      `On GitHub, the repository's Settings › Rules (or Branches) can let your account save there; or ask whoever looks after the site.`,
  );
}

/** GitHub's advice when it names no time: "wait for at least one minute before retrying". */
const UNTIMED_WAIT_MS = 60_000;

function rateLimit(answer: GitHubAnswer, now: number): RateLimitError | undefined {
  if (answer.status !== 403 && answer.status !== 429) return undefined;
  const reset = Number(answer.header("x-ratelimit-reset"));
  if (answer.header("x-ratelimit-remaining") === "0") return new RateLimitError(reset > 0 ? new Date(reset * 1000) : undefined);
  const retryAfter = Number(answer.header("retry-after"));
  if (retryAfter > 0) return new RateLimitError(new Date(now + retryAfter * 1000));
  if (answer.status === 429 || /rate limit/i.test(gitHubMessage(answer))) return new RateLimitError(new Date(now + UNTIMED_WAIT_MS));
  return undefined;
}

/**
 * The failure an answer stands for: sign-in and rate limits first (any request can meet them), then what this
 * step makes of its own statuses (`special`), then a refusal that says what was being done (`doing`: "save
 * content/faq.yaml") and GitHub's message, for the owner to pass on if it persists.
 */
export function failureOf(answer: GitHubAnswer, doing: string, special: Partial<Record<number, () => BackendError>> = {}, now = Date.now()): BackendError {
  if (answer.status === 401) return new SignInError();
  const limited = rateLimit(answer, now);
  if (limited) return limited;
  const own = special[answer.status];
  if (own) return own();
  if (answer.status === 403) {
    return new RefusedError(
      403,
      `GitHub wouldn't let your account ${doing} ("${gitHubMessage(answer)}"): it may no longer change this site's files. ` +
        `Whoever looks after the site may have taken your access away, or not given it yet: ask them, then save again.`,
    );
  }
  if (answer.status >= 500) {
    return new RefusedError(answer.status, `GitHub couldn't ${doing} just now (${answer.status}: "${gitHubMessage(answer)}"). Try again in a few minutes.`);
  }
  return new RefusedError(
    answer.status,
    `GitHub wouldn't ${doing} (${answer.status}: "${gitHubMessage(answer)}"). If this happens again, send this message to whoever looks after the site.`,
  );
}
