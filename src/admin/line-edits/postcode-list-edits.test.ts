import { describe, expect, it } from "vitest";
import { checkPostcodeList } from "../../content/postcode-list-rules.ts";
import { postcodeEntries, servicedPostcodes } from "../../features/postcode/postcode-list.ts";
import {
  addPostcode,
  applyChanges,
  changeMessage,
  coveredPostcodes,
  districtsOf,
  findPostcodes,
  postcodeChanges,
  removePostcodes,
} from "./postcode-list-edits.ts";

// Every list here is the test's own.
const LIST = "postcode\nCM1 1AA\nCM1 2BB\nCM2 5AA\nCM14 4DE\nIG1 3TY\n";

describe("the service area by district", () => {
  it("groups the postcodes by their outward code, in the list's order, with every postcode in its district", () => {
    expect(districtsOf(coveredPostcodes(LIST))).toEqual([
      { district: "CM1", postcodes: ["CM1 1AA", "CM1 2BB"] },
      { district: "CM2", postcodes: ["CM2 5AA"] },
      { district: "CM14", postcodes: ["CM14 4DE"] },
      { district: "IG1", postcodes: ["IG1 3TY"] },
    ]);
  });

  it("reads a list with Windows line breaks, blank lines and an entry written loosely, leaving out the heading", () => {
    expect(coveredPostcodes("postcode\r\ncm1 1aa\r\n\r\nIG13TY\r\n")).toEqual(["CM1 1AA", "IG1 3TY"]);
  });
});

describe("finding a postcode as the owner types it", () => {
  it.each([
    ["cm1", ["CM1 1AA", "CM1 2BB", "CM14 4DE"]],
    ["CM1 ", ["CM1 1AA", "CM1 2BB", "CM14 4DE"]],
    ["cm1 2", ["CM1 2BB"]],
    ["cm12bb", ["CM1 2BB"]],
    ["Cm1 2bB", ["CM1 2BB"]],
    ["SS1", []],
    ["  ", []],
  ])("%j finds %j", (typed, found) => {
    expect(findPostcodes(coveredPostcodes(LIST), typed)).toEqual(found);
  });
});

describe("adding a postcode", () => {
  it.each([
    ["cm1 1bb", "postcode\nCM1 1AA\nCM1 1BB\nCM1 2BB\nCM2 5AA\nCM14 4DE\nIG1 3TY\n"],
    ["CM35AA", "postcode\nCM1 1AA\nCM1 2BB\nCM2 5AA\nCM3 5AA\nCM14 4DE\nIG1 3TY\n"],
    ["AB1 1AA", "postcode\nAB1 1AA\nCM1 1AA\nCM1 2BB\nCM2 5AA\nCM14 4DE\nIG1 3TY\n"],
    ["ss1 1aa", "postcode\nCM1 1AA\nCM1 2BB\nCM2 5AA\nCM14 4DE\nIG1 3TY\nSS1 1AA\n"],
  ])("%j goes in, in the normal form, at its place: one line added, the list as its rules want it", (typed, expected) => {
    const outcome = addPostcode(LIST, typed);
    expect(outcome).toEqual({ text: expected, postcode: expected.split("\n").find((line) => line.replace(" ", "") === typed.replace(" ", "").toUpperCase()) });
    expect(checkPostcodeList(expected)).toEqual([]);
    expect(postcodeChanges(LIST, expected)).toEqual({ added: [(outcome as { postcode: string }).postcode], removed: [] });
  });

  it("keeps the list's Windows line breaks, and ends a last line that had no line break", () => {
    expect(addPostcode("postcode\r\nCM1 1AA\r\n", "cm2 1aa")).toEqual({ text: "postcode\r\nCM1 1AA\r\nCM2 1AA\r\n", postcode: "CM2 1AA" });
    expect(addPostcode("postcode\nCM1 1AA", "cm2 1aa")).toEqual({ text: "postcode\nCM1 1AA\nCM2 1AA\n", postcode: "CM2 1AA" });
    expect(addPostcode("postcode\n", "cm2 1aa")).toEqual({ text: "postcode\nCM2 1AA\n", postcode: "CM2 1AA" });
  });

  it.each([
    ["", "Type the postcode to add first."],
    ["cm1", '"cm1" isn\'t a UK postcode: check it and type it again.'],
    ["ABCDE", '"ABCDE" isn\'t a UK postcode: check it and type it again.'],
    ["cm1 2bb", "CM1 2BB is already covered."],
    ["CM12BB", "CM1 2BB is already covered."],
  ])("%j is refused, in plain words: %s", (typed, problem) => {
    expect(addPostcode(LIST, typed)).toEqual({ problem });
  });
});

