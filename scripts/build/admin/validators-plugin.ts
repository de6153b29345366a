/**
 * `virtual:editor/validators`: the content schemas' validators compiled at build time, for the content
 * check in the editor's page, whose Content-Security-Policy has no 'unsafe-eval' (ajv compiles a schema
 * with `new Function`). It is ajv's standalone code (https://ajv.js.org/standalone.html), from the same
 * set-up as the check at run time (src/content/compile-schemas.ts), so the check gives the same messages.
 * Its default export is one validator per content file, by name: `checkContentTextsWith`'s `validators`
 * (src/content/check-with-validators.ts).
 */
import fs from "node:fs";
import path from "node:path";
import standaloneCode from "ajv/dist/standalone";
import type { Plugin } from "vite";
import { compileSchemas } from "../../../src/content/compile-schemas.ts";
import { CONTENT_NAMES } from "../../../src/content/names.ts";
import { projectFolders } from "../../../src/content/node/load-content.ts";
import { SCHEMA_NAMES, parseSchemas, schemaFile, type SchemaTexts } from "../../../src/content/schema-texts.ts";

const VALIDATORS = "virtual:editor/validators";

/** Each schema's file, by name: what the module is compiled from. */
const schemaPaths = (rootDir: string) => SCHEMA_NAMES.map((name) => [name, path.join(projectFolders(rootDir).schemaDir, schemaFile(name))] as const);

/**
 * ajv's standalone code reaches what it needs at run time (its own helpers, the formats, the `uniqueBy`
 * rule) through `require("…")`, even as an ES module. Each becomes an import, whose namespace stands where
 * the `require` was: a bundler gives a CommonJS module's namespace its `exports` (ajv's helpers set
 * `__esModule`), so `require("x").default` reads the same. A path from the project's root (where
 * src/content/unique-by.ts says its rule is) is made absolute: Vite resolves a file's own path wherever
 * the build's root is.
 */
function requiresAsImports(code: string, rootDir: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(/\brequire\(("(?:[^"\\]|\\.)*")\)/g, (_call, quoted: string) => {
    const specifier = JSON.parse(quoted) as string;
    const source = specifier.startsWith("/") ? path.join(rootDir, specifier) : specifier;
    if (!imports.has(source)) imports.set(source, `required${imports.size}`);
    return imports.get(source)!;
  });
  const lines = [...imports].map(([source, name]) => `import * as ${name} from ${JSON.stringify(source)};`);
  return [...lines, body].join("\n");
}

/** The module's code: an ES module with no `require`, a validator per content file as a named export, and all of them as the default. */
export function validatorsModule(rootDir: string): string {
  const texts = Object.fromEntries(schemaPaths(rootDir).map(([name, file]) => [name, fs.readFileSync(file, "utf8")])) as SchemaTexts;
  // `source` keeps each validator's code to write out; `esm` writes named exports rather than `exports.x =`.
  const { ajv } = compileSchemas(parseSchemas(texts), { source: true, esm: true });
  const code = standaloneCode(ajv, Object.fromEntries(CONTENT_NAMES.map((name) => [name, schemaFile(name)])));
  return `${requiresAsImports(code, rootDir)}\nexport default { ${CONTENT_NAMES.join(", ")} };\n`;
}

export function validatorsPlugin(rootDir: string): Plugin {
  return {
    name: "editor-validators",
    resolveId(id) {
      return id === VALIDATORS ? `\0${VALIDATORS}` : undefined;
    },
    load(id) {
      if (id !== `\0${VALIDATORS}`) return undefined;
      for (const [, file] of schemaPaths(rootDir)) this.addWatchFile(file);
      return validatorsModule(rootDir);
    },
  };
}
