import { describe, expect, it } from "vitest";
import type { FormField, ListField } from "./field-types.ts";
import { entryField, fieldAt } from "./field-tree.ts";
import { fixtureForm, fixtureValues, schemaFiles } from "./form-fixtures.test-support.ts";
import { fileFields, formField, type JsonSchema, type SchemaFiles } from "./schema-fields.ts";
import { CONTENT_NAMES } from "../../content/names.ts";
import { schemaFile } from "../../content/file-declarations.ts";

const files: SchemaFiles = {
  "common.schema.json": {
    definitions: {
      text: { description: "A short piece of text on one line.", type: "string", minLength: 1, maxLength: 200, pattern: "^[^\\n]*\\S[^\\n]*$" },
      paragraph: { description: "A paragraph of text.", type: "string", minLength: 1, maxLength: 2000 },
      pounds: { description: "Whole pounds.", type: "integer", minimum: 1, maximum: 10000 },
      id: { type: "string", pattern: "^[a-z][a-z0-9-]*$", maxLength: 40 },
      languageTag: { type: "string", pattern: "^[a-z]{2,3}(-[A-Z]{2})?$" },
    },
  },
};
const context = { files, codeNames: new Map([["gold", "Gold"]]), content: {} };
const field = (schema: JsonSchema, value?: unknown, required = true) => formField(["thing"], schema, "example.schema.json", value, required, context);

describe("the editor's fields from a schema", () => {
  it("labels a field with its title, or its name in words, hints with its description, and says where its value is", () => {
    expect(field({ type: "boolean", title: "Shown?", description: "Whether it shows." })).toEqual({
      key: "thing",
      label: "Shown?",
      hint: "Whether it shows.",
      required: true,
      path: ["thing"],
      kind: "yes/no",
    });
    expect(formField(["priceTable", "vehicleColumnHeading"], { type: "boolean" }, "x", undefined, false, context)).toMatchObject({
      key: "vehicleColumnHeading",
      label: "Vehicle column heading",
      required: false,
      path: ["priceTable", "vehicleColumnHeading"],
    });
  });

  it.each<[string, JsonSchema, Partial<FormField>]>([
    [
      "a shared one-line text, with the field's own description",
      { $ref: "common.schema.json#/definitions/text", maxLength: 80, description: "The heading." },
      { kind: "text", hint: "The heading." },
    ],
    ["a long text with no one-line rule", { $ref: "common.schema.json#/definitions/paragraph" }, { kind: "paragraph" }],
    ["a long text that must match a pattern", { type: "string", maxLength: 500, pattern: "^https://" }, { kind: "text" }],
    ["an email address", { type: "string", format: "email", maxLength: 200 }, { kind: "text", input: "email" }],
    ["a date", { type: "string", format: "date" }, { kind: "text", input: "date" }],
    ["a code", { $ref: "common.schema.json#/definitions/id" }, { kind: "text", input: "code" }],
    ["a language's tag", { $ref: "common.schema.json#/definitions/languageTag" }, { kind: "text", input: "code" }],
    ["an enum", { type: "string", enum: ["included", "addon"] }, { kind: "choice", options: ["included", "addon"] }],
    [
      "pounds, within the tighter bounds",
      { $ref: "common.schema.json#/definitions/pounds", maximum: 500 },
      { kind: "number", min: 1, max: 500, step: 1, unit: "pounds" },
    ],
    ["a number with decimals", { type: "number", minimum: 0 }, { kind: "number", min: 0, step: "any" }],
    ["a photo", { type: "string", contentMediaType: "image/*", pattern: "^photos/" }, { kind: "photo" }],
  ])("makes %s the right kind of field", (_, schema, expected) => {
    expect(field(schema)).toMatchObject(expected);
  });

  it("turns lists into lists with their sizes, their entries' fields at the first entry, and the value that names an entry", () => {
    const list = field({
      type: "array",
      minItems: 1,
      maxItems: 40,
      items: {
        type: "object",
        description: "One question and its answer.",
        required: ["id", "question"],
        properties: {
          id: { type: "string", maxLength: 40 },
          question: { type: "string", maxLength: 200 },
          answer: { type: "array", items: { $ref: "common.schema.json#/definitions/paragraph" } },
        },
      },
    }) as ListField;
    expect(list).toMatchObject({ kind: "list", min: 1, max: 40, singular: "question", summaryKey: "question" });
    expect(list.item).toMatchObject({ kind: "group", label: "Question", path: ["thing", 0] });
    if (list.item.kind !== "group") throw new Error("a group");
    expect(list.item.fields.map((child) => [child.key, child.kind, child.required, child.path])).toEqual([
      ["id", "text", true, ["thing", 0, "id"]],
      ["question", "text", true, ["thing", 0, "question"]],
      ["answer", "list", false, ["thing", 0, "answer"]],
    ]);
    const answer = entryField(list, 2);
    if (answer.kind !== "group") throw new Error("a group");
    expect(answer.fields[2]).toMatchObject({
      kind: "list",
      singular: "paragraph",
      path: ["thing", 2, "answer"],
      item: { kind: "paragraph", path: ["thing", 2, "answer", 0] },
    });
  });

  it("gives a table keyed by codes one field per code the content has, named as content names it, with their hint at the first", () => {
    const table = field({ type: "object", additionalProperties: { $ref: "common.schema.json#/definitions/pounds" } }, { gold: 40, zinc: 5 });
    if (table.kind !== "code-table") throw new Error("a code table");
    expect(table.fields.map((child) => [child.key, child.label, child.kind, child.path, child.hint])).toEqual([
      ["gold", "Gold", "number", ["thing", "gold"], "Whole pounds."],
      ["zinc", "zinc", "number", ["thing", "zinc"], undefined],
    ]);
  });
});

