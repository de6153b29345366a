import { describe, expect, it } from "vitest";
import { discardDraft, draftKey, draftStore, hasDraft, keepDraft, readDraft } from "./drafts.ts";

/** localStorage's behaviour, in memory; `full` refuses every write as a full storage does. */
function memoryStorage(full = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, String(value));
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const draft = { values: { heading: "Changed" }, baseText: "heading: Read\n", baseVersion: "abc123" };
const at = new Date("2026-05-04T10:42:00Z");

describe("drafts kept in the browser", () => {
  it("keeps, restores and discards a file's draft, with when it was kept", () => {
    const store = draftStore("owner/site", memoryStorage());
    expect(keepDraft(store, "faq", draft, at)).toBe(true);
    expect(readDraft(store, "faq")).toEqual({ ...draft, savedAt: "2026-05-04T10:42:00.000Z" });
    expect(hasDraft(store, "faq")).toBe(true);
    discardDraft(store, "faq");
    expect(readDraft(store, "faq")).toBeUndefined();
    expect(hasDraft(store, "faq")).toBe(false);
  });

  it("keeps each repository's drafts, and the local editor's, apart", () => {
    const storage = memoryStorage();
    const [online, other, local] = [draftStore("owner/site", storage), draftStore("owner/other", storage), draftStore("local", storage)];
    keepDraft(online, "faq", draft, at);
    expect([hasDraft(online, "faq"), hasDraft(other, "faq"), hasDraft(local, "faq"), hasDraft(online, "pricing")]).toEqual([true, false, false, false]);
    expect(draftKey(local, "pricing")).toBe("editor-draft:local:pricing");
  });

  it.each([
    ["text that isn't JSON", "{"],
    ["JSON that isn't a draft", JSON.stringify({ values: {} })],
    ["nothing", null],
  ])("reads %s as no draft", (_, text) => {
    const storage = memoryStorage();
    if (text !== null) storage.setItem(draftKey(draftStore("local"), "faq"), text);
    expect(readDraft(draftStore("local", storage), "faq")).toBeUndefined();
  });

  it("says so when the browser won't keep a draft, full or with storage turned off", () => {
    expect(keepDraft(draftStore("local", memoryStorage(true)), "faq", draft)).toBe(false);
    const off = draftStore("local", undefined);
    expect(keepDraft(off, "faq", draft)).toBe(false);
    expect(readDraft(off, "faq")).toBeUndefined();
    expect(() => discardDraft(off, "faq")).not.toThrow();
  });
});
