import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../tests/support/content-root";
import { SCHEMA_NAMES, schemaFile, type SchemaName } from "./file-declarations";

type Schema = Record<string, unknown>;

const readSchema = (name: SchemaName) => JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "schemas", schemaFile(name)), "utf8")) as Schema;

/**
 * The properties that may be left out, each for a real reason (docs/content-conventions.md), by
 * where they sit: a gallery photo is a pair only when it has a before photo, and its caption and
 * date are the owner's choice (issue 22).
 */
const OPTIONAL: Record<string, readonly string[]> = {
  "gallery.properties.items.items": ["before", "caption", "date"],
  "home.properties.hero": ["photo"],
  "addons.properties.items.items": ["includedAs"],
  // The booking form names a size as the price table does unless the owner gives it a name of its own (issue 57).
  "pricing.properties.vehicleSizes.items": ["formName"],
  // A review's fade-in follows the one before it unless the owner gives it a delay of its own (issue 57).
  "testimonials.properties.items.items": ["delayMs"],
  // New prices from a day exist only while a price change is planned, offers while one is (issue 67).
  pricing: ["newPrices", "offers"],
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
  if (Array.isArray(schema["x-card"])) {
    // A list shown as cards names values its entries have: the editor draws each entry's card from them.
    const itemProperties = ((schema.items as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
    for (const name of schema["x-card"] as string[]) if (!(name in itemProperties)) breaks.push(`${where}: "x-card" names "${name}", which its entries don't have`);
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

/** Words of a developer's, which the owner never reads in the editor: codes, file and field names, true and false. */
const DEVELOPER_WORDS = /\b(?:keys?|codes?|tiers?|ids?|schema|true|false|enum|yaml)\b|\.yaml|\b[a-z]+[A-Z][a-zA-Z]*\b|\{[^}]*\}/;

/** Every hint the editor shows the owner (the x-hint, else the description), each placeholder read as what it becomes, by where it is. */
function ownerHints(schema: Schema, where: string): [string, string][] {
  const hints: [string, string][] = [];
  const text = (schema["x-hint"] ?? schema.description) as string | undefined;
  if (typeof text === "string") {
    const template = (schema["x-template"] ?? {}) as Record<string, string>;
    hints.push([where, text.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) => template[name] ?? placeholder)]);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === "x-template" || !value || typeof value !== "object") continue;
    if (Array.isArray(value)) value.forEach((item, i) => item && typeof item === "object" && hints.push(...ownerHints(item as Schema, `${where}.${key}[${i}]`)));
    else hints.push(...ownerHints(value as Schema, `${where}.${key}`));
  }
  return hints;
}

/**
 * Where a go-live fix (`x-placeholder`'s `fix`) names a field directly, by where it is. A fix is read at the YAML line
 * (the check) and beside the form (the editor's go-live list), so it names a field only through a placeholder each
 * reader fills in its own words (src/content/placeholders.ts): `{done}`, the flag set as done; `{openUrl}`, a field
 * beside the flag. With those read out, a word of a developer's (a key such as `openUrl`, true or false, a
 * placeholder naming nothing there) or the flag's own key is one the owner would read as it is.
 */
function fixesNamingKeys(schema: Schema, where: string): string[] {
  const breaks: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [flag, property] of Object.entries(properties)) {
    const fix = (property["x-placeholder"] as { fix?: string } | undefined)?.fix;
    if (fix === undefined) continue;
    const readOut = fix.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name === "done" || name in properties ? "it" : placeholder));
    const named = readOut.match(DEVELOPER_WORDS)?.[0] ?? readOut.match(new RegExp(`\\b${flag}\\b`))?.[0];
    if (named) breaks.push(`${where}.${flag}: its fix names "${named}" as it is, not through a placeholder`);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (!value || typeof value !== "object") continue;
    if (Array.isArray(value)) value.forEach((item, i) => item && typeof item === "object" && breaks.push(...fixesNamingKeys(item as Schema, `${where}.${key}[${i}]`)));
    else breaks.push(...fixesNamingKeys(value as Schema, `${where}.${key}`));
  }
  return breaks;
}

describe("content schemas", () => {
  it.each(SCHEMA_NAMES)("%s.schema.json is strict and documented", (name) => {
    const schema = readSchema(name);
    expect(schema.$id).toBe(schemaFile(name));
    expect(schema.title, "its title: the file's name for the owner (file-declarations.ts)").toEqual(expect.any(String));
    expect(ruleBreaks(schema, name)).toEqual([]);
  });

  it.each(SCHEMA_NAMES)("%s.schema.json speaks to the owner in the owner's words", (name) => {
    const schema = readSchema(name);
    expect(ownerHints(schema, name).filter(([, hint]) => DEVELOPER_WORDS.test(hint))).toEqual([]);
  });

  it.each(SCHEMA_NAMES)("%s.schema.json's go-live fixes name the fields they speak of only through placeholders", (name) => {
    const schema = readSchema(name);
    expect(fixesNamingKeys(schema, name)).toEqual([]);
  });
});
