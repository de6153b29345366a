import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentRootWith } from "../../../tests/support/content-root";
import { CONTENT_NAMES } from "../../../src/content/names";
import { EDITOR_PATH, sitePaths } from "../../../src/lib/site-paths";
import { headersFor, parseHeadersFile } from "../headers-file";
import { writeSecurityHeaders } from "../security-headers";
import { editorCollections, githubRepoIn, readSchemaFiles } from "./editor-config";
import { editorField, fileFields, type JsonSchema, type SchemaFiles } from "./schema-fields";
import { editorHeaderRules, editorPage, editorServiceWorker } from "./write-admin";
import { EDITOR_ASSETS } from "../../../src/admin/editor-cache-rules";
import { EDITOR_PAGE_DATA, EDITOR_SERVICE_WORKER } from "../../../src/admin/editor-names";

const files: SchemaFiles = {
  "common.schema.json": {
    definitions: {
      text: { description: "A short piece of text on one line.", type: "string", minLength: 1, maxLength: 200, pattern: "^[^\\n]*\\S[^\\n]*$" },
      paragraph: { description: "A paragraph of text.", type: "string", minLength: 1, maxLength: 2000 },
      pounds: { description: "Whole pounds.", type: "integer", minimum: 1, maximum: 10000 },
    },
  },
};
const context = { files, codeNames: new Map([["gold", "Gold"]]) };
const field = (schema: JsonSchema, value?: unknown, required = true) => editorField("thing", schema, "example.schema.json", value, required, context);

describe("editor fields from a schema", () => {
  it("labels a field with its title, or its name in words, and hints with its description", () => {
    expect(field({ type: "boolean", title: "Shown?", description: "Whether it shows." })).toEqual({
      name: "thing",
      label: "Shown?",
      hint: "Whether it shows.",
      widget: "boolean",
    });
    expect(editorField("vehicleColumnHeading", { type: "boolean" }, "x", undefined, false, context)).toMatchObject({
      label: "Vehicle column heading",
      required: false,
    });
  });

  it("takes a shared definition's rules, the field's own description and the tighter bound", () => {
    const text = field({ $ref: "common.schema.json#/definitions/text", maxLength: 80, description: "The heading." });
    expect(text).toMatchObject({ widget: "string", hint: "The heading." });
    const [pattern, message] = text.pattern!;
    expect(new RegExp(pattern).test("A heading")).toBe(true);
    expect(new RegExp(pattern).test("   ")).toBe(false);
    expect(new RegExp(pattern).test("x".repeat(81))).toBe(false);
    expect(message).toBe("A short piece of text on one line; 1 to 80 characters.");
    expect(field({ $ref: "common.schema.json#/definitions/paragraph" })).toMatchObject({ widget: "text" });
  });

  it("keeps reserved words out and numbers within the schema's bounds", () => {
    const [pattern] = field({ type: "string", pattern: "^[a-z-]+$", not: { enum: ["pricing", "book"] } }).pattern!;
    expect(["pricing", "book"].map((word) => new RegExp(pattern).test(word))).toEqual([false, false]);
    expect(new RegExp(pattern).test("booking-page")).toBe(true);
    expect(field({ $ref: "common.schema.json#/definitions/pounds" })).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 10000, step: 1 });
  });

  it("checks an email address as the content check does", () => {
    const [pattern, message] = field({
      type: "string",
      format: "email",
      maxLength: 200,
      description: "An email address (for example: hello@example.co.uk).",
    }).pattern!;
    expect(["Hello@Example.co.uk", "hello@example.co.uk"].map((address) => new RegExp(pattern).test(address))).toEqual([true, true]);
    expect(["hello@", "hello at example.co.uk"].map((address) => new RegExp(pattern).test(address))).toEqual([false, false]);
    expect(message).toMatch(/^An email address/);
  });

  it("turns enums into selects, lists into lists with their sizes, and objects into nested fields", () => {
    expect(field({ type: "string", enum: ["included", "addon"] })).toMatchObject({ widget: "select", options: ["included", "addon"] });
    const list = field({
      type: "array",
      minItems: 1,
      maxItems: 40,
      items: {
        type: "object",
        required: ["id", "question"],
        properties: {
          id: { type: "string", maxLength: 40 },
          question: { type: "string", maxLength: 200 },
          answer: { type: "array", items: { $ref: "common.schema.json#/definitions/paragraph" } },
        },
      },
    });
    expect(list).toMatchObject({ widget: "list", min: 1, max: 40, collapsed: true, summary: "{{fields.question}}" });
    expect(list.fields!.map((child) => [child.name, child.widget, child.required])).toEqual([
      ["id", "string", undefined],
      ["question", "string", undefined],
      ["answer", "list", false],
    ]);
    expect(list.fields![2].field).toMatchObject({ widget: "text", label: "Paragraph" });
  });

  it("gives a table keyed by codes one field per code the content has, named as content names it", () => {
    const table = field({ type: "object", additionalProperties: { $ref: "common.schema.json#/definitions/pounds" } }, { gold: 40, zinc: 5 });
    expect(table.fields!.map((child) => [child.name, child.label, child.widget])).toEqual([
      ["gold", "Gold", "number"],
      ["zinc", "zinc", "number"],
    ]);
  });
});

