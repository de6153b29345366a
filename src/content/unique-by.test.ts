import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { uniqueByKeyword } from "./unique-by";

const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addKeyword(uniqueByKeyword);
const validate = ajv.compile({ type: "array", uniqueBy: ["name", "url"], items: { type: "object" } });
const repeats = (entries: object[]) => (validate(entries) ? [] : validate.errors!.map((error) => ({ path: error.instancePath, ...error.params })));

describe("uniqueBy", () => {
  it("accepts entries that differ in every named field", () => {
    expect(repeats([{ name: "A", url: "https://a" }, { name: "B", url: "https://b" }])).toEqual([]);
  });

  it("reports each repeat at the later entry, each field on its own, in list order", () => {
    expect(repeats([{ name: "A", url: "https://a" }, { name: "B", url: "https://a" }, { name: "A", url: "https://c" }])).toEqual([
      { path: "", field: "url", value: "https://a", index: 1 },
      { path: "", field: "name", value: "A", index: 2 },
    ]);
  });

  it("counts names that differ only in capitals or spacing as the same", () => {
    expect(repeats([{ name: "Fixture Wheel Polish" }, { name: " fixture wheel  polish" }])).toEqual([
      { path: "", field: "name", value: " fixture wheel  polish", index: 1 },
    ]);
  });

  it("rejects a schema that names no field", () => {
    expect(() => ajv.compile({ type: "array", uniqueBy: [] })).toThrow();
  });
});
