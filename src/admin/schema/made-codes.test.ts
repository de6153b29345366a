import { describe, expect, it } from "vitest";
import { codeOf, uniqueCode, withMadeCodes } from "./made-codes.ts";
import { fixtureForm } from "./form-fixtures.test-support.ts";

type Entry = { id: string; question: string; answer: string[] };

describe("codes made from the owner's words", () => {
  it("makes a code a page address takes from any words, starting with a letter and not too long", () => {
    expect(codeOf("How long will the wash take?", "question")).toBe("how-long-will-the-wash-take");
    expect(codeOf("Café & 4×4s: what's éxtra?", "question")).toBe("cafe-and-4-4s-what-s-extra");
    expect(codeOf("24/7?", "question")).toBe("question");
    expect(codeOf("?!", "question")).toBe("question");
    expect(codeOf("a".repeat(60), "question")).toHaveLength(40);
    expect(uniqueCode("area", new Set(["area", "area-2"]))).toBe("area-3");
  });

  it("gives a new question a code from its words, follows them until saved, and keeps a saved question's code when reworded", () => {
    const { fields, values } = fixtureForm("faq");
    const saved = values.items as Entry[];
    const added = { ...values, items: [...saved, { id: "", question: "", answer: [""] }] };
    const made = (now: unknown) => (withMadeCodes(fields, values, now) as { items: Entry[] }).items;

    expect(made(added).at(-1)!.id).toBe("question");
    // Words whose code a saved question has: a code of its own.
    const typed = { ...added, items: [...saved, { id: "question", question: `${saved[0].id.replace(/-/g, " ")}?`, answer: [""] }] };
    expect(made(typed).at(-1)!.id).toBe(`${saved[0].id}-2`);

    const reworded = { ...values, items: [{ ...saved[0], question: "Something else entirely?" }, ...saved.slice(1)] };
    expect(made(reworded)[0].id).toBe(saved[0].id);
    expect(withMadeCodes(fields, values, values)).toBe(values);
  });
});
