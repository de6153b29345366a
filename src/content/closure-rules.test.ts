import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, FIXTURE_CONTENT_DIR } from "../../tests/support/content-root";
import { checkContentTexts } from "./check-texts";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "./names";
import { formatProblem } from "./problem";
import { readSchemaTexts } from "./node/load-content";

/** The fixture content's texts, site.yaml's closures replaced by `closures` (YAML), checked on `today`. */
function checkOn(today: string, closures: string, { live = false } = {}) {
  const read = (folder: string, file: string) => fs.readFileSync(path.join(PROJECT_ROOT, folder, file), "utf8");
  const texts = Object.fromEntries(CONTENT_NAMES.map((name) => [name, read(FIXTURE_CONTENT_DIR, `${name}.yaml`)])) as Record<ContentName, string>;
  const site = texts.site.replace(/^ {2}days:\n(?: {4}[^\n]*\n)+/m, `  days:\n${closures}`);
  expect(site, "the closures were replaced").not.toBe(texts.site);
  texts.site = live ? site.replace(/^live: false$/m, "live: true") : site;
  return checkContentTexts({ texts, schemas: readSchemaTexts(path.join(PROJECT_ROOT, "schemas")), displayPath: contentFilePath, today });
}

const christmas = `    - from: "2026-12-24"\n      to: "2027-01-02"\n      message: "Away for Christmas."\n`;
const boxingDay = `    - from: "2026-12-26"\n      to: "2026-12-26"\n      message: "Closed for Boxing Day."\n`;

describe("closures in the content check, on a given day", () => {
  it.each([
    ["before it", "2026-12-01", []],
    ["on its first day", "2026-12-24", []],
    ["on its last day", "2027-01-02", []],
    ["the day after", "2027-01-03", ["The closure from 24 Dec 2026 to 2 Jan 2027 is over, and the site no longer shows it: remove it."]],
  ])("a closure checked %s is a note only once it is over", (_, today, notes) => {
    const checked = checkOn(today, christmas);
    expect(checked.problems).toEqual([]);
    expect(checked.notes.map((note) => note.message)).toEqual(notes);
  });

  it("names a one-day closure that is over by its day, at its place in site.yaml", () => {
    const [note] = checkOn("2027-02-01", boxingDay).notes;
    expect(formatProblem(note)).toMatch(/^content\/site\.yaml:\d+:\d+ closures › days › item 1: The closure on 26 Dec 2026 is over/);
  });

  it("never fails the check for a closure that is over, even on the live site", () => {
    const checked = checkOn("2030-01-01", christmas + boxingDay, { live: true });
    // Live: the go-live list is refused as problems, so it is empty here.
    expect(checked.placeholders).toEqual([]);
    expect(checked.problems.filter((problem) => problem.field.startsWith("closures"))).toEqual([]);
    expect(checked.notes).toHaveLength(2);
  });

  it("refuses a closure that ends before it starts, at its last day", () => {
    const backwards = `    - from: "2027-01-02"\n      to: "2026-12-24"\n      message: "Backwards."\n`;
    const checked = checkOn("2026-12-01", backwards);
    expect(checked.problems.map((problem) => [problem.field, problem.message])).toEqual([
      ["closures › days › item 1 › to", "Expected the last closed day to be on or after the first (2 Jan 2027), but found 24 Dec 2026."],
    ]);
    expect(checked.notes).toEqual([]);
  });

  it("refuses a day that isn't one", () => {
    const checked = checkOn("2026-12-01", `    - from: "2026-02-30"\n      to: "2026-03-01"\n      message: "No such day."\n`);
    expect(checked.problems.map((problem) => problem.field)).toEqual(["closures › days › item 1 › from"]);
  });
});
