import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { CONTENT_NAMES, type ContentName } from "./names.ts";
import { loadContent, projectFolders, type ContentResult, type FolderOptions } from "./load-content.ts";
import { formatProblems } from "./problem.ts";

const PREFIX = "virtual:content/";
const RESOLVED_PREFIX = "\0" + PREFIX;

/**
 * Serves each validated content file as `virtual:content/<name>` (a module whose default export is
 * the data). Any content problem fails the build with every problem listed at file:line:column; in
 * development it shows in the error overlay, and saving a YAML file reloads the page. The unit
 * tests pass `{ contentDir: "tests/fixtures/content" }` to be served the fixture content instead.
 */
export function contentPlugin(rootDir: string, options: FolderOptions = {}): Plugin {
  const folders = projectFolders(rootDir, options);
  let result: ContentResult | undefined;
  const current = () => (result ??= loadContent(folders));

  const invalidate = (server: ViteDevServer) => {
    result = undefined;
    for (const environment of Object.values(server.environments)) {
      for (const name of CONTENT_NAMES) {
        const module = environment.moduleGraph.getModuleById(RESOLVED_PREFIX + name);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
    }
    server.ws.send({ type: "full-reload" });
  };

  return {
    name: "site-content",
    enforce: "pre",
    buildStart() {
      const { problems, files } = current();
      for (const file of files) this.addWatchFile(file);
      if (problems.length > 0) this.error(formatProblems(problems));
    },
    resolveId(id) {
      if (id.startsWith(PREFIX) && (CONTENT_NAMES as readonly string[]).includes(id.slice(PREFIX.length))) {
        return RESOLVED_PREFIX + id.slice(PREFIX.length);
      }
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const { problems, content } = current();
      if (problems.length > 0) this.error(formatProblems(problems));
      const name = id.slice(RESOLVED_PREFIX.length) as ContentName;
      return `export default ${JSON.stringify(content[name])};`;
    },
    configureServer(server) {
      server.watcher.add([path.join(folders.contentDir, "*.yaml"), path.join(folders.schemaDir, "*.json")]);
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
