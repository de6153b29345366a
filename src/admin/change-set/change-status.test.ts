import { describe, expect, it } from "vitest";
import { statusText } from "./change-status.ts";

describe("what the status line says of a save", () => {
  const saved = { kind: "saved" as const, message: "FAQ: a question added", changes: [], file: "content/faq.yaml" };

  it("online, names who GitHub says saved it (an owner and a helper each sign in as themselves)", () => {
    expect(statusText({ ...saved, by: "Sam Helper" }, true)).toBe('Saved as Sam Helper: "FAQ: a question added".');
  });

  it("online without a name, and on this computer, where it names the file", () => {
    expect(statusText(saved, true)).toBe('Saved: "FAQ: a question added".');
    expect(statusText(saved, false)).toBe('Saved into content/faq.yaml: "FAQ: a question added".');
  });
});
