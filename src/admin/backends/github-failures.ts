/**
 * What an unwanted answer from GitHub means for the owner (docs/cms.md, "The two backends"), as GitHub's
 * REST docs describe its answers:
 * - 401 "Bad credentials": the token was revoked or has expired → SignInError;
 * - 403 or 429 with `x-ratelimit-remaining: 0`: the primary rate limit, until `x-ratelimit-reset` (UTC epoch seconds);
 *   with `retry-after` (seconds) or a message naming a rate limit: a secondary one, for a minute if GitHub gives no
 *   time ("Rate limits for the REST API", "Exceeding the rate limit") → RateLimitError;
 * - what a step says itself (a 409 on a stale file, say), then anything else → RefusedError with GitHub's message.
 */
import type { GitHubAnswer } from "./github-api.ts";
import { BackendError, RateLimitError, RefusedError, SignInError } from "./errors.ts";

/** GitHub's own words in an error answer (`message`), or the status alone. */
function gitHubMessage(answer: GitHubAnswer): string {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? message.split("\n")[0] : `status ${answer.status}`;
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
  if (answer.status >= 500) {
    return new RefusedError(answer.status, `GitHub couldn't ${doing} just now (${answer.status}: "${gitHubMessage(answer)}"). Try again in a few minutes.`);
  }
  return new RefusedError(
    answer.status,
    `GitHub wouldn't ${doing} (${answer.status}: "${gitHubMessage(answer)}"). If this happens again, send this message to whoever looks after the site.`,
  );
}
