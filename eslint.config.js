import js from "@eslint/js";
import tseslint from "typescript-eslint";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";

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
);

/**
 * The import rules of docs/architecture.md, as `no-restricted-imports` patterns. ESLint keeps only the last
 * options a file matches for one rule, so each folder gets every pattern that applies to it, listed once here.
 */
function importBoundaries() {
  // What a feature offers the others; every other module of a feature is its own business. No barrel files:
  // the public modules are named here instead.
  const featureEntryPoints = {
    booking: ["booking-options", "booking-quote"],
    handoff: ["HandOff", "LazyHandOff", "SelectionSummary", "ChoiceLine"],
    postcode: ["PostcodeChecker"],
    toast: ["toast-context", "ToastProvider", "load-toast-view"],
  };
  const entryPoints = Object.entries(featureEntryPoints).flatMap(([feature, modules]) => modules.map((module) => `${feature}/${module}`));
  const otherFeaturesInternals = {
    // "../<feature>/<module>" from inside a feature, or ".../features/<feature>/<module>", unless it is an entry point.
    regex: `(?:^\\.\\./|/features/)(?!(?:${entryPoints.join("|")})$)[a-z][a-z-]*/`,
    message: `A feature imports another feature only through its entry points (${entryPoints.join(", ")}; eslint.config.js); move shared logic to src/lib.`,
  };
  const noRoutes = { group: ["**/routes/**", "**/routes", "**/root"], message: "Only React Router imports route modules and the root." };
  const noFeatures = { group: ["**/features/**"], message: "components/ui and lib sit below features: pass what they need as props or arguments." };
  const noComponents = { group: ["**/components/**"], message: "lib is plain logic, below components/ui." };
  const noContentModules = {
    group: ["virtual:content/*"],
    message: "components/ui take their data through props; the feature that uses them imports the content.",
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
  const restrict = (files, patterns, ignores = []) => ({ files, ignores, rules: { "no-restricted-imports": ["error", { patterns }] } });
  // Unit tests run in Node and may read files; the one-way rules still hold for them.
  const tests = ["src/**/*.test.{ts,tsx}", "src/**/*.test-support.ts"];
  return [
    restrict(["src/lib/**/*.ts"], [noRoutes, noFeatures, noComponents, noContentModules, noAdmin, ...nodeOnly], tests),
    restrict(["src/components/**/*.{ts,tsx}"], [noRoutes, noFeatures, noContentModules, noAdmin, ...nodeOnly], tests),
    restrict(["src/features/**/*.{ts,tsx}"], [noRoutes, otherFeaturesInternals, noAdmin, ...nodeOnly], tests),
    // src/routes.ts is not client code: React Router runs it at build time, in Node, to list the pages.
    // src/page-script.ts lists the page script's behaviours, at the app's level beside the root.
    restrict(["src/routes/**/*.tsx", "src/root.tsx", "src/page-script.ts"], [noAdmin, ...nodeOnly]),
    // The editor draws the site's own routes and features in its preview and runs the content check in the
    // browser (src/content/check-texts.ts is browser-safe), so it may import those; not Node, not the build's scripts.
    restrict(["src/admin/**/*.{ts,tsx}"], [noScripts, nodeOnly[1]], tests),
    restrict(["src/lib/**/*.test.ts"], [noRoutes, noFeatures, noComponents]),
    restrict(["src/components/**/*.test.tsx", "src/components/**/*.test-support.ts"], [noRoutes, noFeatures]),
    restrict(["src/features/**/*.test.{ts,tsx}"], [noRoutes, otherFeaturesInternals]),
  ];
}
