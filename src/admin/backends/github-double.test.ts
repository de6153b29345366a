/**
 * The GitHub double (tests/support/github-double.ts) answers as GitHub's REST docs say, so the backend's tests and
 * the editor's journeys that trust it test against GitHub's behaviour, not the double's own.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { gitHubDouble, type GitHubDouble } from "../../../tests/support/github-double.ts";

const REPO = "valet-owner/site";
const API = `https://api.github.com/repos/${REPO}`;
let double: GitHubDouble;

/** A request with the double's token, another (`token`), or none (null). */
const call = (method: string, path: string, body?: unknown, token: string | null = double.token) =>
  double.handle({
    method,
    url: `${API}/${path}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = (answer: { body: string }) => JSON.parse(answer.body) as Record<string, unknown>;

beforeEach(() => {
  double = gitHubDouble({ repo: REPO, files: { "content/faq.yaml": "items: []\n", "content/photos/a.jpg": "jpeg" } });
});

describe("the GitHub double", () => {
  it("answers a file's contents in base64 lines, and 404 for a path or ref it doesn't have", () => {
    const found = call("GET", "contents/content/faq.yaml?ref=main");
    expect(found.status).toBe(200);
    expect(json(found)).toMatchObject({ type: "file", encoding: "base64", content: "aXRlbXM6IFtdCg==\n", path: "content/faq.yaml" });
    expect(call("GET", "contents/content/none.yaml?ref=main").status).toBe(404);
    expect(call("GET", "contents/content/faq.yaml?ref=elsewhere").status).toBe(404);
  });

  it("takes a contents PUT only on the file's current sha: 409 when stale, 422 when missing, 200 when current", () => {
    const { sha } = json(call("GET", "contents/content/faq.yaml")) as { sha: string };
    const put = (extra: object) => call("PUT", "contents/content/faq.yaml", { message: "m", content: "eDogMQo=", branch: "main", ...extra });
    expect(put({})).toMatchObject({ status: 422 });
    expect(json(put({})).message).toBe('Invalid request.\n\n"sha" wasn\'t supplied.');
    expect(put({ sha: "0".repeat(40) })).toMatchObject({ status: 409 });
    const saved = put({ sha });
    expect(saved.status).toBe(200);
    expect(double.file("content/faq.yaml")).toBe("x: 1\n");
    expect(call("PUT", "contents/content/new.yaml", { message: "m", content: "eDogMQo=" }).status, "a new file").toBe(201);
  });

  it("refuses a ref update that isn't a fast forward (422), and a tree deleting a missing file (422)", () => {
    const head = json(call("GET", "git/ref/heads/main")) as { object: { sha: string } };
    const commit = json(call("GET", `git/commits/${head.object.sha}`)) as { tree: { sha: string } };
    const tree = call("POST", "git/trees", { base_tree: commit.tree.sha, tree: [{ path: "content/none.jpg", mode: "100644", type: "blob", sha: null }] });
    expect(tree.status).toBe(422);
    const orphan = json(call("POST", "git/commits", { message: "m", tree: commit.tree.sha, parents: [] })) as { sha: string };
    const moved = call("PATCH", "git/refs/heads/main", { sha: orphan.sha, force: false });
    expect(moved.status).toBe(422);
    expect(json(moved).message).toBe("Update is not a fast forward");
    expect(call("PATCH", "git/refs/heads/main", { force: false }).status, "no sha").toBe(422);
  });

  it("answers 404 without a token (a private repository), 401 to a bad one, and 403 with the rate-limit headers once used up", () => {
    expect(call("GET", "contents/content/faq.yaml", undefined, null).status).toBe(404);
    const bad = call("GET", "contents/content/faq.yaml", undefined, "not-the-token");
    expect(bad.status).toBe(401);
    expect(json(bad).message).toBe("Bad credentials");
    expect(call("GET", "contents/content/faq.yaml").headers).toMatchObject({ "x-ratelimit-limit": "5000", "x-ratelimit-remaining": "4999" });
    double.exhaustRateLimit({ resetAt: new Date("2026-03-02T14:05:00Z") });
    const limited = call("GET", "contents/content/faq.yaml");
    expect(limited.status).toBe(403);
    expect(limited.headers).toMatchObject({ "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Date.parse("2026-03-02T14:05:00Z") / 1000) });
  });

  it("is reached from a page as GitHub is: a preflight's answer, and a request header GitHub's preflight doesn't allow fails like a browser's CORS", async () => {
    const preflight = double.handle({ method: "OPTIONS", url: `${API}/git/blobs`, headers: {} });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-headers"]).toContain("Authorization");
    const headers = { Authorization: `Bearer ${double.token}` };
    expect((await double.fetch(`${API}/contents/content/faq.yaml`, { headers })).status).toBe(200);
    await expect(double.fetch(`${API}/contents/content/faq.yaml`, { headers: { ...headers, "X-GitHub-Api-Version": "2022-11-28" } })).rejects.toThrow(
      TypeError,
    );
  });
});
