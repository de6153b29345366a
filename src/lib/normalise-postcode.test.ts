import { describe, expect, it } from "vitest";
import { classifyPostcode, normalisePostcode } from "./normalise-postcode";

describe("normalisePostcode", () => {
  it.each([
    // The brief's rules: white space removed, upper-cased, one space before the last three characters.
    ["IG1 3TY", "IG1 3TY"],
    ["ig13ty", "IG1 3TY"],
    ["Ig1 3tY", "IG1 3TY"],
    ["  IG1   3TY  ", "IG1 3TY"],
    ["I G 1 3 T Y", "IG1 3TY"],
    ["IG1\t3TY", "IG1 3TY"],
    ["\tig1\n3ty\r\n", "IG1 3TY"],
    ["IG1\u00a03TY", "IG1 3TY"],
    ["IG13 TY", "IG1 3TY"],
    // Every UK shape: A9 9AA, A99 9AA, A9A 9AA, AA9 9AA, AA99 9AA, AA9A 9AA.
    ["e11 2aa", "E11 2AA"],
    ["E18 1AB", "E18 1AB"],
    ["m1 1aa", "M1 1AA"],
    ["w1a0ax", "W1A 0AX"],
    ["RM1 3BD", "RM1 3BD"],
    ["ig10 4pl", "IG10 4PL"],
    ["CM16 4BL", "CM16 4BL"],
    ["SW1A1AA", "SW1A 1AA"],
    ["sw1a 1aa", "SW1A 1AA"],
  ])("%j → %j", (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each([
    // Fewer than five characters after removing white space (the brief's own rule).
    [""],
    ["   "],
    ["IG1"],
    ["IG13"],
    ["I G 1 3"],
    ["\t\n"],
    // Five characters or more, but not shaped like a UK postcode (docs/decisions.md 5).
    ["ABCDE"],
    ["12345"],
    ["123456"],
    ["IG1 3T"],
    ["IG1 TTY"],
    ["IG1 33Y"],
    ["1G1 3TY"],
    ["IGX1 3TY"],
    ["IG123 3TY"],
    ["IG1 3TY1"],
    ["IG1-3TY"],
    ["IG1_3TY"],
    ["IG1,3TY"],
    ["postcode"],
    ["IG1 3TY IG1 3TZ"],
    ["<script>"],
    ["IG1 3TY\u0000"],
    ["ÏG1 3TY"],
    // Non-geographic Girobank code: the `postcode` package doesn't accept it, and it is nowhere near our area.
    ["GIR 0AA"],
  ])("%j is not a postcode", (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});

describe("classifyPostcode", () => {
  const serviced = new Set(["IG1 3TY", "E18 1AB", "SW1A 1AA"]);

  it.each([
    ["IG1 3TY", "covered"],
    ["ig13ty", "covered"],
    ["  ig1\t3ty ", "covered"],
    ["e181ab", "covered"],
    ["SW1A1AA", "covered"],
    ["IG1 3TZ", "surcharge"],
    ["CM16 4BL", "surcharge"],
    ["m1 1aa", "surcharge"],
    ["", "invalid"],
    ["IG1", "invalid"],
    ["ABCDE", "invalid"],
    ["12345", "invalid"],
    ["IG1 3TY!", "invalid"],
  ] as const)("%j → %s", (input, expected) => {
    expect(classifyPostcode(input, serviced)).toBe(expected);
  });

  it("never covers anything when the list is empty", () => {
    expect(classifyPostcode("IG1 3TY", new Set())).toBe("surcharge");
  });
});
