import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { placeProblem } from "../../content/check-texts.ts";
import { fieldInWords } from "../../content/problem.ts";
import { readContent } from "../../content/node/read-content.ts";
import { noteAsProblem } from "./check-notes.ts";

const FILE = "content/faq.yaml";
const TEXT = fs.readFileSync(FILE, "utf8");
// The questions as the content check reads them, from the same file.
const { items } = readContent().faq;

/** A note of GitHub's check as the workflow's problem matcher makes it from the content check's own line for this field. */
function noteAt(path: (string | number)[], message: string) {
  const problem = placeProblem(FILE, TEXT, path, message);
  return { problem, note: { path: FILE, line: problem.line, column: problem.column, message: `${problem.field}: ${problem.message}` } };
}

describe("a note of GitHub's check, at its field", () => {
  it("finds the field at the note's line and column, and says the message without the field's words", () => {
    const path = ["items", items.length - 1, "answer"];
    const { note } = noteAt(path, "Expected at most 600 characters.");
    expect(noteAsProblem(note, TEXT)).toEqual({
      file: FILE,
      line: note.line,
      column: note.column,
      field: fieldInWords(path),
      message: "GitHub's check: Expected at most 600 characters.",
    });
  });

  it("finds the deepest field on the line when the note gives no column", () => {
    const path = ["items", 0, "question"];
    const { note } = noteAt(path, "Expected a question.");
    expect(noteAsProblem({ ...note, column: undefined }, TEXT).field).toBe(fieldInWords(path));
  });

  it("leaves a note on a line with no field (a comment) with the whole file", () => {
    const comment = TEXT.split("\n").findIndex((line) => line.startsWith("#")) + 1;
    expect(noteAsProblem({ path: FILE, line: comment, message: "Something" }, TEXT)).toMatchObject({ field: "", message: "GitHub's check: Something" });
  });
});
