/**
 * The local endpoint's Recent changes (local-history.ts): the project's own git history of content/, read-only,
 * through the editor's backend as its page asks for it; and the guards on the one value a request brings, a sha.
 */
import { execFileSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLocalEndpoint, type LocalEndpointServer } from "../../../tests/support/local-endpoint-server.ts";
import { commitLocally } from "../../../tests/support/content-history.ts";
import { localBackend } from "../../../src/admin/backends/local.ts";
import { LOCAL_HISTORY_PATH } from "../../../src/admin/backends/local-api.ts";
import { RefusedError } from "../../../src/admin/backends/errors.ts";
import { POSTCODE_LIST_FILE } from "../../../src/content/names.ts";

const FAQ = "items: []\n";
const ASKED = "items:\n  - question: How long does it take?\n";
const POSTCODES = "postcode\nAB1 2CD\n";

let server: LocalEndpointServer;

/** A request as the editor's page sends it (same origin), or as `headers` say otherwise. */
const ask = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, server.origin), { ...init, headers: { "Sec-Fetch-Site": "same-origin", Origin: server.origin, ...init.headers } });

const backend = () => localBackend({ fetch: (input, init) => ask(String(input), init) });

beforeEach(async () => {
  server = await startLocalEndpoint({
    "content/faq.yaml": FAQ,
    "content/pricing.yaml": "prices: {}\n",
    [`content/${POSTCODE_LIST_FILE}`]: POSTCODES,
    "content/photos/old.jpg": "old",
  });
});
afterEach(() => server.close());

describe("the content's recent changes on this computer", () => {
  it("are none when the project isn't a git repository", async () => {
    expect(await backend().history()).toEqual([]);
  });

  it("are the commits that changed content/, newest first, with their message, author, date and content files", async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    commitLocally(server.root, { faq: ASKED }, "FAQ page: Items, added “How long does it take?”", { author: "Sam Owner", at: yesterday });
    const history = await backend().history();
    expect(history.map(({ message, author, files }) => ({ message, author, files }))).toEqual([
      { message: "FAQ page: Items, added “How long does it take?”", author: "Sam Owner", files: ["faq"] },
      { message: "The site as it is", author: "Site owner", files: ["faq", "pricing", POSTCODE_LIST_FILE] },
    ]);
    expect(new Date(history[0].date).getTime()).toBe(Math.floor(yesterday.getTime() / 1000) * 1000);

    expect(await backend().changeDetail(history[0].id)).toEqual({ files: [{ name: "faq", before: FAQ, after: ASKED }], otherFiles: false });
    // The first commit: every file added, nothing before it (the service area's list too); the photo is named as
    // another file, never read.
    expect(await backend().changeDetail(history[1].id)).toEqual({
      files: [
        { name: "faq", after: FAQ },
        { name: "pricing", after: "prices: {}\n" },
        { name: POSTCODE_LIST_FILE, after: POSTCODES },
      ],
      otherFiles: true,
    });
  });

  it("lists a message holding the bytes an older reading split on, and a line break, as it was written: no entry forged", async () => {
    // The message spells a second commit as the old \x1e/\x1f reading would have read it: a sha, author, date and file.
    const forged = `${"f".repeat(40)}\x1fMallory\x1f2020-01-01T00:00:00Z\x1fforged\x1fcontent/pricing.yaml`;
    const message = `Prices \x1e then \x1f and\nsecond line\x1e${forged}`;
    commitLocally(server.root, { faq: ASKED }, message, { author: "Sam Owner", at: new Date() });
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: server.root, encoding: "utf8" }).trim();
    const history = await backend().history();
    expect(history.map(({ id, message, author, files }) => ({ id, message, author, files }))).toEqual([
      { id: head, message, author: "Sam Owner", files: ["faq"] },
      { id: expect.stringMatching(/^[0-9a-f]{40}$/), message: "The site as it is", author: "Site owner", files: ["faq", "pricing", POSTCODE_LIST_FILE] },
    ]);
    expect(await backend().changeDetail(head)).toEqual({ files: [{ name: "faq", before: FAQ, after: ASKED }], otherFiles: false });
  });
});

describe("the history's guards", () => {
  it("refuses anything but a commit's full sha before git runs, and a sha it hasn't as not there", async () => {
    commitLocally(server.root, { faq: ASKED }, "FAQ page: a question", { author: "Sam Owner", at: new Date() });
    for (const id of ["HEAD", "--output=x", "abc123", "A".repeat(40), `${"a".repeat(40)}:content`, "..%2F..%2Fpackage.json"]) {
      const answer = await ask(`${LOCAL_HISTORY_PATH}/${id}`);
      expect(answer.status, id).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toBe("That isn't a change of the content's history.");
    }
    await expect(backend().changeDetail("0".repeat(40))).rejects.toThrow(new RefusedError(404, "That change isn't in the content's history."));
  });

  it("only reads: any other method is refused, and so is a read from another site", async () => {
    for (const method of ["PUT", "POST", "DELETE"]) expect((await ask(LOCAL_HISTORY_PATH, { method, body: "{}" })).status, method).toBe(403);
    expect((await ask(LOCAL_HISTORY_PATH, { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } })).status).toBe(403);
  });
});
