/**
 * What in the content is still a stand-in for the business's own facts (issue 35): the example
 * content ships with sample reviews, example addresses and numbers no one answers. Before the site
 * goes live they are a checklist; once it is live (site.yaml's `live`, or a production deploy:
 * deploy-context.ts) each is a content error at its line.
 *
 * Two kinds of rule, neither holding a shipped value:
 * - **Flags the schemas mark.** A property with `x-placeholder: { while, what, why, fix }` in its schema
 *   (testimonials' `samples: true`, say) is a placeholder while its value equals `while`. Its `fix` names the fields
 *   it speaks of only through placeholders, which each reader fills in its own words (`FixReader`).
 * - **Values reserved for examples,** wherever they appear: addresses at the domains kept for examples
 *   (RFC 2606 and 6761: example.com, .net, .org, and the `.example`, `.test` and `.invalid` names;
 *   Nominet keeps example.co.uk and example.org.uk the same way), and Ofcom's telephone numbers for drama,
 *   in any form (07700 900xxx, +44 7700 900xxx, 447700900xxx). A property's `x-placeholder: { why }`
 *   says why such a value matters there (the site's origin feeds search engines).
 *
 * Browser-safe: the editor runs it on every edit (src/admin/checks/editor-checks.ts).
 */
import type { ContentName } from "./names.ts";
import { schemaFile } from "./file-declarations.ts";
import { inWords } from "./owner-words.ts";

/** A placeholder found in one file, at a field path; check-texts.ts places it at its line. */
export interface PlaceholderFinding {
  name: ContentName;
  path: (string | number)[];
  message: string;
}

/** The `x-placeholder` keyword of a content schema's property. */
export interface PlaceholderMarker {
  /** A flag: the value that means "still the example's". Absent: the marker only says `why` for the value rules. */
  while?: unknown;
  /** What the placeholder is, in the owner's words (flags only). */
  what?: string;
  /** Why it must not reach the live site. */
  why: string;
  /**
   * What to put there instead (flags only). It names fields only as placeholders (`FixReader` fills them in):
   * `{done}`, the flag itself set to what says the job is done; `{openUrl}`, the field of that name beside the flag.
   */
  fix?: string;
}

/**
 * Who reads a go-live item, and so how its `fix` names the fields:
 * - "yaml": someone editing the file (`npm run check:content`, the build, the GitHub check that annotates the YAML
 *   line): a field by its key ("in openUrl"), the flag by the value to write ("set samples to false");
 * - "owner": the site editor's go-live list and checks, beside a form: a field by the label the form gives it
 *   ("in “Open web address”"), the flag as the yes/no box it is there ("untick “Samples”").
 */
export type FixReader = "yaml" | "owner";

/** The placeholder of a fix that stands for the flag set as done. */
const DONE = "done";

const PLACEHOLDER_KEYWORD = "x-placeholder";

/** ajv's definition of the keyword: an annotation with a checked shape, no validation of its own. */
export const placeholderKeyword = {
  keyword: PLACEHOLDER_KEYWORD,
  schemaType: "object",
  metaSchema: {
    type: "object",
    additionalProperties: false,
    required: ["why"],
    properties: { while: {}, what: { type: "string" }, why: { type: "string" }, fix: { type: "string" } },
    dependencies: { while: ["what", "fix"] },
  },
} as const;

type Schema = {
  $ref?: string;
  title?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  [PLACEHOLDER_KEYWORD]?: PlaceholderMarker;
};

/** The content schemas by file name ("site.schema.json", "common.schema.json"…), parsed. */
export type SchemasByFile = Readonly<Record<string, Schema>>;

