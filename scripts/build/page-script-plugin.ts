/**
 * The page-script pipeline, the site's one way to run code before (or without) the app. `import source
 * from "./x.ts?page-script"`: the module, with what it imports, bundled and minified into one classic
 * script's source text (issue 24), which a component writes inline into the prerendered page
 * (src/components/ui/InlineScript.tsx), where it runs as the parser meets it. Two entries use it: the page
 * script of every page (src/page-script.ts, written by the site frame) and the calendar's early answer
 * (src/features/scheduling/early-answer-script.ts); bench:interactive builds its observers with
 * bundlePageScript too. The security headers hash every inline script (security-headers.ts).
 *
 * It builds for the browsers Vite builds the app for: the target is read from Vite's resolved config
 * (`build.target`), never listed a second time, so both parts of a page run in the same browsers.
 *
 * The text is only needed where the pages are prerendered: the browser's bundle gets an empty string,
 * since the app never writes the script again (the one in the page has already run).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { resolveConfig, type Plugin, type ResolvedConfig } from "vite";

const QUERY = "?page-script";

/** esbuild's target for Vite's resolved `build.target` (false: Vite doesn't transform, so neither does esbuild). */
const esbuildTarget = (target: ResolvedConfig["build"]["target"]): string | string[] => (target === false ? "esnext" : target);

/** The browsers the project's Vite config builds the app for, read from its resolved config (for scripts outside Vite's build). */
export async function viteBuildTarget(): Promise<string | string[]> {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const config = await resolveConfig({ root, configFile: path.join(root, "vite.config.ts"), logLevel: "silent" }, "build", "production", "production");
  return esbuildTarget(config.build.target);
}

/** The script's source text: `entry` and its imports in one immediately run function, minified for `target` (viteBuildTarget). */
export function bundlePageScript(entry: string, target: string | string[]): { code: string; inputs: string[] } {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target,
    write: false,
    metafile: true,
    legalComments: "none",
  });
  return { code: result.outputFiles[0].text.trim(), inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

export function pageScriptPlugin(): Plugin {
  let target: string | string[] | undefined;
  return {
    name: "page-script",
    enforce: "pre",
    configResolved(config) {
      target = esbuildTarget(config.build.target);
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    load(id, options) {
      if (!id.endsWith(QUERY)) return null;
      if (!options?.ssr) return "export default '';";
      if (target === undefined) throw new Error("page-script: Vite's config was not resolved before a page script was asked for");
      const { code, inputs } = bundlePageScript(id.slice(0, -QUERY.length), target);
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
