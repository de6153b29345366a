/**
 * A text the page fills in, as the owner reads and writes it (template-words.ts): figures shown by what they become,
 * kept in the file as their names in braces, and what is wrong with them said in the same words. Words made up here.
 */
import { describe, expect, it } from "vitest";
import { figureProblem, figuresNeeded, shownText, storedText } from "./template-words.ts";

const WORDS = { from: "its first day", to: "its last day" };

describe("a text's figures in the owner's words", () => {
  it("are shown in square brackets by what they become, and kept in braces, both ways", () => {
    const stored = "Away {from} until {to}: see you soon";
    const shown = "Away [its first day] until [its last day]: see you soon";
    expect(shownText(stored, WORDS)).toBe(shown);
    expect(storedText(shown, WORDS)).toBe(stored);
  });

  it("leave a brace the template doesn't know, and square brackets of the owner's own, as they are", () => {
    expect(shownText("Closed {when} [sorry]", WORDS)).toBe("Closed {when} [sorry]");
    expect(storedText("Closed [its first da] [sorry]", WORDS)).toBe("Closed [its first da] [sorry]");
  });

  it("read the figures a schema's pattern asks for from its look-aheads", () => {
    expect(figuresNeeded("^(?=.*\\{from\\})(?=.*\\{to\\})(?:[^{}\\n]|\\{(?:from|to)\\})+$")).toEqual(["from", "to"]);
    expect(figuresNeeded("^(?:[^{}\\n]|\\{(?:upToSix)\\})+$")).toEqual([]);
    expect(figuresNeeded(undefined)).toEqual([]);
  });

  it("say what is wrong in the owner's words, never with a brace", () => {
    expect(figureProblem("Away {from} until {to}:", WORDS, ["from", "to"])).toBeUndefined();
    expect(figureProblem("Closed {from}:", WORDS, ["from", "to"])).toBe("Put in [its last day] from the list under the box.");
    expect(figureProblem("Closed:", WORDS, ["from", "to"])).toBe("Put in [its first day] and [its last day] from the list under the box.");
    expect(figureProblem("Closed {when} – {to}:", WORDS, ["to"])).toBe("Take out the curly brackets: a figure is put in from the list under the box.");
    for (const text of ["Closed {from}:", "Closed:", "Closed {when}"]) expect(figureProblem(text, WORDS, ["from", "to"]) ?? "").not.toMatch(/[{}]/);
  });
});
