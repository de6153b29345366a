/**
 * The `uniqueBy` rule itself, apart from its ajv keyword (unique-by.ts): the validators call it at run time,
 * those compiled at build time for the editor too (scripts/build/admin/validators-plugin.ts), so it imports
 * nothing of ajv and the editor's bundle carries no schema compiler.
 */

/** What a `uniqueBy` error carries: the field that repeats, its value, and the entry (from 0) that repeats it. */
export interface UniqueByParams {
  field: string;
  value: unknown;
  index: number;
}

/** Two names that differ only in capitals or spacing are the same to a visitor. */
const sameness = (value: unknown) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ").toLowerCase() : value);

/** Every later entry that repeats an earlier one's value of a named field (each field on its own), in list order. */
export function findRepeats(fields: readonly string[], entries: readonly unknown[]): UniqueByParams[] {
  const repeats: UniqueByParams[] = [];
  for (const field of fields) {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      if (entry === null || typeof entry !== "object" || !(field in entry)) return;
      const value = (entry as Record<string, unknown>)[field];
      const key = sameness(value);
      if (!seen.has(key)) seen.add(key);
      else repeats.push({ field, value, index });
    });
  }
  return repeats.sort((a, b) => a.index - b.index);
}
