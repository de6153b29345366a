/**
 * The figures a plan card's points quote from Savings at a Glance (issue 57: one fact, one place): a point is a
 * template, whose placeholders are filled in from the savings rows, so a saving changed in the table is the card's at
 * once. Their names are planFigures()'s; savings.yaml's declaration lends them to the plan cards
 * (src/content/file-declarations.ts), and the plan cards' schema tells the owner of them (x-template), which
 * file-declarations.test.ts holds to planFigures().
 */
import { fillTemplate } from "./format.ts";

/** Savings at a Glance, as far as the plan cards quote it. */
export interface PlanSavings {
  rows: readonly { monthlyLoyalty: number; packs: readonly { blocks: number; save: number }[] }[];
}

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty"];

/** A pack size in words, as a placeholder's name holds it (letters only, as the editor reads placeholders): 12 → "Twelve", 24 → "TwentyFour". */
export function numberInWords(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? ONES[n % 10] : "");
}

/** The placeholder of the most any package saves on a pack of `blocks` washes: `upToSix`. */
const upToPack = (blocks: number) => `upTo${numberInWords(blocks)}`;

/** Every figure a point may quote, by its placeholder's name: the smallest and largest monthly loyalty saving, and the most saved on each pack. */
export function planFigures(savings: PlanSavings): Record<string, number> {
  const loyalty = savings.rows.map((row) => row.monthlyLoyalty);
  const figures: Record<string, number> = { loyaltyFrom: Math.min(...loyalty), loyaltyTo: Math.max(...loyalty) };
  for (const pack of savings.rows.flatMap((row) => row.packs)) {
    const name = upToPack(pack.blocks);
    figures[name] = Math.max(figures[name] ?? 0, pack.save);
  }
  return figures;
}

/** What each figure planFigures() lends becomes on a card, in the owner's words (the editor shows a figure by them). */
export function planFigureWords(savings: PlanSavings): Record<string, string> {
  const words: Record<string, string> = { loyaltyFrom: "the smallest monthly loyalty saving", loyaltyTo: "the largest monthly loyalty saving" };
  const packs = [...new Set(savings.rows.flatMap((row) => row.packs.map((pack) => pack.blocks)))].sort((a, b) => a - b);
  for (const blocks of packs) words[upToPack(blocks)] = `the most saved on the ${blocks}-wash pack`;
  return words;
}

/** A point with its figures filled in. */
export const planPoint = (point: string, figures: Readonly<Record<string, number>>) => fillTemplate(point, figures);

/** The placeholders a point names that are no figure of the savings table (`{upToTen}` with no 10-wash pack). */
export const unknownFigures = (point: string, figures: Readonly<Record<string, number>>) =>
  [...point.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).filter((name) => !Object.hasOwn(figures, name));
