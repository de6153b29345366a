import { describe, expect, it } from "vitest";
import { changedSince, scopeOf } from "./change-scope.ts";

describe("scopeOf: which checks a push needs", () => {
  it("checks a change to content files and photos alone as content", () => {
    expect(scopeOf(["content/pricing.yaml"])).toBe("content");
    expect(scopeOf(["content/faq.yaml", "content/photos/new-after.jpg"])).toBe("content");
  });

  it("runs everything when anything else changed, or nothing can be listed", () => {
    expect(scopeOf(["content/pricing.yaml", "src/routes/book.tsx"])).toBe("full");
    expect(scopeOf(["schemas/pricing.schema.json"])).toBe("full");
    expect(scopeOf(["tests/fixtures/content/pricing.yaml"])).toBe("full");
    expect(scopeOf([])).toBe("full");
  });

  it("can't list the files of a new branch (GitHub's all-zero 'before') or an unknown commit", () => {
    expect(changedSince("0000000000000000000000000000000000000000")).toBeNull();
    expect(changedSince(undefined)).toBeNull();
    expect(changedSince("no-such-commit-anywhere")).toBeNull();
  });
});
