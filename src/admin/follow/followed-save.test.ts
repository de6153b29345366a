import { beforeEach, describe, expect, it } from "vitest";
import { gitHubDouble, type GitHubDouble } from "../../../tests/support/github-double.ts";
import { githubBackend } from "../backends/github.ts";
import type { CommitFollower } from "../backends/backend.ts";
import { FOLLOW_TIMES, lookOnce, waitBefore, type FollowedSave } from "./followed-save.ts";
import { followWords } from "./follow-words.ts";
import { PAGES } from "../../lib/site-paths.ts";

const REPO = "valet-owner/site";
const PRICING = "# Prices in pounds\ngold:\n  small: 61\n";
const SAVED_AT = Date.UTC(2026, 0, 1, 10);
const minutes = (count: number) => SAVED_AT + count * 60_000;
const title = (path: string) => (path === "content/pricing.yaml" ? "Prices" : path);

let double: GitHubDouble;
let follower: CommitFollower;
let saved: FollowedSave;

beforeEach(async () => {
  double = gitHubDouble({ repo: REPO, files: { "content/pricing.yaml": PRICING } });
  const backend = githubBackend({ repo: REPO, branch: "main", token: double.token, fetch: double.fetch });
  follower = backend.follower!;
  const text = PRICING.replace("61", "62");
  const { commit } = await backend.save({ name: "pricing", text, baseVersion: (await backend.read("pricing")).version, message: "Gold £62" });
  saved = {
    repo: REPO,
    sha: commit!,
    file: "pricing",
    text,
    pagePath: PAGES.pricing.path,
    origin: "https://www.valet.example",
    siteLive: true,
    savedAt: SAVED_AT,
    stage: { kind: "checking" },
  };
});

describe("following a save through GitHub's check and the host's deploy", () => {
  it("answers the commit the save made", () => {
    expect(saved.sha).toBe(double.head());
  });

  it("is checking while the check runs, publishing once it passed, and live once the host reports its deploy", async () => {
    double.checks.checkRun(saved.sha, "in_progress");
    let now = await lookOnce(saved, follower, FOLLOW_TIMES, minutes(1));
    expect(now.stage).toEqual({ kind: "checking" });

    double.checks.checkRun(saved.sha, { conclusion: "success" });
    double.checks.deploy(saved.sha, "in_progress");
    now = await lookOnce(now, follower, FOLLOW_TIMES, minutes(3));
    expect(now.stage).toEqual({ kind: "publishing" });
    expect(now.passedAt).toBe(minutes(3));

    double.checks.deploy(saved.sha, "success", { environmentUrl: "https://deploy-1--valet.netlify.app" });
    now = await lookOnce(now, follower, FOLLOW_TIMES, minutes(4));
    expect(now.stage).toEqual({ kind: "live", url: `https://www.valet.example${PAGES.pricing.path}` });
  });

  it("links the host's address for the deploy until the site says it is live at its own", async () => {
    double.checks.checkRun(saved.sha, { conclusion: "success" });
    double.checks.deploy(saved.sha, "success", { environmentUrl: "https://deploy-1--valet.netlify.app" });
    const now = await lookOnce({ ...saved, siteLive: false }, follower, FOLLOW_TIMES, minutes(3));
    expect(now.stage).toEqual({ kind: "live", url: `https://deploy-1--valet.netlify.app${PAGES.pricing.path}` });
  });

  it("counts a commit status as part of the check: a failed one fails it", async () => {
    double.checks.checkRun(saved.sha, { conclusion: "success" });
    double.checks.commitStatus(saved.sha, "ci/other", "failure", "Tests failed");
    const now = await lookOnce(saved, follower, FOLLOW_TIMES, minutes(3));
    expect(now.stage).toMatchObject({ kind: "check-failed", notes: [], statuses: [{ context: "ci/other", description: "Tests failed" }] });
  });

  it("brings a failed check's notes at their lines, leaving out the go-live warnings", async () => {
    const note = { path: "content/pricing.yaml", line: 3, column: 3, message: "gold › small: Expected a price" };
    double.checks.checkRun(saved.sha, { conclusion: "failure", annotations: [note, { ...note, line: 2, level: "warning", message: "an example" }] });
    const now = await lookOnce(saved, follower, FOLLOW_TIMES, minutes(2));
    expect(now.stage).toMatchObject({ kind: "check-failed", notes: [{ path: note.path, line: 3, column: 3, message: note.message }] });
    expect(now.stage.kind === "check-failed" && now.stage.notes).toHaveLength(1);
  });

  it("says the host hasn't reported once it has been silent for longer than hosts take, and GitHub's check once it has", async () => {
    expect((await lookOnce(saved, follower, FOLLOW_TIMES, SAVED_AT + FOLLOW_TIMES.checkGivesUpAfter)).stage).toEqual({ kind: "checking" });

    // No check run at all (no workflow ran) for as long as the check may take.
    expect((await lookOnce(saved, follower, FOLLOW_TIMES, SAVED_AT + FOLLOW_TIMES.checkGivesUpAfter + 1)).stage).toEqual({ kind: "check-silent" });

    double.checks.checkRun(saved.sha, { conclusion: "success" });
    const passed = await lookOnce(saved, follower, FOLLOW_TIMES, minutes(3));
    expect((await lookOnce(passed, follower, FOLLOW_TIMES, minutes(3) + FOLLOW_TIMES.hostReportsWithin)).stage).toEqual({ kind: "publishing" });
    expect((await lookOnce(passed, follower, FOLLOW_TIMES, minutes(3) + FOLLOW_TIMES.hostReportsWithin + 1)).stage).toEqual({ kind: "host-silent" });
  });

  it("reports a failed deploy with the host's log", async () => {
    double.checks.checkRun(saved.sha, { conclusion: "success" });
    double.checks.deploy(saved.sha, "failure", { logUrl: "https://app.netlify.com/sites/valet/deploys/1" });
    expect((await lookOnce(saved, follower, FOLLOW_TIMES, minutes(3))).stage).toEqual({
      kind: "host-failed",
      logUrl: "https://app.netlify.com/sites/valet/deploys/1",
    });
  });

  it("asks less often as time passes, never more than every 30 s", () => {
    const waits = Array.from({ length: 10 }, (_, look) => waitBefore(look, FOLLOW_TIMES));
    expect(waits[0]).toBe(FOLLOW_TIMES.firstLook);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(FOLLOW_TIMES.longestWait);
  });
});