describe("removing", () => {
  it("a postcode, or a whole district: only their lines go", () => {
    expect(removePostcodes(LIST, new Set(["CM2 5AA"]))).toBe("postcode\nCM1 1AA\nCM1 2BB\nCM14 4DE\nIG1 3TY\n");
    const cm1 = districtsOf(coveredPostcodes(LIST))[0].postcodes;
    expect(removePostcodes(LIST, new Set(cm1))).toBe("postcode\nCM2 5AA\nCM14 4DE\nIG1 3TY\n");
    expect(postcodeChanges(LIST, removePostcodes(LIST, new Set(cm1)))).toEqual({ added: [], removed: ["CM1 1AA", "CM1 2BB"] });
  });
});

describe("the owner's changes made again on a newer list", () => {
  it("adds and removes what they did, leaving what the newer list changed, and names every postcode in the save's message", () => {
    const draft = removePostcodes((addPostcode(LIST, "CM3 1AA") as { text: string }).text, new Set(["CM2 5AA"]));
    const changes = postcodeChanges(LIST, draft);
    expect(changeMessage(changes)).toBe("Service area: added CM3 1AA; removed CM2 5AA");
    const newer = "postcode\nCM1 1AA\nCM2 5AA\nCM3 1AA\nSS1 1AA\n";
    expect(applyChanges(newer, changes)).toBe("postcode\nCM1 1AA\nCM3 1AA\nSS1 1AA\n");
  });
});

/**
 * One reading of the service area (issue 66 item 5): a list saved by a spreadsheet, or by GitHub's web page, means the
 * same postcodes to the editor's Service area, to the list's check and to visitors' check.
 */
describe("a list saved by a spreadsheet, read one way by the editor, the check and visitors", () => {
  // A byte-order mark, CRLF, a trailing comma, a quoted cell, a blank line, and a quoted cell with a trailing comma.
  const SAVED = '\ufeffpostcode\r\nCM1 1NQ,\r\n"CM2 0AA"\r\n\r\nIG1 3TY,\r\n"IG2 6AB",\r\n';
  const visitorsCovered = (text: string, postcodes: readonly string[]) => postcodes.filter((postcode) => servicedPostcodes(text).has(postcode));

  it("lists and counts every postcode a visitor's check finds, and the check passes it", () => {
    const listed = coveredPostcodes(SAVED);
    expect(listed).toEqual(["CM1 1NQ", "CM2 0AA", "IG1 3TY", "IG2 6AB"]);
    expect(postcodeEntries(SAVED)).toEqual(listed);
    expect(visitorsCovered(SAVED, listed)).toEqual(listed);
    expect(checkPostcodeList(SAVED)).toEqual([]);
  });

  it("a district removed in the editor is no longer covered for visitors, and the other lines stay as saved", () => {
    const without = removePostcodes(SAVED, new Set(districtsOf(coveredPostcodes(SAVED)).find(({ district }) => district === "CM1")!.postcodes));
    expect(visitorsCovered(without, ["CM1 1NQ", "CM2 0AA"])).toEqual(["CM2 0AA"]);
    expect(without).toBe('\ufeffpostcode\r\n"CM2 0AA"\r\n\r\nIG1 3TY,\r\n"IG2 6AB",\r\n');
    expect(checkPostcodeList(without)).toEqual([]);
  });

  it("a postcode added goes in at its place, in the list's own line break", () => {
    const outcome = addPostcode(SAVED, "ig1 4aa");
    expect("text" in outcome && outcome.text).toBe('\ufeffpostcode\r\nCM1 1NQ,\r\n"CM2 0AA"\r\n\r\nIG1 3TY,\r\nIG1 4AA\r\n"IG2 6AB",\r\n');
  });

  it("a list without its heading line is a problem at line 1 (visitors' check would take its first postcode for the heading), not a postcode lost", () => {
    const headless = "CM1 1NQ\nCM2 0AA\n";
    expect(checkPostcodeList(headless).map(({ line }) => line)).toContain(1);
    expect(checkPostcodeList(headless)[0].message).toContain("CM1 1NQ");
  });

  it("a line of several entries, which visitors' check reads as several postcodes, is listed and removable in the editor and refused at its line", () => {
    const several = "postcode\nCM1 1NQ,CM2 0AA\nIG1 3TY\n";
    expect(coveredPostcodes(several)).toEqual(postcodeEntries(several));
    expect(checkPostcodeList(several)).toEqual([expect.objectContaining({ line: 2 })]);
    const without = removePostcodes(several, new Set(["CM1 1NQ"]));
    expect(postcodeEntries(without)).toEqual(["CM2 0AA", "IG1 3TY"]);
  });
});

describe("a list read again (listEntries keeps the lists read lately)", () => {
  it("gives each text its own postcodes, read once while kept, and again once others have pushed it out", () => {
    const lists = Array.from({ length: 6 }, (_, n) => `postcode\nCM1 ${n}AA\n`);
    const first = coveredPostcodes(lists[0]);
    expect(coveredPostcodes(lists[0])).toBe(first);
    for (const [n, list] of lists.entries()) expect(coveredPostcodes(list)).toEqual([`CM1 ${n}AA`]);
    // Pushed out by the five after it: read again, the same postcodes in a new list.
    const again = coveredPostcodes(lists[0]);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
