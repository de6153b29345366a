import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root";
import { applyEdits, applyEditsInSteps, valuesOf, writeNumbers, writeWhole } from "./apply-edits";
import { commonItems, mergeLines } from "./merge-lines";

/** Where every number sits in a value, as lists of keys. */
function numberPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "number") return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => numberPaths(item, [...at, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...at, key]));
  return [];
}

/** The lines `after` removed from and added to `before`, by a line diff. */
function changedLines(before: string, after: string): [string[], string[]] {
  const a = before.split("\n");
  const b = after.split("\n");
  const common = commonItems(a, b);
  const keptA = new Set(common.map(([i]) => i));
  const keptB = new Set(common.map(([, j]) => j));
  return [a.filter((_, i) => !keptA.has(i)), b.filter((_, j) => !keptB.has(j))];
}

const SOURCE = [
  "# yaml-language-server: $schema=../schemas/example.schema.json",
  "# The owner's guide to this file.",
  "",
  "# Prices, aligned by hand.",
  "prices:",
  "  small:  { basic: 15, best: 40 }",
  "  large:  { basic: 22, best: 60 }",
  "intro: >-",
  "  A folded paragraph that the yaml package",
  "  would put on one line.",
  "",
  "# The questions, in the order shown.",
  "items:",
  "  - id: first",
  '    question: "First?"',
  "    answer:",
  '      - "One."',
  "",
  "  - id: second   # the second one",
  '    question: "Second?"',
  "    answer:",
  '      - "Two."',
  "",
].join("\n");

describe("applyEdits", () => {
  it("in steps, writes the same text, in more than one step when it takes the whole way (an item removed)", () => {
    const removed = parse(SOURCE);
    removed.items.splice(0, 1);
    const steps = applyEditsInSteps(SOURCE, removed);
    let count = 1;
    let next = steps.next();
    for (; !next.done; next = steps.next()) count++;
    expect(next.value).toBe(applyEdits(SOURCE, removed));
    expect(parse(next.value).items).toHaveLength(1);
    expect(count).toBeGreaterThan(1);
  });

  it("leaves the file byte for byte when nothing changed", () => {
    expect(applyEdits(SOURCE, parse(SOURCE))).toBe(SOURCE);
  });

  it("changes one price on its one line, keeping the line's alignment", () => {
    const data = parse(SOURCE);
    data.prices.large.best = 65;
    const after = applyEdits(SOURCE, data);
    expect(changedLines(SOURCE, after)).toEqual([["  large:  { basic: 22, best: 60 }"], ["  large:  { basic: 22, best: 65 }"]]);
    expect(after.split("\n")).toHaveLength(SOURCE.split("\n").length);
  });

  it("writes each edit onto the file as read, never onto an edit before it (the file is parsed once for many checks)", () => {
    const [removed, raised] = [parse(SOURCE), parse(SOURCE)];
    removed.items.pop();
    raised.prices.small.basic = 16;
    expect(parse(applyEdits(SOURCE, removed)).items).toHaveLength(1);
    const after = applyEdits(SOURCE, raised);
    expect(changedLines(SOURCE, after)).toEqual([["  small:  { basic: 15, best: 40 }"], ["  small:  { basic: 16, best: 40 }"]]);
    expect(applyEdits(SOURCE, parse(SOURCE))).toBe(SOURCE);
  });

  it("adds a list entry as just its lines, quoted and spaced like the entry before it", () => {
    const data = parse(SOURCE);
    data.items.push({ id: "third", question: "Third: really?", answer: ["Three."] });
    const after = applyEdits(SOURCE, data);
    const [removed, added] = changedLines(SOURCE, after);
    expect(removed).toEqual([]);
    expect(after).toBe(`${SOURCE}\n  - id: third\n    question: "Third: really?"\n    answer:\n      - "Three."\n`);
    expect(added).toContain('    question: "Third: really?"');
  });

  it("keeps comments with their entries when an entry is removed or the list reordered", () => {
    const data = parse(SOURCE);
    data.items.reverse();
    const reordered = applyEdits(SOURCE, data);
    expect(parse(reordered).items.map((item: { id: string }) => item.id)).toEqual(["second", "first"]);
    expect(reordered).toContain("# the second one");
    expect(reordered).not.toMatch(/^\s+$/m);

    const removedFirst = parse(SOURCE);
    removedFirst.items.shift();
    const after = applyEdits(SOURCE, removedFirst);
    // Only lines go, except that a line next to the cut whose own layout the yaml package renders
    // differently (the spaces before its comment) may come back in that layout.
    const [removed, added] = changedLines(SOURCE, after);
    expect(removed.filter((line) => !line.includes("# the second one"))).toEqual([
      "  - id: first",
      '    question: "First?"',
      "    answer:",
      '      - "One."',
      "",
    ]);
    expect(added.filter((line) => !line.includes("# the second one"))).toEqual([]);
    expect(after).toContain("# the second one");
    expect(after).toContain("# The questions, in the order shown.");
  });

  it("rewrites a folded paragraph only when it was edited, and keeps every comment", () => {
    const data = parse(SOURCE);
    data.intro = "A new paragraph.";
    const after = applyEdits(SOURCE, data);
    expect(parse(after)).toEqual(data);
    expect(changedLines(SOURCE, after)[0]).toEqual(["  A folded paragraph that the yaml package", "  would put on one line."]);
    for (const comment of SOURCE.split("\n").filter((line) => line.trim().startsWith("#"))) expect(after).toContain(comment);
  });

  it("leaves out an optional field the editor sends empty, and drops one the editor removed", () => {
    const data = parse(SOURCE);
    data.note = "";
    delete data.intro;
    const after = applyEdits(SOURCE, data);
    expect(parse(after)).toEqual(Object.fromEntries(Object.entries(data).filter(([key]) => key !== "note")));
  });

  it("refuses a file that isn't YAML rather than saving over it", () => {
    expect(() => applyEdits('a: "unclosed\n', { a: "x" })).toThrow(/can't be read as YAML/);
  });

  // Every whole number in every fixture content file: changing it changes exactly its own line.
  const fixtureFiles = fs.readdirSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR)).filter((file) => file.endsWith(".yaml"));
  it.each(fixtureFiles)("changes exactly one line for each number in %s", (file) => {
    const text = fs.readFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, file), "utf8");
    const paths = numberPaths(parse(text));
    for (const keys of paths) {
      const data = parse(text);
      const holder = keys.slice(0, -1).reduce((value, key) => value[key], data);
      holder[keys[keys.length - 1]] += 1;
      const after = applyEdits(text, data);
      expect(parse(after)).toEqual(data);
      const [removed, added] = changedLines(text, after);
      expect([removed.length, added.length], `${file} ${keys.join(".")}`).toEqual([1, 1]);
    }
  });

  // A number typed is written in its place, without the whole write-back: the same text as the whole write-back gives.
  it.each(fixtureFiles)("writes each number of %s in its place as the whole write-back would, one at a time and all at once", (file) => {
    const text = fs.readFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, file), "utf8");
    const paths = numberPaths(parse(text));
    const all = parse(text);
    for (const [index, keys] of paths.entries()) {
      const data = parse(text);
      const set = (value: typeof data, to: (n: number) => number) => {
        const holder = keys.slice(0, -1).reduce((inner, key) => inner[key], value);
        holder[keys[keys.length - 1]] = to(holder[keys[keys.length - 1]]);
      };
      // A digit typed after it, or (every other number) the number emptied down to one digit.
      set(data, (n) => (index % 2 ? n * 10 + 7 : n % 10));
      set(all, (n) => n + 1);
      expect(writeNumbers(text, data), `${file} ${keys.join(".")}`).toBe(writeWhole(text, data));
    }
    expect(writeNumbers(text, all)).toBe(writeWhole(text, all));
  });

  it("writes the whole way when more than numbers changed: a list reordered as its numbers change, a word", () => {
    const numbered = ["counts:", "  - 1 # one", "  - 2 # two", "tiers:", "  - { id: a, price: 10 }", "  - { id: b, price: 20 }", ""].join("\n");
    const data = parse(numbered);
    data.counts.reverse();
    data.tiers.reverse();
    data.tiers[0].price = 25;
    expect(writeNumbers(numbered, data)).toBeUndefined();
    const after = applyEdits(numbered, data);
    expect(after).toBe(writeWhole(numbered, data));
    expect(after).toContain("  - 2 # two\n  - 1 # one");
    const worded = parse(SOURCE);
    worded.prices.small.basic = 17;
    worded.items[0].question = "First, really?";
    expect(writeNumbers(SOURCE, worded)).toBeUndefined();
    expect(parse(applyEdits(SOURCE, worded))).toEqual(worded);
  });

  it.each(fixtureFiles)("gives %s back as it is for its values as read, as the whole write-back would (valuesOf)", (file) => {
    const text = fs.readFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, file), "utf8");
    const values = valuesOf(text);
    expect(applyEdits(text, values)).toBe(text);
    // The same values in objects not read from the text take the whole write-back, which agrees.
    expect(applyEdits(text, structuredClone(values))).toBe(text);
    // Onto another text, the values read from this one are written whole.
    expect(applyEdits(`${text}\nextra: 1\n`, values)).toBe(text.replace(/\n*$/, "\n"));
  });
});

