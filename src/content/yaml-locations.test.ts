import { describe, expect, it } from "vitest";
import { locateNodes, toPointer } from "./yaml-locations";
import { unclosedQuoteBefore } from "./explain-yaml-error";

const source = ['heading: "Hi"', "items:", "  - question: Q1", "    answer:", "      - a", '  - {question: "Q2", answer: [b]}', ""].join("\n");

describe("locateNodes", () => {
  const locations = locateNodes(source);
  it.each([
    ["/heading", { line: 1, column: 10 }, { line: 1, column: 1 }],
    ["/items/0", { line: 3, column: 5 }, undefined],
    ["/items/0/question", { line: 3, column: 15 }, { line: 3, column: 5 }],
    ["/items/0/answer/0", { line: 5, column: 9 }, undefined],
    ["/items/1/question", { line: 6, column: 16 }, { line: 6, column: 6 }],
    ["/items/1/answer/0", { line: 6, column: 31 }, undefined],
  ])("places %s", (pointer, value, key) => {
    expect(locations.get(pointer)).toEqual(key ? { value, key } : { value });
  });

  it("escapes keys into JSON Pointers like ajv", () => {
    expect(toPointer(["a/b", "c~d", 0])).toBe("/a~1b/c~0d/0");
  });
});

describe("unclosedQuoteBefore", () => {
  it("finds the quote that never closes", () => {
    const text = 'a: "fine"\nb: "broken\nc: 1\n';
    expect(unclosedQuoteBefore(text, text.indexOf("c:"))).toBe(text.indexOf('"broken'));
  });
  it("ignores quoted values that close, even across lines", () => {
    const text = 'a: "one\n  two"\nb: - bad\n';
    expect(unclosedQuoteBefore(text, text.indexOf("- bad"))).toBeUndefined();
  });
  it("ignores quote marks in comments", () => {
    const text = '# each starting with "- ".\nitems:\n\t- a\n';
    expect(unclosedQuoteBefore(text, text.indexOf("\t"))).toBeUndefined();
  });
});
