/**
 * Every address the editor takes from an answer of GitHub's is a link only when it is https: (safe-link.ts). Each kind
 * of answer is read as GitHub sends it (commitFollower), followed (lookOnce), put in words (followWords) and drawn
 * (SafeLink, which FollowedSaveStatus draws the link with), with an address an attacker who can post to the repository
 * might write.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { GitHubAnswer, GitHubApi } from "../backends/github-api.ts";
import { commitFollower } from "../backends/github-follow.ts";
import { FOLLOW_TIMES, lookOnce, type FollowedSave } from "./followed-save.ts";
import { followWords } from "./follow-words.ts";
import { NOT_LINKED_WARNING, safeLink } from "./safe-link.ts";
import { SafeLink } from "./SafeLink.tsx";
import { PAGES } from "../../lib/site-paths.ts";

const SHA = "a".repeat(40);
const RECORD: FollowedSave = {
  repo: "valet-owner/site",
  sha: SHA,
  file: "pricing",
  text: "",
  pagePath: PAGES.pricing.path,
  origin: "https://www.valet.example",
  siteLive: false,
  savedAt: 0,
  stage: { kind: "checking" },
};

const UNSAFE = ["http://valet-login.example/sign-in", "javascript:alert(document.domain)", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="];

/** GitHub's answers, by path, for a commit whose check passed or failed and whose deploy reports `status`. */
function gitHub(answers: { runs?: object[]; statuses?: object[]; annotations?: object[]; deployStatus?: object }): GitHubApi {
  const bodies: Record<string, unknown> = {
    [`commits/${SHA}/check-runs?per_page=100`]: { check_runs: answers.runs ?? [{ id: 1, name: "check", status: "completed", conclusion: "success" }] },
    [`commits/${SHA}/status`]: { state: "success", total_count: answers.statuses?.length ?? 0, statuses: answers.statuses ?? [] },
    "check-runs/1/annotations?per_page=50": answers.annotations ?? [],
    [`deployments?sha=${SHA}`]: [{ id: 7, environment: "Production", production_environment: true }],
    "deployments/7/statuses?per_page=1": [answers.deployStatus ?? { state: "in_progress" }],
  };
  const answer = (path: string): GitHubAnswer => ({ status: path in bodies ? 200 : 404, header: () => null, body: bodies[path] });
  return { call: async (_method, path) => answer(path), upload: async (path) => answer(path) };
}

const failedRun = (url: string) => ({ id: 1, name: "check", status: "completed", conclusion: "failure", html_url: url, output: { annotations_count: 1 } });

/** Each kind of answer that carries an address, with the address in its place. */
const KINDS: [string, (url: string) => Parameters<typeof gitHub>[0]][] = [
  ["a deployment status's environment_url (the live page)", (url) => ({ deployStatus: { state: "success", environment_url: url } })],
  ["a deployment status's log_url (a failed deploy)", (url) => ({ deployStatus: { state: "failure", log_url: url } })],
  ["a deployment status's target_url (a failed deploy)", (url) => ({ deployStatus: { state: "error", target_url: url } })],
  [
    "a check run's html_url, its note's blob_href beside it",
    (url) => ({
      runs: [failedRun(url)],
      annotations: [{ path: "content/pricing.yaml", start_line: 2, annotation_level: "failure", message: "Expected a price", blob_href: url }],
    }),
  ],
  ["a commit status's target_url", (url) => ({ statuses: [{ state: "failure", context: "ci/other", description: "Failed", target_url: url }] })],
];

/** What the editor shows after one look at GitHub answering so: the words, and the status as drawn. */
async function shown(answers: Parameters<typeof gitHub>[0]) {
  const record = await lookOnce(RECORD, commitFollower(gitHub(answers)), FOLLOW_TIMES, 1);
  const words = followWords(record, (path) => path);
  return { words, markup: words.link ? renderToStaticMarkup(<SafeLink shown={words.link} />) : "" };
}

describe("an address from GitHub's answers", () => {
  describe.each(KINDS)("%s", (_, answers) => {
    it.each(UNSAFE)("%s is plain text with the warning, never a link", async (address) => {
      const { words, markup } = await shown(answers(address));
      expect(words.link).toMatchObject({ warning: NOT_LINKED_WARNING, address: expect.stringContaining(address.split("/")[0]) });
      expect(words.link).not.toHaveProperty("href");
      expect(markup).not.toContain("<a ");
      expect(markup).toContain(NOT_LINKED_WARNING);
    });

    it("https: is a link", async () => {
      const { words, markup } = await shown(answers("https://app.netlify.example/deploys/1"));
      expect(words.link).toMatchObject({ href: expect.stringMatching(/^https:\/\/app\.netlify\.example\//) });
      expect(markup).toMatch(/<a href="https:\/\/app\.netlify\.example\//);
      expect(markup).not.toContain(NOT_LINKED_WARNING);
    });
  });

  it("is a link only when it parses as https:", () => {
    expect(safeLink("https://github.com/o/r", "GitHub")).toEqual({ href: "https://github.com/o/r", text: "GitHub" });
    for (const address of [...UNSAFE, "HTTP://x.example", "//x.example/a", "not an address", " javascript:alert(1)", "JaVaScRiPt:alert(1)"]) {
      expect(safeLink(address)).toEqual({ text: address, address, warning: NOT_LINKED_WARNING });
    }
  });
});