describe("commonItems", () => {
  /** The length of a longest common subsequence, by the plain dynamic programme over the whole of both. */
  const longest = (a: string[], b: string[]) => {
    const row = new Array<number>(b.length + 1).fill(0);
    for (const item of a) {
      let diagonal = 0;
      for (let j = 1; j <= b.length; j++) {
        const above = row[j];
        row[j] = item === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
        diagonal = above;
      }
    }
    return row[b.length];
  };

  it("pairs equal items in order, as many as a longest common subsequence has, with the same ends or not", () => {
    // Short lines of few letters: many repeats, as a file's blank lines and closing brackets repeat.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const list = () => Array.from({ length: Math.floor(random() * 12) }, () => "abc"[Math.floor(random() * 3)]);
    for (let round = 0; round < 300; round++) {
      const [ends, a, b] = [list(), list(), list()];
      const [left, right] = [
        [...ends, ...a, ...ends],
        [...ends, ...b, ...ends],
      ];
      const pairs = commonItems(left, right);
      expect(pairs.every(([i, j]) => left[i] === right[j])).toBe(true);
      expect(pairs.every(([i, j], k) => k === 0 || (i > pairs[k - 1][0] && j > pairs[k - 1][1]))).toBe(true);
      expect(pairs).toHaveLength(longest(left, right));
    }
  });
});

describe("mergeLines", () => {
  it("carries the other side's change onto lines laid out differently", () => {
    expect(mergeLines(["a:  1", "b:  2"], ["a: 1", "b: 2"], ["a: 1", "b: 3"])).toEqual(["a:  1", "b:  3"]);
  });
  it("takes the edit where both sides changed the same piece", () => {
    expect(mergeLines(["x: 10"], ["x: 1"], ["x: 2"])).toEqual(["x: 2"]);
  });
});
