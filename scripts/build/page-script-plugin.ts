/**
 * `import source from "./page-script.ts?page-script"`: the module, with what it imports, bundled and
 * minified into one classic script's source text (issue 24). The site frame writes it inline into every
 * prerendered page (src/features/layout/PageScript.tsx), where it runs as the parser meets it, so the
 * small behaviours it holds work from the first paint, on pages without the app too. The security
 * headers hash it like every inline script (security-headers.ts).
 *
 * The text is only needed where the pages are prerendered: the browser's bundle gets an empty string,
 * since the app never writes the script again (the one in the page has already run).
 */
import path from "node:path";
import { buildSync } from "esbuild";
import type { Plugin } from "vite";

const QUERY = "?page-script";

/** The browsers Vite builds the app for (its default target, "baseline widely available"), so both parts of a page run in the same ones. */
const TARGETS = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];

/** The script's source text: `entry` and its imports in one immediately run function, minified. */
export function bundlePageScript(entry: string): { code: string; inputs: string[] } {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: TARGETS,
    write: false,
    metafile: true,
    legalComments: "none",
  });
  return { code: result.outputFiles[0].text.trim(), inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

export function pageScriptPlugin(): Plugin {
  return {
    name: "page-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    load(id, options) {
      if (!id.endsWith(QUERY)) return null;
      if (!options?.ssr) return "export default '';";
      const { code, inputs } = bundlePageScript(id.slice(0, -QUERY.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
