import type { ErrorObject, FuncKeywordDefinition, SchemaValidateFunction } from "ajv";

/** What a `uniqueBy` error carries: the field that repeats, its value, and the entry (from 0) that repeats it. */
export interface UniqueByParams {
  field: string;
  value: unknown;
  index: number;
}

/** Two names that differ only in capitals or spacing are the same to a visitor. */
const sameness = (value: unknown) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ").toLowerCase() : value);

const validate: SchemaValidateFunction = (fields: string[], data: unknown[]) => {
  const errors: Partial<ErrorObject>[] = [];
  for (const field of fields) {
    const seen = new Set<unknown>();
    data.forEach((entry, index) => {
      if (entry === null || typeof entry !== "object" || !(field in entry)) return;
      const value = (entry as Record<string, unknown>)[field];
      const key = sameness(value);
      if (!seen.has(key)) seen.add(key);
      else errors.push({ keyword: "uniqueBy", message: `must not repeat ${field}`, params: { field, value, index } satisfies UniqueByParams });
    });
  }
  validate.errors = errors.sort((a, b) => (a.params as UniqueByParams).index - (b.params as UniqueByParams).index);
  return errors.length === 0;
};

/**
 * `"uniqueBy": ["id"]` on a list of entries: no two entries may share a value of the named fields
 * (each field checked on its own), because the site addresses the entries by them — HTML ids,
 * `#links`, table rows, React keys. Each repeat is reported at the later entry.
 */
export const uniqueByKeyword: FuncKeywordDefinition = {
  keyword: "uniqueBy",
  type: "array",
  schemaType: "array",
  metaSchema: { type: "array", items: { type: "string" }, minItems: 1, uniqueItems: true },
  validate,
};
