import { describe, expect, it } from "vitest";
import type { GitHubAnswer } from "./github-api.ts";
import { failureOf, isStaleFile, ruleRefusal } from "./github-failures.ts";
import { ConflictError, RateLimitError, RefusedError, SignInError } from "./errors.ts";

const NOW = Date.parse("2026-03-02T14:00:00Z");

const gitHubSays = (status: number, message: string, headers: Record<string, string> = {}): GitHubAnswer => ({
  status,
  header: (name) => headers[name.toLowerCase()] ?? null,
  body: { message, documentation_url: "https://docs.github.com/rest", status: String(status) },
});

describe("what an answer from GitHub means for the owner", () => {
  it("is a sign-in to renew on 401", () => {
    expect(failureOf(gitHubSays(401, "Bad credentials"), "save content/faq.yaml", {}, NOW)).toBeInstanceOf(SignInError);
  });

  it("is a rate limit until GitHub's reset, after retry-after, or for a minute when GitHub names no time", () => {
    const cases: [GitHubAnswer, string][] = [
      [
        gitHubSays(403, "API rate limit exceeded for user ID 1.", { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(NOW / 1000 + 600) }),
        "2026-03-02T14:10:00.000Z",
      ],
      [gitHubSays(429, "API rate limit exceeded", { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(NOW / 1000 + 60) }), "2026-03-02T14:01:00.000Z"],
      [gitHubSays(403, "You have exceeded a secondary rate limit.", { "retry-after": "120" }), "2026-03-02T14:02:00.000Z"],
      // In a browser Retry-After is hidden (GitHub's CORS answer doesn't expose it): the message tells.
      [gitHubSays(403, "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."), "2026-03-02T14:01:00.000Z"],
      [gitHubSays(429, "Too many requests"), "2026-03-02T14:01:00.000Z"],
    ];
    for (const [answer, retryAt] of cases) {
      const failure = failureOf(answer, "save content/faq.yaml", {}, NOW);
      expect(failure, gitHubMessageOf(answer)).toBeInstanceOf(RateLimitError);
      expect((failure as RateLimitError).retryAt?.toISOString()).toBe(retryAt);
    }
  });

  it("is what the step makes of its own statuses, before a refusal", () => {
    expect(failureOf(gitHubSays(409, "is at a but expected b"), "save content/faq.yaml", { 409: () => new ConflictError() }, NOW)).toBeInstanceOf(
      ConflictError,
    );
  });

  it("is a stale file only when GitHub's 409 says the file (or the branch) moved on", () => {
    expect(isStaleFile(gitHubSays(409, "content/faq.yaml does not match 3f2a"))).toBe(true);
    expect(isStaleFile(gitHubSays(409, "is at 0929670c but expected c45b5444"))).toBe(true);
    expect(isStaleFile(gitHubSays(409, "Repository rule violations found\n\nChanges must be made through a pull request.\n\n"))).toBe(false);
    expect(isStaleFile(gitHubSays(422, "content/faq.yaml does not match 3f2a"))).toBe(false);
  });

  it("is the branch's rules refusing a write (409 or 422: a ruleset, a protected branch), said in GitHub's words", () => {
    const ruleset = ruleRefusal(
      gitHubSays(
        409,
        "Repository rule violations found\n\nReview all repository rules at https://github.com/o/r/rules?ref=refs%2Fheads%2Fmain\n\n- Changes must be made through a pull request.\n\n",
      ),
      "main",
    );
    expect(ruleset).toBeInstanceOf(RefusedError);
    expect(ruleset?.message).toMatch(/^GitHub's rules for the "main" branch refused the save: "Changes must be made through a pull request\." /);
    const protectedBranch = ruleRefusal(
      gitHubSays(422, "Protected branch update failed for refs/heads/main.\n\n2 of 2 required status checks are expected."),
      "main",
    );
    expect(protectedBranch?.message).toContain('"Protected branch update failed for refs/heads/main. 2 of 2 required status checks are expected."');
    expect(ruleRefusal(gitHubSays(422, "Update is not a fast forward"), "main")).toBeUndefined();
    expect(ruleRefusal(gitHubSays(409, "content/faq.yaml does not match 3f2a"), "main")).toBeUndefined();
  });

  it("says a 403 that is no rate limit is the account's access: it may no longer change the files, and whom to ask", () => {
    const refused = failureOf(gitHubSays(403, "Resource not accessible by integration"), "save content/faq.yaml", {}, NOW);
    expect(refused).toBeInstanceOf(RefusedError);
    expect((refused as RefusedError).status).toBe(403);
    expect(refused.message).toBe(
      `GitHub wouldn't let your account save content/faq.yaml ("Resource not accessible by integration"): it may no longer change this site's files. ` +
        `Whoever looks after the site may have taken your access away, or not given it yet: ask them, then save again.`,
    );
  });

  it("is otherwise a refusal that says what was being done and GitHub's own words, on one line", () => {
    const refused = failureOf(gitHubSays(400, "Problems parsing JSON"), "save content/faq.yaml", {}, NOW);
    expect(refused).toBeInstanceOf(RefusedError);
    expect((refused as RefusedError).status).toBe(400);
    expect(refused.message).toBe(
      `GitHub wouldn't save content/faq.yaml (400: "Problems parsing JSON"). If this happens again, send this message to whoever looks after the site.`,
    );
    const invalid = failureOf(gitHubSays(422, 'Invalid request.\n\n"sha" wasn\'t supplied.'), "save content/faq.yaml", {}, NOW);
    expect(invalid.message).toContain('(422: "Invalid request.")');
    const down = failureOf({ status: 502, header: () => null, body: undefined }, 'read the "main" branch', {}, NOW);
    expect(down.message).toBe(`GitHub couldn't read the "main" branch just now (502: "status 502"). Try again in a few minutes.`);
  });
});

function gitHubMessageOf(answer: GitHubAnswer): string {
  return String((answer.body as { message: string }).message);
}