describe("the editor's config from the project's schemas", () => {
  it("has one collection per content file, each field one of its schema's properties, in order", () => {
    const root = contentRootWith();
    const schemas = readSchemaFiles(path.join(root, "schemas"));
    const collections = editorCollections(root);
    expect(collections.map((collection) => collection.name)).toEqual([...CONTENT_NAMES]);
    for (const collection of collections) {
      const schema = schemas[`${collection.name}.schema.json`];
      expect(collection.files[0].file).toBe(`content/${collection.name}.yaml`);
      expect(collection.files[0].fields.map((child) => child.name)).toEqual(Object.keys(schema.properties!));
    }
  });

  it("shows a schema change at the next build with no other edit", () => {
    const root = contentRootWith();
    const schemaFile = path.join(root, "schemas/faq.schema.json");
    const schema = JSON.parse(fs.readFileSync(schemaFile, "utf8"));
    schema.properties.items.maxItems = 7;
    schema.properties.heading = { ...schema.properties.heading, title: "Page heading", description: "A new description." };
    fs.writeFileSync(schemaFile, JSON.stringify(schema));
    const content = parse(fs.readFileSync(path.join(root, "content/faq.yaml"), "utf8"));
    const fields = fileFields("faq.schema.json", content, readSchemaFiles(path.join(root, "schemas")));
    expect(fields.find((child) => child.name === "items")).toMatchObject({ max: 7 });
    expect(fields.find((child) => child.name === "heading")).toMatchObject({ label: "Page heading", hint: "A new description." });
  });

  it("finds the GitHub repository in its usual addresses", () => {
    expect(["https://github.com/owner/site", "git@github.com:owner/site.git", "https://github.com/owner/site.git/"].map(githubRepoIn)).toEqual([
      "owner/site",
      "owner/site",
      "owner/site",
    ]);
    expect(githubRepoIn("/srv/clone")).toBeUndefined();
  });
});

