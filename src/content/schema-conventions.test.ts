import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../tests/support/content-root";
import { CONTENT_NAMES } from "./names";

type Schema = Record<string, unknown>;

/**
 * The properties that may be left out, each for a real reason (docs/content-conventions.md), by
 * where they sit: a gallery photo is a pair only when it has a before photo, and its caption and
 * date are the owner's choice (issue 22).
 */
const OPTIONAL: Record<string, readonly string[]> = {
  "gallery.properties.items.items": ["before", "caption", "date"],
  "home.properties.hero": ["photo"],
  "addons.properties.items.items": ["includedAs"],
};

/** Every place in a schema that breaks the house rules (docs/content-conventions.md). */
function ruleBreaks(schema: Schema, where: string, root: Schema = schema): string[] {
  const breaks: string[] = [];
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (schema.type === "object" && typeof schema.additionalProperties === "object") {
    // A table keyed by codes names the list its codes come from: the editor draws its boxes from it.
    const list = (root.properties as Record<string, Schema> | undefined)?.[String(schema["x-keys-from"])];
    if (list?.type !== "array") breaks.push(`${where}: a table keyed by codes needs "x-keys-from", naming a list at the top of the file`);
  }
  if (schema.type === "object" && properties) {
    if (schema.additionalProperties !== false) breaks.push(`${where}: additionalProperties must be false`);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries(properties)) {
      if (typeof child.description !== "string" || child.description.length < 10) breaks.push(`${where}.${name}: needs a description`);
      if (!required.has(name) && !OPTIONAL[where]?.includes(name)) breaks.push(`${where}.${name}: should be required`);
    }
  }
  for (const [key, value] of Object.entries(schema)) {
    if (value && typeof value === "object") {
      if (Array.isArray(value)) value.forEach((item, i) => item && typeof item === "object" && breaks.push(...ruleBreaks(item as Schema, `${where}.${key}[${i}]`, root)));
      else breaks.push(...ruleBreaks(value as Schema, `${where}.${key}`, root));
    }
  }
  return breaks;
}

describe("content schemas", () => {
  it.each([...CONTENT_NAMES, "common"])("%s.schema.json is strict and documented", (name) => {
    const schema = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "schemas", `${name}.schema.json`), "utf8")) as Schema;
    expect(schema.$id).toBe(`${name}.schema.json`);
    expect(ruleBreaks(schema, name)).toEqual([]);
  });
});
