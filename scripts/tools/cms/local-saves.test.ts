/**
 * The saves made with `npm run edit` and not yet committed, in Recent changes (local-saves.ts), through the editor's
 * backend as its page asks: listed first, newest first, each with what it did and openable as a commit is; gone
 * from the list once committed (or changed back); and the guards on a save's id and on a record that isn't one.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLocalEndpoint, type LocalEndpointServer } from "../../../tests/support/local-endpoint-server.ts";
import { commitLocally } from "../../../tests/support/content-history.ts";
import { localBackend } from "../../../src/admin/backends/local.ts";
import { LOCAL_HISTORY_PATH, SAVE_ID } from "../../../src/admin/backends/local-api.ts";
import { RefusedError } from "../../../src/admin/backends/errors.ts";
import { HISTORY_LENGTH } from "./local-history.ts";
import { SAVES_FOLDER } from "./local-saves.ts";

const FAQ = "items: []\n";
const ASKED = "items:\n  - question: How long does it take?\n";
const ASKED_TWICE = `${ASKED}  - question: Do you bring water?\n`;
const PRICES = "prices: {}\n";
const PRICED = "prices: { outside: {} }\n";

let server: LocalEndpointServer;

const ask = (path: string) => fetch(new URL(path, server.origin), { headers: { "Sec-Fetch-Site": "same-origin" } });
const backend = () =>
  localBackend({
    fetch: (input, init = {}) =>
      fetch(new URL(String(input), server.origin), { ...init, headers: { ...init.headers, "Sec-Fetch-Site": "same-origin", Origin: server.origin } }),
  });

/** Saves the FAQ page as `after`, as the editor does (its version read first). */
async function saveFaq(after: string, message: string): Promise<void> {
  const { version } = await backend().read("faq");
  await backend().save({ name: "faq", text: after, baseVersion: version, message });
}

beforeEach(async () => {
  server = await startLocalEndpoint({ "content/faq.yaml": FAQ, "content/pricing.yaml": PRICES });
});
afterEach(() => server.close());

describe("saves not yet committed, in Recent changes", () => {
  it("are listed first, newest first, each with what it did, above the commits; once committed, they leave the list", async () => {
    commitLocally(server.root, { pricing: PRICED }, "Pricing page: a price", { author: "Sam Owner", at: new Date(Date.now() - 86_400_000) });
    await saveFaq(ASKED, "FAQ page: Items, added “How long does it take?”");
    await saveFaq(ASKED_TWICE, "FAQ page: Items, added “Do you bring water?”");

    const history = await backend().history();
    expect(history.map(({ message, author, files, unpublished }) => ({ message, author, files, unpublished }))).toEqual([
      { message: "FAQ page: Items, added “Do you bring water?”", author: "", files: ["faq"], unpublished: true },
      { message: "FAQ page: Items, added “How long does it take?”", author: "", files: ["faq"], unpublished: true },
      { message: "Pricing page: a price", author: "Sam Owner", files: ["pricing"], unpublished: undefined },
      { message: "The site as it is", author: "Site owner", files: ["faq", "pricing"], unpublished: undefined },
    ]);
    expect(history[0].id).toMatch(SAVE_ID);
    expect(Date.now() - new Date(history[0].date).getTime()).toBeLessThan(60_000);
    expect(await backend().changeDetail(history[1].id)).toEqual({ files: [{ name: "faq", before: FAQ, after: ASKED }], otherFiles: false });
    expect(await backend().changeDetail(history[0].id)).toEqual({ files: [{ name: "faq", before: ASKED, after: ASKED_TWICE }], otherFiles: false });

    commitLocally(server.root, {}, "FAQ page: two questions", { author: "Sam Owner", at: new Date() });
    expect((await backend().history()).map(({ message, unpublished }) => ({ message, unpublished }))).toEqual([
      { message: "FAQ page: two questions", unpublished: undefined },
      { message: "Pricing page: a price", unpublished: undefined },
      { message: "The site as it is", unpublished: undefined },
    ]);
  });

  it("are all listed where the project isn't a git repository, and a save changed back by another leaves the list", async () => {
    await saveFaq(ASKED, "FAQ page: a question");
    expect((await backend().history()).map((change) => change.message)).toEqual(["FAQ page: a question"]);

    commitLocally(server.root, { pricing: PRICED }, "Pricing page: a price", { author: "Sam Owner", at: new Date() });
    await saveFaq(ASKED_TWICE, "FAQ page: another question");
    await saveFaq(ASKED, "Put back: FAQ page: another question");
    // The file is as committed again: neither save is left to publish.
    expect((await backend().history()).filter((change) => change.unpublished)).toEqual([]);
  });

  it("keeps the newest records only, as many as the list shows", async () => {
    for (let count = 0; count <= HISTORY_LENGTH; count += 1) await saveFaq(count % 2 === 0 ? ASKED : FAQ, `FAQ page: save ${count}`);
    const history = await backend().history();
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history[0].message).toBe(`FAQ page: save ${HISTORY_LENGTH}`);
    expect(fs.readdirSync(path.join(server.root, SAVES_FOLDER))).toHaveLength(HISTORY_LENGTH);
  });
});

describe("the saves' guards", () => {
  it("refuse an id that is neither a save's nor a commit's, answer one there isn't as not there, and never list a record that isn't one", async () => {
    await saveFaq(ASKED, "FAQ page: a question");
    const [saved] = await backend().history();
    for (const id of [`${saved.id}x`, "saved-1", `saved-${"0".repeat(15)}-../../package`, "saved-%2e%2e%2Fpackage"]) {
      expect((await ask(`${LOCAL_HISTORY_PATH}/${id}`)).status, id).toBe(403);
    }
    await expect(backend().changeDetail(saved.id.replace(/.$/, (last) => (last === "0" ? "1" : "0")))).rejects.toThrow(
      new RefusedError(404, "That change isn't in the content's history."),
    );

    // A record changed by hand into something else, and a file that isn't a record: neither is listed or read.
    const folder = path.join(server.root, SAVES_FOLDER);
    fs.writeFileSync(path.join(folder, `${saved.id}.json`), JSON.stringify({ id: saved.id, message: "forged", files: [{ name: "../../package.json" }] }));
    fs.writeFileSync(path.join(folder, "notes.json"), "{}");
    expect(await backend().history()).toEqual([]);
    await expect(backend().changeDetail(saved.id)).rejects.toThrow(new RefusedError(404, "That change isn't in the content's history."));
  });
});