describe("the editor's headers", () => {
  it("give every path at most one policy and one opener policy: the pages theirs, the editor its own", () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
    const pages = sitePaths("founder-card");
    for (const page of pages) {
      const file = path.join(client, page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '<!doctype html><html><head><meta charSet="utf-8"/></head><body></body></html>');
    }
    fs.copyFileSync(path.join(client, "index.html"), path.join(client, "404.html"));
    writeSecurityHeaders(client, pages, { map: "https://maps.example/embed", schedulingScript: "https://cal.example/embed.js", schedulingFrames: [] }, [
      ...editorHeaderRules(),
    ]);
    const rules = parseHeadersFile(fs.readFileSync(path.join(client, "_headers"), "utf8"));
    const named = (requestPath: string, header: string) => headersFor(rules, requestPath).filter(([name]) => name === header);

    for (const requestPath of [...pages.map((page) => page.path), EDITOR_PATH, EDITOR_PATH.replace(/\/$/, ""), `${EDITOR_PATH}config.yml`, "/no/such/page"]) {
      expect(named(requestPath, "Content-Security-Policy").length, requestPath).toBeLessThanOrEqual(1);
      expect(named(requestPath, "Cross-Origin-Opener-Policy").length, requestPath).toBeLessThanOrEqual(1);
    }
    for (const page of pages) expect(named(page.path, "Cross-Origin-Opener-Policy")).toEqual([["Cross-Origin-Opener-Policy", "same-origin"]]);
    expect(named(EDITOR_PATH, "Cross-Origin-Opener-Policy")).toEqual([["Cross-Origin-Opener-Policy", "same-origin-allow-popups"]]);
    expect(named(EDITOR_PATH, "X-Robots-Tag")[0][1]).toMatch(/noindex/);
    expect(named(EDITOR_PATH, "Content-Security-Policy")[0][1]).toMatch(/^default-src 'none'; script-src 'self' 'unsafe-eval';/);
  });

  it("keep the editor's files named by their content for a year, and ask again for its page, config.yml and worker", () => {
    const rules = editorHeaderRules();
    const caching = (requestPath: string) => headersFor(rules, requestPath).filter(([name]) => name === "Cache-Control");
    for (const file of [
      `${EDITOR_ASSETS}editor-0a1b2c3d.js`,
      `${EDITOR_ASSETS}decap-0a1b2c3d4e/decap-cms.js`,
      `${EDITOR_ASSETS}decap-0a1b2c3d4e/117.decap-cms.js`,
    ]) {
      expect(caching(`${EDITOR_PATH}${file}`), file).toEqual([["Cache-Control", "public, max-age=31536000, immutable"]]);
    }
    for (const requestPath of [EDITOR_PATH, `${EDITOR_PATH}index.html`, `${EDITOR_PATH}config.yml`, `${EDITOR_PATH}${EDITOR_SERVICE_WORKER}`]) {
      expect(caching(requestPath), requestPath).toEqual([["Cache-Control", "no-cache"]]);
    }
    // Every path under the editor has its one policy.
    expect(headersFor(rules, `${EDITOR_PATH}${EDITOR_ASSETS}x.js`).filter(([name]) => name === "Content-Security-Policy")).toHaveLength(1);
  });
});

describe("the editor's page and worker", () => {
  const files = {
    overrides: `${EDITOR_ASSETS}decap-overrides-1.css`,
    start: `${EDITOR_ASSETS}editor-1.js`,
    startImports: [`${EDITOR_ASSETS}shared-1.js`],
    previewStyle: `${EDITOR_ASSETS}style-1.css`,
    decap: `${EDITOR_ASSETS}decap-1/decap-cms.js`,
    kept: [`${EDITOR_ASSETS}decap-1/decap-cms.js`, `${EDITOR_ASSETS}editor-1.js`],
  };

  it("runs the editor's start before Decap's bundle, both after the page is read, and tells it the site's name and the preview's stylesheet", () => {
    const html = editorPage('Smith & Sons "Valeting"', files);
    const scripts = [...html.matchAll(/<script [^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain(`type="module" src="${files.start}"`);
    expect(scripts[0]).toContain(`${EDITOR_PAGE_DATA.siteName}="Smith &amp; Sons &quot;Valeting&quot;"`);
    expect(scripts[0]).toContain(`${EDITOR_PAGE_DATA.previewStyle}="${files.previewStyle}"`);
    expect(scripts[1]).toBe(`<script defer src="${files.decap}">`);
    expect(html).toContain(`<link rel="modulepreload" href="${files.startImports[0]}">`);
    expect(html).toContain(`<link rel="stylesheet" href="${files.overrides}">`);
  });

  it("gives the worker a new version whenever a kept file's name changes, and the same one otherwise", () => {
    const version = (kept: string[]) => /^const EDITOR_CACHE = (\{.*\});$/m.exec(editorServiceWorker(kept, "/* worker */"))![1];
    const before = JSON.parse(version(files.kept)) as { version: string; files: string[] };
    expect(before.files).toEqual(files.kept);
    expect(JSON.parse(version([...files.kept].reverse())).version).toBe(before.version);
    expect(JSON.parse(version([files.kept[0], `${EDITOR_ASSETS}editor-2.js`])).version).not.toBe(before.version);
  });
});
