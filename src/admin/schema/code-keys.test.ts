import { describe, expect, it } from "vitest";
import { codeChanges, followCodes } from "./code-keys.ts";
import { setValueAt, valueAt } from "./field-tree.ts";
import { fixtureForm } from "./form-fixtures.test-support.ts";
import { codesOf } from "./schema-fields.ts";

type Table = Record<string, unknown>;
type Prices = Record<string, Record<string, Table>>;
type Rows = Record<string, { tiers: Table }[]>;

describe("how a list's codes changed", () => {
  it.each([
    ["a code typed over, in its place", ["a", "b", "c"], ["a", "bx", "c"], { renamed: [["b", "bx"]], removed: [] }],
    ["a code emptied on the way to a new one", ["a", "b"], ["a", ""], { renamed: [["b", ""]], removed: [] }],
    ["an entry removed", ["a", "b", "c"], ["a", "c"], { renamed: [], removed: ["b"] }],
    ["an entry added", ["a", "b"], ["a", "b", ""], { renamed: [], removed: [] }],
    ["entries moved", ["a", "b"], ["b", "a"], { renamed: [], removed: [] }],
    ["a code typed onto another's", ["a", "b"], ["a", "a"], { renamed: [], removed: [] }],
  ])("%s", (_, before, after, expected) => {
    const changes = codeChanges(before, after);
    expect({ renamed: [...changes.renamed], removed: [...changes.removed] }).toEqual(expected);
  });
});

describe("the code tables follow their codes", () => {
  const { fields, values } = fixtureForm("pricing");
  const tiers = codesOf(values, "tiers");
  const [first, second] = tiers;

  it("moves a renamed package's prices and What's Included cells to its new code, in their place", () => {
    const renamed = setValueAt(values, ["tiers", 1, "id"], `${second}-new`);
    const next = followCodes(fields, values, renamed);
    for (const [wash, bySize] of Object.entries(values.prices as Prices)) {
      for (const [size, byTier] of Object.entries(bySize)) {
        const moved = valueAt(next, ["prices", wash, size]) as Table;
        expect(Object.keys(moved)).toEqual(Object.keys(byTier).map((tier) => (tier === second ? `${second}-new` : tier)));
        expect(moved[`${second}-new`]).toBe(byTier[second]);
      }
    }
    const rows = (next as { included: { rows: Rows } }).included.rows;
    for (const row of Object.values(rows).flat()) expect(Object.keys(row.tiers)).toContain(`${second}-new`);
  });

  it("removes a removed package's prices and cells, and nothing else", () => {
    const removed = setValueAt(
      values,
      ["tiers"],
      (values.tiers as unknown[]).filter((_, i) => i !== 0),
    );
    const next = followCodes(fields, values, removed) as { prices: Prices; included: { rows: Rows }; washTypes: unknown };
    for (const bySize of Object.values(next.prices)) for (const byTier of Object.values(bySize)) expect(Object.keys(byTier)).toEqual(tiers.slice(1));
    for (const row of Object.values(next.included.rows).flat()) expect(Object.keys(row.tiers)).not.toContain(first);
    expect(next.washTypes).toEqual(values.washTypes);
  });

  it("leaves the tables alone when no code changed", () => {
    const renamed = setValueAt(values, ["heading"], "Another heading");
    expect(followCodes(fields, values, renamed)).toBe(renamed);
  });
});
