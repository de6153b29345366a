/** Recent changes online (github-history.ts), against the GitHub double's commits. */
import { beforeEach, describe, expect, it } from "vitest";
import { gitHubDouble, type GitHubDouble } from "../../../tests/support/github-double.ts";
import { githubBackend } from "./github.ts";
import type { EditorBackend } from "./backend.ts";

const REPO = "valet-owner/site";
const FAQ = "items: []\n";
const ASKED = "items:\n  - question: How long does it take?\n";

let double: GitHubDouble;
let backend: EditorBackend;

beforeEach(() => {
  double = gitHubDouble({ repo: REPO, files: { "README.md": "The site\n", "content/faq.yaml": FAQ, "content/photos/old.jpg": "old" } });
  backend = githubBackend({ repo: REPO, branch: "main", token: double.token, fetch: double.fetch });
});

describe("the content's recent changes on GitHub", () => {
  it("are the branch's commits that changed content/, newest first, in one request", async () => {
    const yesterday = new Date(Date.UTC(2026, 10, 27, 16, 5));
    double.commitAsSomeoneElse({ "content/faq.yaml": ASKED }, "FAQ page: Items, added “How long does it take?”", { author: "Sam Owner", at: yesterday });
    double.commitAsSomeoneElse({ "README.md": "The site, described\n" }, "Describe the site");
    const before = double.requests.length;
    const history = await backend.history();
    expect(double.requests.slice(before).map((request) => request.path)).toEqual([`/repos/${REPO}/commits?sha=main&path=content&per_page=30`]);
    expect(history.map(({ message, author, date }) => ({ message, author, date }))).toEqual([
      { message: "FAQ page: Items, added “How long does it take?”", author: "Sam Owner", date: "2026-11-27T16:05:00Z" },
      { message: "The site as it is", author: "Site owner", date: expect.any(String) as string },
    ]);
  });

  it("and one change's detail: each content file before and after it, other files under content/ only counted", async () => {
    double.commitAsSomeoneElse({ "content/faq.yaml": ASKED, "content/photos/new.jpg": "new" }, "A question and a photo");
    const [latest, first] = await backend.history();
    expect(await backend.changeDetail(latest.id)).toEqual({ files: [{ name: "faq", before: FAQ, after: ASKED }], otherFiles: true });
    expect(await backend.changeDetail(first.id)).toEqual({ files: [{ name: "faq", before: undefined, after: FAQ }], otherFiles: true });
  });

  it("never asks GitHub for anything but a commit's sha", async () => {
    await expect(backend.changeDetail("../../contents/README.md")).rejects.toThrow(/is not a commit's sha/);
  });
});
