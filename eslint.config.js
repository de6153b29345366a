import js from "@eslint/js";
import tseslint from "typescript-eslint";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
// Node runs the route table's TypeScript as it is (its type imports are erased): the paths are read, not copied.
import { EDITOR_PATH, PAGE_SEGMENTS } from "./src/lib/site-paths.ts";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "src/content/generated/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Stubs of third-party scripts, served to the browser by the tests.
    files: ["tests/e2e/stubs/**/*.js"],
    languageOptions: { globals: { window: "readonly", document: "readonly" } },
  },
  {
    // Plain JavaScript run by Node (check-node.mjs runs before the project's own Node is known to be there).
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  ...importBoundaries(),
  noImportCycles(),
  pagePathsFromTheTable(),
);

/**
 * No import cycle anywhere: a cycle makes a module run before what it imports is ready. import-x skips
 * type-only imports (they are erased from the build); keep those one-way too (docs/architecture.md).
 */
function noImportCycles() {
  return {
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "tests/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  };
}

/**
 * Every page's path comes from the route table (`PAGES` in src/lib/site-paths.ts), the editor's from its
 * `EDITOR_PATH`: a string that starts with one of them, written anywhere else, is refused where it is.
 */
function pagePathsFromTheTable() {
  const segments = [...PAGE_SEGMENTS, EDITOR_PATH.replaceAll("/", "")].map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pagePath = new RegExp(`^/(?:${segments.join("|")})(?=$|[/?#])`);
  const check = (context, node, text) => {
    if (typeof text === "string" && pagePath.test(text))
      context.report({ node, message: `"${text}" writes a page's path: take it from the route table (PAGES or EDITOR_PATH in src/lib/site-paths.ts).` });
  };
  const rule = {
    meta: { type: "problem", schema: [] },
    create: (context) => ({
      Literal: (node) => check(context, node, node.value),
      TemplateElement: (node) => node.parent.quasis[0] === node && check(context, node, node.value.cooked),
    }),
  };
  return {
    files: ["src/**/*.{ts,tsx}", "scripts/**/*.ts", "tests/**/*.ts", "*.ts"],
    ignores: ["src/lib/site-paths.ts"],
    plugins: { site: { rules: { "page-path-from-table": rule } } },
    rules: { "site/page-path-from-table": "error" },
  };
}

/**
 * The import rules of docs/architecture.md, as `no-restricted-imports` patterns. ESLint keeps only the last
 * options a file matches for one rule, so each folder gets every pattern that applies to it, listed once here.
 * The layers, top to bottom: routes → features → domain → components → lib.
 */
function importBoundaries() {
  const anotherFeature = {
    // "../<feature>/…" from inside a feature (features have no subfolders), or any path through features/.
    regex: "^\\.\\./(?!\\.\\./)|/features/",
    message:
      "A feature never imports another feature: what several share goes below them (src/domain, src/components, src/lib), and a page that needs two features composes them in its route, by props.",
  };
  const noRoutes = { group: ["**/routes/**", "**/routes", "**/root"], message: "Only React Router imports route modules and the root." };
  const noFeatures = { group: ["**/features/**"], message: "domain, components and lib sit below features: pass what they need as props or arguments." };
  const noDomain = {
    group: ["**/domain/**"],
    message: "src/domain binds the booking rules to the owner's content, above components and lib: pass what they need as props or arguments.",
  };
  const noComponents = { group: ["**/components/**"], message: "lib is plain logic, below components." };
  const noContentModules = {
    group: ["virtual:content/*"],
    message: "components and lib take their data through props and arguments; the feature (or src/domain) that uses them imports the content.",
  };
  const noAdmin = { group: ["**/admin/**", "**/admin"], message: "src/admin is the site editor's own code, on /admin/ only: the site never imports it." };
  const noScripts = { group: ["**/scripts/**"], message: "scripts/ run in Node at build time; the editor's code runs in the browser." };
  // The loader reads files with Node; in the browser, content arrives as `virtual:content/<name>` modules. Only the
  // types generated from the schemas may be imported from src/content.
  const nodeOnly = [
    {
      regex: "(?:^|/)content/(?!generated/)",
      message: "src/content is the Node-side content loader; client code imports `virtual:content/<name>` (and types from src/content/generated).",
    },
    { group: ["node:*"], message: "Client code runs in the browser: no Node built-ins." },
  ];
  const noContentNode = { group: ["**/content/node/**"], message: "src/content/node reads files with Node: browser code can't run it." };
  const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });
  // Unit tests run in Node and may read files; the one-way rules still hold for them.
  const tests = ["src/**/*.test.{ts,tsx}", "src/**/*.test-support.ts"];
  return [
    restrict(["src/lib/**/*.ts"], [noRoutes, noFeatures, noDomain, noComponents, noContentModules, noAdmin, ...nodeOnly], tests),
    restrict(["src/components/**/*.{ts,tsx}"], [noRoutes, noFeatures, noDomain, noContentModules, noAdmin, ...nodeOnly], tests),
    restrict(["src/domain/**/*.{ts,tsx}"], [noRoutes, noFeatures, noComponents, noAdmin, ...nodeOnly], tests),
    restrict(["src/features/**/*.{ts,tsx}"], [noRoutes, anotherFeature, noAdmin, ...nodeOnly], tests),
    // src/routes.ts is not client code: React Router runs it at build time, in Node, to list the pages.
    // src/page-script.ts lists the page script's behaviours, at the app's level beside the root.
    restrict(["src/routes/**/*.tsx", "src/root.tsx", "src/page-script.ts"], [noAdmin, ...nodeOnly]),
    // src/islands/ composes a page's widgets as its route does (the route renders them, the island script hydrates
    // them): features and below, never a route module or the root (React Router's, which the island script runs without).
    restrict(["src/islands/**/*.{ts,tsx}"], [noRoutes, noAdmin, ...nodeOnly]),
    // src/content holds the content check, which runs everywhere (in Node for the build and `npm run check:content`,
    // in the browser for the editor); what needs Node (reading files, the Vite plugin) is in src/content/node/.
    restrict(["src/content/*.ts"], [noRoutes, noFeatures, noDomain, noComponents, noAdmin, noContentNode, nodeOnly[1]], tests),
    // The editor draws the site's own routes and features in its preview and runs the content check in the
    // browser (src/content/check-with-validators.ts, with the validators its build compiled), so it may import
    // those; not Node, not the build's scripts.
    restrict(["src/admin/**/*.{ts,tsx}"], [noScripts, noContentNode, nodeOnly[1]], tests),
    restrict(["src/lib/**/*.test.ts"], [noRoutes, noFeatures, noDomain, noComponents]),
    restrict(["src/components/**/*.test.tsx", "src/components/**/*.test-support.ts"], [noRoutes, noFeatures, noDomain]),
    restrict(["src/domain/**/*.test.{ts,tsx}"], [noRoutes, noFeatures, noComponents]),
    restrict(["src/features/**/*.test.{ts,tsx}"], [noRoutes, anotherFeature]),
  ];
}
