/**
 * The editor bundle's content modules. On the site, `virtual:content/<name>[/<part>]` is the built
 * content, fixed (src/content/node/vite-plugin.ts). In the editor's preview the same components must show
 * the owner's values as they type: here each such module exports a live binding onto the preview's
 * store (src/admin/preview/live-content.ts), reassigned on every change. `virtual:editor/baseline`
 * holds every content file's and schema's text as built, for the checks the editor runs before a save,
 * and the content they make, and the photo files there were (until the backend lists them as they are now).
 * `virtual:photos` (the photos as the build made them) is a live binding too, onto the preview's photos
 * (src/admin/preview/preview-photos.ts), which adds this browser's copy of each new photo; that store alone reads the
 * build's own module.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { loadContent, projectFolders, readSchemaTexts } from "../../../src/content/node/load-content.ts";
import { CONTENT_NAMES } from "../../../src/content/names.ts";
import { CONTENT_MODULE_PREFIX, parseContentId } from "../../../src/content/node/vite-plugin.ts";
import { PHOTO_FOLDER, isPhotoPath } from "../../../src/admin/photos/photo-paths.ts";

const BASELINE = "virtual:editor/baseline";
const PHOTOS = "virtual:photos";
const LIVE_PHOTOS = "\0virtual:editor/photos";

export function liveContentPlugin(rootDir: string): Plugin {
  const store = path.join(rootDir, "src/admin/preview/live-content.ts");
  const photoStore = path.join(rootDir, "src/admin/preview/preview-photos.ts");
  const folders = projectFolders(rootDir);
  const read = (folder: string, file: string) => fs.readFileSync(path.join(folder, file), "utf8");
  return {
    name: "editor-live-content",
    enforce: "pre",
    resolveId(id, importer) {
      if (id === PHOTOS) return importer === photoStore ? undefined : LIVE_PHOTOS;
      return id === BASELINE || (id.startsWith(CONTENT_MODULE_PREFIX) && parseContentId(id)) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === LIVE_PHOTOS)
        return [
          `import { watchPhotos } from ${JSON.stringify(photoStore)};`,
          "let value;",
          "watchPhotos((photos) => { value = photos; });",
          "export { value as default };",
        ].join("\n");
      if (id === `\0${BASELINE}`) {
        const texts = Object.fromEntries(CONTENT_NAMES.map((name) => [name, read(folders.contentDir, `${name}.yaml`)]));
        const schemas = readSchemaTexts(folders.schemaDir);
        // The content as built, already checked (the build stops otherwise): the preview's first values, with no check to run at start.
        const { content } = loadContent(folders);
        const photoDir = path.join(folders.contentDir, "photos");
        const photos = (fs.existsSync(photoDir) ? fs.readdirSync(photoDir) : []).map((file) => `${PHOTO_FOLDER}/${file}`).filter(isPhotoPath);
        return `export default ${JSON.stringify({ texts, schemas, content, photos })};`;
      }
      const module = id.startsWith(`\0${CONTENT_MODULE_PREFIX}`) ? parseContentId(id.slice(1)) : undefined;
      if (!module) return undefined;
      const pick = module.part === undefined ? "" : `?.[${JSON.stringify(module.part)}]`;
      return [
        `import { watchContent } from ${JSON.stringify(store)};`,
        "let value;",
        `watchContent((content) => { value = content[${JSON.stringify(module.name)}]${pick}; });`,
        "export { value as default };",
      ].join("\n");
    },
  };
}