/** Follows a `$ref` ("common.schema.json#/definitions/url" or "#/definitions/x") to the schema it names. */
function resolve(schema: Schema, file: string, schemas: SchemasByFile): { schema: Schema; file: string } {
  let current = { schema, file };
  for (let hops = 0; current.schema.$ref && hops < 10; hops++) {
    const [refFile, pointer = ""] = current.schema.$ref.split("#");
    const target = refFile || current.file;
    let node: unknown = schemas[target];
    for (const part of pointer.split("/").filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
    current = { schema: (node as Schema | undefined) ?? {}, file: target };
  }
  return current;
}

// ---------------------------------------------------------------- values reserved for examples

/** The domains kept for examples: as an address's host, or a web address's. */
const EXAMPLE_HOST = /^(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org|co\.uk|org\.uk)|[a-z0-9-]+\.(?:example|test|invalid))$/i;
/** Email addresses and web addresses (with or without https://) in a text. */
const ADDRESS = /[\w.+-]+@[a-z0-9.-]+[a-z0-9]|(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*(?:[/?#][^\s"'<>)]*)?/gi;

/**
 * Ofcom's numbers for drama (TV, film and radio), which no one answers: the national number's leading
 * digits, then the range of the rest. (Ofcom, "Telephone numbers for use in TV and radio drama".)
 */
const DRAMA_RANGES: readonly { start: string; digits: number }[] = [
  { start: "07700900", digits: 3 },
  { start: "02079460", digits: 3 },
  { start: "02920180", digits: 3 },
  ...["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161"].map((code) => ({ start: `${code}4960`, digits: 3 })),
  { start: "01632960", digits: 3 },
  { start: "08081570", digits: 3 },
  { start: "09098790", digits: 3 },
  { start: "03069990", digits: 3 },
];
/** A run of digits that may be a phone number: an optional +, digits with spaces, dashes or brackets. */
const PHONE_LIKE = /\+?\(?\d[\d\s()-]{8,}\d/g;

/** A UK number in national form (leading 0), from any way of writing it; undefined when it can't be one. */
function nationalNumber(written: string): string | undefined {
  const digits = written.replace(/\D/g, "");
  // +44, 0044 or 44 in place of the first 0; "+44 (0) 7700…" writes the 0 as well.
  const international = digits.match(/^(?:00)?440?(\d{9,10})$/);
  const national = international ? `0${international[1]}` : digits;
  return /^0\d{9,10}$/.test(national) ? national : undefined;
}

export function isDramaNumber(written: string): boolean {
  const national = nationalNumber(written);
  return national !== undefined && DRAMA_RANGES.some(({ start, digits }) => national.length === start.length + digits && national.startsWith(start));
}

export function isExampleAddress(address: string): boolean {
  const host = address.includes("@") ? address.split("@").pop()! : address.replace(/^https?:\/\//i, "").split(/[/?#:]/)[0];
  return EXAMPLE_HOST.test(host);
}

/** One example address or drama number in a text, with the words that say what it is. */
export interface ReservedValue {
  value: string;
  kind: "email" | "web address" | "phone";
  what: string;
  why: string;
  fix: string;
}

/** The example addresses and drama numbers in one text, in the order of the rules. */
export function reservedValues(text: string): ReservedValue[] {
  const found: ReservedValue[] = [];
  for (const [address] of text.matchAll(ADDRESS)) {
    if (!isExampleAddress(address)) continue;
    found.push(
      address.includes("@")
        ? {
            value: address,
            kind: "email",
            what: `${address} is an example email address (its domain is kept for examples).`,
            why: "Messages sent to it reach nobody, so a customer who writes is lost.",
            fix: "Put the email address you read.",
          }
        : {
            value: address,
            kind: "web address",
            what: `${address} is an example web address (its domain is kept for examples).`,
            why: "Whoever follows it lands on a page that isn't yours.",
            fix: "Put your own web address, or the page you mean.",
          },
    );
  }
  for (const [written] of text.matchAll(PHONE_LIKE)) {
    if (!isDramaNumber(written)) continue;
    found.push({
      value: written.trim(),
      kind: "phone",
      what: `${written.trim()} is a made-up number, from the range Ofcom keeps for TV and film.`,
      why: "Customers who call or message it reach nobody.",
      fix: "Put your own number.",
    });
  }
  return found;
}

// ---------------------------------------------------------------- a fix, in its reader's words

/** A field as the editor's form labels it: its schema's title, else its name in words (owner-words.ts, as src/admin/schema/schema-fields.ts). */
const formLabel = (key: string, schema: Schema, resolved: Schema): string => schema.title ?? resolved.title ?? inWords(key);

/** The field `key` (its schema, as written and as resolved) named for `reader`. */
const fieldNamed = (key: string, schema: Schema, resolved: Schema, reader: FixReader) =>
  reader === "yaml" ? key : `“${formLabel(key, schema, resolved)}”`;

/** The flag `key`, set from `was` (its example value) to what says it is done, in `reader`'s words. */
function flagDone(key: string, schema: Schema, resolved: Schema, was: unknown, reader: FixReader): string {
  if (typeof was !== "boolean") return `change ${fieldNamed(key, schema, resolved, reader)}`;
  return reader === "yaml" ? `set ${key} to ${!was}` : `${was ? "untick" : "tick"} ${fieldNamed(key, schema, resolved, reader)}`;
}

/**
 * A flag's fix with its placeholders filled in for `reader`: `{done}` as the flag set as done, any other as the field
 * of that name beside the flag (in `beside`, the properties of the object that holds it). A placeholder naming
 * neither stays as written (the schema test refuses it).
 */
function fixFor(marker: PlaceholderMarker, key: string, flag: Schema, beside: Record<string, Schema>, file: string, schemas: SchemasByFile, reader: FixReader) {
  return (marker.fix ?? "").replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (name === DONE) return flagDone(key, flag, resolve(flag, file, schemas).schema, marker.while, reader);
    const field = beside[name];
    return field ? fieldNamed(name, field, resolve(field, file, schemas).schema, reader) : placeholder;
  });
}

// ---------------------------------------------------------------- the walk

/**
 * Every placeholder in one file's data, walking it beside its schema: flags marked `x-placeholder`
 * at their value, reserved values in any text (with the property's own `why` where it has one).
 */
function fileFindings(name: ContentName, data: unknown, schemas: SchemasByFile, reader: FixReader): PlaceholderFinding[] {
  const findings: PlaceholderFinding[] = [];
  /** `beside`: the properties of the object that holds the value, in `file`. */
  const walk = (value: unknown, rawSchema: Schema | undefined, file: string, path: (string | number)[], beside: Record<string, Schema> = {}) => {
    const { schema, file: schemaFile } = rawSchema ? resolve(rawSchema, file, schemas) : { schema: {} as Schema, file };
    const marker = rawSchema?.[PLACEHOLDER_KEYWORD] ?? schema[PLACEHOLDER_KEYWORD];
    if (marker && "while" in marker && value === marker.while) {
      const fix = fixFor(marker, String(path.at(-1)), rawSchema!, beside, file, schemas, reader);
      findings.push({ name, path, message: `${marker.what} ${marker.why} ${fix}` });
    }
    if (typeof value === "string") {
      for (const found of reservedValues(value)) findings.push({ name, path, message: `${found.what} ${marker?.why ?? found.why} ${found.fix}` });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, schema.items, schemaFile, [...path, index]));
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childSchema = schema.properties?.[key] ?? (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
        walk(child, childSchema, schemaFile, [...path, key], schema.properties);
      }
    }
  };
  const file = schemaFile(name);
  walk(data, schemas[file], file, []);
  return findings;
}

/** Every placeholder in the content that passed its schemas, file by file in the order given, its fix in `reader`'s words. */
export function findPlaceholders(
  content: Partial<Record<ContentName, unknown>>,
  names: readonly ContentName[],
  schemas: SchemasByFile,
  reader: FixReader = "yaml",
): PlaceholderFinding[] {
  return names.flatMap((name) => (content[name] === undefined ? [] : fileFindings(name, content[name], schemas, reader)));
}

/** Whether the site is live by its own switch: site.yaml's `live`. */
export const liveBySwitch = (site: { live?: boolean } | undefined) => site?.live === true;
