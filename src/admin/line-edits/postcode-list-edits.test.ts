import { describe, expect, it } from "vitest";
import { checkPostcodeList } from "../../content/postcode-list-rules.ts";
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