describe("what the editor says of a followed save", () => {
  const at = (stage: FollowedSave["stage"]) => followWords({ ...saved, stage }, title);

  it("says it is being checked, and how long that takes", () => {
    expect(at({ kind: "checking" })).toMatchObject({ tone: "working", text: expect.stringMatching(/^Checking your change \(a few minutes\)/) });
  });

  it("says it is live, with the page's link", () => {
    expect(at({ kind: "live", url: `https://www.valet.example${PAGES.pricing.path}` })).toMatchObject({
      tone: "live",
      text: "Live on the site:",
      link: { href: `https://www.valet.example${PAGES.pricing.path}` },
    });
  });

  it("gives each of the check's notes with its file's name and line", () => {
    const words = at({ kind: "check-failed", notes: [{ path: "content/pricing.yaml", line: 3, message: "Expected a price" }], runs: [], statuses: [] });
    expect(words).toMatchObject({ tone: "problem", notes: ["Prices, line 3: Expected a price"] });
    expect(words.text).toMatch(/site still shows the last good version/);
  });

  it("says a cancelled check was stopped, not that the change is wrong", () => {
    const words = at({ kind: "check-failed", notes: [], runs: [{ id: 1, name: "check", conclusion: "cancelled", annotations: 0 }], statuses: [] });
    expect(words.text).toMatch(/^Not checked: GitHub stopped checking this change/);
  });

  it("says where to look when the host reports nothing, or GitHub won't show the check", () => {
    expect(at({ kind: "host-silent" }).text).toMatch(/your host hasn't reported publishing it: look at your host's dashboard/);
    expect(at({ kind: "unseen" })).toMatchObject({ link: { href: `https://github.com/${REPO}/commit/${saved.sha}` } });
    expect(at({ kind: "unseen" }).text).toMatch(/Checks, Commit statuses and Deployments/);
  });
});
