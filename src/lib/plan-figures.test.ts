import { describe, expect, it } from "vitest";
import { numberInWords, planFigures, planPoint, unknownFigures } from "./plan-figures";

// The test's own savings rows: two packages, a 3- and a 9-wash pack.
const savings = {
  rows: [
    {
      monthlyLoyalty: 3,
      packs: [
        { blocks: 3, save: 9 },
        { blocks: 9, save: 27 },
      ],
    },
    {
      monthlyLoyalty: 7,
      packs: [
        { blocks: 3, save: 33 },
        { blocks: 9, save: 25 },
      ],
    },
  ],
};

describe("numberInWords: a pack size as a placeholder names it", () => {
  it.each([
    [2, "Two"],
    [6, "Six"],
    [12, "Twelve"],
    [19, "Nineteen"],
    [20, "Twenty"],
    [24, "TwentyFour"],
    [52, "FiftyTwo"],
  ])("%i is %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});

describe("plan figures, from the savings rows", () => {
  it("are the smallest and largest monthly saving and the most saved on each pack", () => {
    expect(planFigures(savings)).toEqual({ loyaltyFrom: 3, loyaltyTo: 7, upToThree: 33, upToNine: 27 });
  });

  it.each([
    ["Save £{loyaltyFrom}–£{loyaltyTo} a wash", "Save £3–£7 a wash"],
    ["3-wash pack: save up to £{upToThree}", "3-wash pack: save up to £33"],
    ["No figure here", "No figure here"],
  ])("fill %s as %s", (point, filled) => {
    expect(planPoint(point, planFigures(savings))).toBe(filled);
  });

  it("name the placeholders that are no figure of the table", () => {
    expect(unknownFigures("Save £{upToTen}, or £{upToNine}, or {loyaltyMost}", planFigures(savings))).toEqual(["upToTen", "loyaltyMost"]);
  });
});
