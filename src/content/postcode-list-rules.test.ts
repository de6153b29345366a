import { describe, expect, it } from "vitest";
import { checkPostcodeList, comparePostcodes } from "./postcode-list-rules";

// Every list here is the test's own.
describe("the covered postcodes' list, line by line", () => {
  it.each([
    ["a tidy list", "postcode\nIG1 3TY\nIG2 6AA\n", []],
    ["Windows line breaks and a blank line", "postcode\r\nIG1 3TY\r\n\r\nIG2 6AA\r\n", []],
    ["an entry not in the normal form", "postcode\nIG1 3TY\nig26aa\n", ["Line 3: 'ig26aa' should be written 'IG2 6AA'."]],
    ["an entry that is no postcode", "postcode\nIG1 3TY\nABCDE\n", ["Line 3: 'ABCDE' is not a UK postcode: correct it, or remove the line."]],
    ["an entry twice, once written differently", "postcode\nIG1 3TY\nig1 3ty\n", ["Line 3: 'ig1 3ty' should be written 'IG1 3TY'.", "Line 3: 'IG1 3TY' is already on line 2: remove one of them."]],
    ["an entry out of order", "postcode\nIG2 6AA\nIG1 3TY\n", ["Line 3: 'IG1 3TY' should come before 'IG2 6AA' (line 2): the list is in order of district, then sector."]],
    ["two entries on one line", "postcode\nIG1 3TY\nIG2 6AA, IG3 8AA\n", ["Line 3 holds 2 entries (IG2 6AA, IG3 8AA): put one postcode on each line."]],
    ["a heading alone", "postcode\n", ["Expected a heading line (postcode), then one covered postcode on each line, but the list holds no postcodes."]],
  ])("%s", (_, text, messages) => {
    expect(checkPostcodeList(text).map((problem) => problem.message)).toEqual(messages);
  });
});

describe("the list's order: district, then sector", () => {
  it.each([
    ["CM1 1NQ", "CM2 5AA"],
    ["CM2 5AA", "CM14 4DE"],
    ["E11 1AR", "IG1 1FW"],
    ["IG1 1FW", "IG1 3TY"],
    ["IG1 3AB", "IG1 3TY"],
    ["W1A 1AA", "W1B 1AA"],
    ["IG9 9ZZ", "IG10 1AA"],
  ])("%s comes before %s", (first, second) => {
    expect(comparePostcodes(first, second)).toBeLessThan(0);
    expect(comparePostcodes(second, first)).toBeGreaterThan(0);
  });
});
