import js from "@eslint/js";
import tseslint from "typescript-eslint";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
// Node runs the route table's TypeScript as it is (its type imports are erased): the paths are read, not copied.
import { EDITOR_PATH, PAGE_SEGMENTS } from "./src/lib/site-paths.ts";

// The import rules (the layers, no cycles, what scripts/ and tests/ may import) are dependency-cruiser's, which sees
// type-only imports too: .dependency-cruiser.mjs, run by `npm run lint`.
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
  {
    // Playwright's own wait for a quiet network can be lost for good on a loaded machine; ours counts the requests.
    files: ["scripts/**/*.ts", "tests/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value='networkidle']",
          message:
            "Playwright's networkidle can be lost for good (microsoft/playwright#42598): watchNetwork and networkQuiet (scripts/tools/network-quiet.ts).",
        },
      ],
    },
  },
  pagePathsFromTheTable(),
);

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
