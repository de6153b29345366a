import { describe, expect, it } from "vitest";
import { rebaseEdits } from "./rebase-edits.ts";

const faq = (...questions: [string, string][]) => ({ items: questions.map(([id, question]) => ({ id, question, answer: [`About ${id}.`] })) });
const prices = (quick: number, deluxe: number) => ({ prices: { outside: { compact: { quick, deluxe } } } });

describe("the owner's changes applied onto a newer file", () => {
  it.each<[string, unknown, unknown, unknown, unknown, string[]]>([
    ["each side's own price", prices(11, 19), prices(12, 19), prices(11, 20), prices(12, 20), []],
    ["the same price, changed the same way", prices(11, 19), prices(12, 19), prices(12, 19), prices(12, 19), []],
    [
      "the same price, changed two ways: the owner's stands",
      prices(11, 19),
      prices(12, 19),
      prices(13, 19),
      prices(12, 19),
      ["prices › outside › compact › quick"],
    ],
    [
      "a question the owner added, and one reworded there",
      faq(["a", "A?"], ["b", "B?"]),
      faq(["a", "A?"], ["b", "B?"], ["c", "C?"]),
      faq(["a", "A, reworded?"], ["b", "B?"]),
      faq(["a", "A, reworded?"], ["b", "B?"], ["c", "C?"]),
      [],
    ],
    [
      "a question the owner changed, after one added above it there",
      faq(["a", "A?"], ["b", "B?"]),
      faq(["a", "A?"], ["b", "B, mine?"]),
      faq(["new", "New?"], ["a", "A?"], ["b", "B?"]),
      faq(["new", "New?"], ["a", "A?"], ["b", "B, mine?"]),
      [],
    ],
    [
      "a question the owner moved up, reworded there",
      faq(["a", "A?"], ["b", "B?"]),
      faq(["b", "B?"], ["a", "A?"]),
      faq(["a", "A?"], ["b", "B, theirs?"]),
      faq(["b", "B, theirs?"], ["a", "A?"]),
      [],
    ],
    [
      "a question the owner removed, untouched there",
      faq(["a", "A?"], ["b", "B?"]),
      faq(["b", "B?"]),
      faq(["a", "A?"], ["b", "B?"], ["c", "C?"]),
      faq(["b", "B?"], ["c", "C?"]),
      [],
    ],
    [
      "a question the owner removed, reworded there: removed, as a clash",
      faq(["a", "A?"], ["b", "B?"]),
      faq(["b", "B?"]),
      faq(["a", "A, theirs?"], ["b", "B?"]),
      faq(["b", "B?"]),
      ["items"],
    ],
    [
      "a question the owner reworded, removed there: kept, as a clash",
      faq(["a", "A?"], ["b", "B?"]),
      faq(["a", "A, mine?"], ["b", "B?"]),
      faq(["b", "B?"]),
      faq(["a", "A, mine?"], ["b", "B?"]),
      ["items"],
    ],
    [
      "a question removed there and not touched by the owner",
      faq(["a", "A?"], ["b", "B?"]),
      faq(["a", "A?"], ["b", "B, mine?"]),
      faq(["b", "B?"]),
      faq(["b", "B, mine?"]),
      [],
    ],
  ])("%s", (_, base, mine, theirs, merged, clashes) => {
    const rebased = rebaseEdits(base, mine, theirs);
    expect(rebased.values).toEqual(merged);
    expect(rebased.clashes).toEqual(clashes);
  });

  it("gives each clash's three values", () => {
    expect(rebaseEdits(prices(11, 19), prices(12, 19), prices(13, 19)).details).toEqual([
      { path: ["prices", "outside", "compact", "quick"], base: 11, mine: 12, theirs: 13 },
    ]);
  });
});
