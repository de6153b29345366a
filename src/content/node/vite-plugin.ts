import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { CONTENT_NAMES, POSTCODE_LIST_FILE, type ContentName } from "../names.ts";
import { loadContent, projectFolders, type ContentResult, type FolderOptions } from "./load-content.ts";
import { formatNotes, formatPlaceholders, formatProblems } from "../problem.ts";
import { fileOnDay } from "../../lib/dated-prices.ts";
import { siteDay } from "./site-day.ts";

export const CONTENT_MODULE_PREFIX = "virtual:content/";
const RESOLVED_PREFIX = "\0" + CONTENT_MODULE_PREFIX;

/** The content module ids (`virtual:content/<name>/<part>`) among a bundle's module ids: the parts that bundle reads. */
export const contentPartIds = (moduleIds: Iterable<string>): string[] =>
  [...moduleIds].flatMap((id) => (id.startsWith(RESOLVED_PREFIX) && parseContentId(id.slice(1))?.part !== undefined ? [id.slice(1)] : []));

export interface ContentPluginOptions extends FolderOptions {
  /**
   * A module exporting `pageContent(id)`: when given, each part module reads its data through it (the islands' build:
   * the page carries the data, src/components/island/island-content.ts) instead of holding a copy of it.
   */
  partsFrom?: string;
}

/** `virtual:content/<name>` or `virtual:content/<name>/<part>` (one top-level key of the file). */
export function parseContentId(id: string): { name: ContentName; part?: string } | undefined {
  const [name, part, ...rest] = id.slice(CONTENT_MODULE_PREFIX.length).split("/");
  if (rest.length > 0 || part === "" || !(CONTENT_NAMES as readonly string[]).includes(name)) return undefined;
  return { name: name as ContentName, part };
}

/**
 * Serves each validated content file as `virtual:content/<name>` (a module whose default export is
 * the data), and each of its top-level parts as `virtual:content/<name>/<part>`: code that needs one
 * part (the site frame needs booking's toast settings) imports that part only, so the browser is not
 * sent the rest of the file on every page. The whole-file module is built from the part modules, so
 * a page that imports both downloads each part once. Any content problem fails the build with every
 * problem listed at file:line:column; in development it shows in the error overlay, and saving a
 * YAML file reloads the page. The unit tests pass `{ contentDir: "tests/fixtures/content" }` to be
 * served the fixture content instead.
 */
export function contentPlugin(rootDir: string, options: ContentPluginOptions = {}): Plugin {
  const folders = projectFolders(rootDir, options);
  // The day the site is built for: dated content (new prices from a day) is served as it is on that day.
  const day = siteDay();
  let result: ContentResult | undefined;
  const current = () => (result ??= loadContent(folders));

  const invalidate = (server: ViteDevServer) => {
    result = undefined;
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED_PREFIX)) environment.moduleGraph.invalidateModule(module);
      }
    }
    server.ws.send({ type: "full-reload" });
  };

  return {
    name: "site-content",
    enforce: "pre",
    buildStart() {
      const { problems, placeholders, notes, files } = current();
      for (const file of files) this.addWatchFile(file);
      if (problems.length > 0) this.error(formatProblems(problems));
      // The "before you go live" list, once per build (the client's; the server build reads the same content).
      if (placeholders.length > 0 && this.environment.name === "client") this.environment.logger.warn(formatPlaceholders(placeholders));
      if (notes.length > 0 && this.environment.name === "client") this.environment.logger.warn(formatNotes(notes));
    },
    resolveId(id) {
      return id.startsWith(CONTENT_MODULE_PREFIX) && parseContentId(id) ? "\0" + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const { problems, content } = current();
      if (problems.length > 0) this.error(formatProblems(problems));
      const { name, part } = parseContentId(id.slice(1))!;
      const found = content[name];
      const data: object | undefined = found && fileOnDay(name, found, day);
      if (!data) this.error(`content/${name}.yaml is missing`);
      const parts = new Map(Object.entries(data));
      // A part the file leaves out (an optional key) is undefined, as its type says.
      if (part !== undefined && options.partsFrom)
        return `import { pageContent } from ${JSON.stringify(options.partsFrom)};\nexport default pageContent(${JSON.stringify(id.slice(1))});`;
      if (part !== undefined) return `export default ${JSON.stringify(parts.get(part)) ?? "undefined"};`;
      const keys = [...parts.keys()];
      const imports = keys.map((key, index) => `import part${index} from ${JSON.stringify(`${CONTENT_MODULE_PREFIX}${name}/${key}`)};`);
      const fields = keys.map((key, index) => `${JSON.stringify(key)}: part${index}`);
      return `${imports.join("\n")}\nexport default { ${fields.join(", ")} };`;
    },
    // The covered postcodes' list is published where visitors' check fetches it (booking.yaml's postcode › csvPath): one
    // source, content/serviced-postcodes.csv, served as it is in development and written into the client's build.
    generateBundle() {
      const { content, postcodeList } = current();
      if (this.environment.name !== "client" || postcodeList === undefined || !content.booking) return;
      this.emitFile({ type: "asset", fileName: content.booking.postcode.csvPath.replace(/^\//, ""), source: postcodeList });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { content, postcodeList } = current();
        if (postcodeList === undefined || request.url?.split("?")[0] !== content.booking?.postcode.csvPath) return next();
        response.setHeader("Content-Type", "text/csv; charset=utf-8");
        response.end(postcodeList);
      });
      server.watcher.add([path.join(folders.contentDir, "*.yaml"), path.join(folders.contentDir, POSTCODE_LIST_FILE), path.join(folders.schemaDir, "*.json")]);
      const onChange = (file: string) => {
        if (file.startsWith(folders.contentDir) || file.startsWith(folders.schemaDir)) {
          invalidate(server);
          const { problems } = current();
          if (problems.length > 0) server.config.logger.error(formatProblems(problems));
        }
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}