describe("the fields of the project's schemas", () => {
  it("gives every content file one field per property of its schema, in order", () => {
    for (const name of CONTENT_NAMES) {
      const file = schemaFile(name);
      const { fields } = fixtureForm(name);
      expect(
        fields.map((child) => child.key),
        file,
      ).toEqual(Object.keys(schemaFiles[file].properties!));
    }
  });

  it("labels the price table by the fixture's own names for its codes", () => {
    const { fields, values } = fixtureForm("pricing");
    const prices = fields.find((child) => child.key === "prices");
    if (prices?.kind !== "code-table") throw new Error("a code table");
    const wash = prices.fields[0];
    if (wash.kind !== "code-table") throw new Error("a code table");
    const washes = values.washTypes as { id: string; name: string }[];
    expect(wash).toMatchObject({ key: washes[0].id, label: washes[0].name });
    expect(fieldAt(fields, ["prices", "outside", "compact", "quick"])).toMatchObject({
      kind: "number",
      unit: "pounds",
      label: "Fixture Quick",
      path: ["prices", "outside", "compact", "quick"],
    });
  });

  it("offers an offer's packages from the file's own packages as it has them, though the check kept no pricing (a new offer fails it)", () => {
    const values = fixtureValues("pricing");
    const tiers = values.tiers as { id: string; name: string }[];
    const offer = { words: "", from: "", to: "", tiers: [""], washTypes: [], vehicleSizes: [] };
    const fields = fileFields(schemaFile("pricing"), { ...values, offers: [offer] }, schemaFiles, {});
    expect(fieldAt(fields, ["offers", 0, "tiers", 0])).toMatchObject({
      kind: "choice",
      options: tiers.map((tier) => tier.id),
      labels: Object.fromEntries(tiers.map((tier) => [tier.id, tier.name])),
    });
  });

  it("shows a schema change with no other edit", () => {
    const changed: SchemaFiles = structuredClone(schemaFiles);
    const faq = changed["faq.schema.json"];
    faq.properties!.items.maxItems = 7;
    faq.properties!.heading = { ...faq.properties!.heading, title: "Page heading", description: "A new description." };
    const fields = fileFields("faq.schema.json", fixtureValues("faq"), changed);
    expect(fields.find((child) => child.key === "items")).toMatchObject({ max: 7 });
    expect(fields.find((child) => child.key === "heading")).toMatchObject({ label: "Page heading", hint: "A new description." });
  });

  it("names a gallery entry by its description, not its photo's file", () => {
    const { fields } = fixtureForm("gallery");
    expect(fields.find((child) => child.key === "items")).toMatchObject({ kind: "list", singular: "photo", summaryKey: "alt" });
  });
});

describe("the figures another file lends a text (issue 66 item 3)", () => {
  it("are the lender's as the owner has them: a pack size added to the savings table is a figure a plan card's point can quote", () => {
    const savings = fixtureValues("savings") as { rows: { packs: { blocks: number; save: number }[] }[] };
    const biggest = Math.max(...savings.rows.flatMap((row) => row.packs.map((pack) => pack.blocks)));
    const grown = { ...savings, rows: savings.rows.map((row) => ({ ...row, packs: [...row.packs, { blocks: biggest + 12, save: 99 }] })) };
    const point = (allContent: unknown) => fieldAt(fileFields(schemaFile("plans"), fixtureValues("plans"), schemaFiles, allContent), ["cards", 0, "points", 0]);

    const words = point({ savings: grown })?.template ?? {};
    expect(Object.values(words)).toContain(`the most saved on the ${biggest + 12}-wash pack`);
    // Without the lender's values, the schema's own words; a point elsewhere takes none.
    expect(point(undefined)?.template).toEqual(schemaFiles[schemaFile("plans")].properties!.cards.items!.properties!.points.items!["x-template"]);
    expect(fieldAt(fileFields(schemaFile("plans"), fixtureValues("plans"), schemaFiles, { savings: grown }), ["cards", 0, "name"])?.template).toBeUndefined();
  });
});
