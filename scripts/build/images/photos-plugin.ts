/**
 * The owner's photos in the site (issue 22). At the start of a build (and of `npm run dev`) every
 * photo content names is checked (content-photos.ts: a problem stops the build at its line) and made
 * (process-photo.ts: upright, without metadata, AVIF/WebP/JPEG at the gallery's widths) into a cache
 * kept between builds, by the photo's content hash; `virtual:photos` tells the pages each photo's
 * size and files; the client build copies the files it uses to /media/photos/. The originals in
 * content/photos are never published.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { loadContent, projectFolders, type FolderOptions } from "../../../src/content/node/load-content.ts";
import { formatProblems } from "../../../src/content/problem.ts";
import type { BuiltPhoto } from "../../../src/lib/photos.ts";
import { contentPhotos } from "../../../src/content/named-photos.ts";
import { checkContentPhotos, photoFile } from "./content-photos.ts";
import { PHOTO_FORMATS, processPhoto, type PhotoFormat, type PhotoVariant, type ProcessedPhoto } from "./process-photo.ts";

const MODULE_ID = "virtual:photos";
/** Where the made files are served from. */
const PHOTOS_PATH = "/media/photos/";
const MIME: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** A made photo as the pages use it: <source>s for the newer formats, the JPEG for the <img>. */
function builtPhoto(made: ProcessedPhoto): BuiltPhoto {
  const srcSet = (format: PhotoFormat) =>
    made.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${PHOTOS_PATH}${variant.fileName} ${variant.width}w`)
      .join(", ");
  const jpegs = made.variants.filter((variant) => variant.format === "jpeg");
  const largest = jpegs.reduce((widest: PhotoVariant, variant) => (variant.width > widest.width ? variant : widest));
  return {
    width: made.width,
    height: made.height,
    // Every format but the JPEG, best first, as PHOTO_FORMATS orders them.
    sources: PHOTO_FORMATS.filter((format) => format !== "jpeg").map((format) => ({ type: MIME[format], srcSet: srcSet(format) })),
    srcSet: srcSet("jpeg"),
    src: `${PHOTOS_PATH}${largest.fileName}`,
  };
}

export function photosPlugin(rootDir: string, options: FolderOptions = {}): Plugin {
  const folders = projectFolders(rootDir, options);
  const cacheDir = path.join(rootDir, "node_modules/.cache/site-photos");
  let made: Promise<Map<string, ProcessedPhoto>> | undefined;

  async function makeAll(): Promise<Map<string, ProcessedPhoto>> {
    const { content, problems } = loadContent(folders);
    // The content plugin reports these; the photos wait for good content.
    if (problems.length > 0) return new Map();
    const photoProblems = await checkContentPhotos(content, folders);
    if (photoProblems.length > 0) throw new Error(formatProblems(photoProblems));
    // A photo shown in two places is made once, at the widths of both.
    const widthsByName = new Map<string, number[]>();
    for (const photo of contentPhotos(content)) widthsByName.set(photo.photo, [...(widthsByName.get(photo.photo) ?? []), ...photo.widths]);
    const names = [...widthsByName.keys()];
    const results = await Promise.all(
      names.map((name) => processPhoto(photoFile(folders.contentDir, name), { widths: widthsByName.get(name) ?? [], cacheDir })),
    );
    return new Map(names.map((name, index) => [name, results[index]]));
  }
  const current = () => (made ??= makeAll());

  return {
    name: "site-photos",
    async buildStart() {
      try {
        await current();
      } catch (error) {
        this.error((error as Error).message);
      }
    },
    resolveId(id) {
      return id === MODULE_ID ? `\0${MODULE_ID}` : undefined;
    },
    async load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined;
      const photos = Object.fromEntries([...(await current())].map(([name, photo]) => [name, builtPhoto(photo)]));
      return `export default ${JSON.stringify(photos)};`;
    },
    async writeBundle(outputOptions) {
      if (this.environment.name !== "client" || !outputOptions.dir) return;
      const target = path.join(outputOptions.dir, PHOTOS_PATH);
      fs.mkdirSync(target, { recursive: true });
      for (const photo of (await current()).values()) {
        for (const variant of photo.variants) fs.copyFileSync(path.join(cacheDir, variant.fileName), path.join(target, variant.fileName));
      }
    },
    configureServer(server) {
      // `npm run dev`: the made files from the cache; a changed content file or photo makes them again.
      server.middlewares.use(PHOTOS_PATH, (request, response, next) => {
        const file = path.join(cacheDir, path.basename(request.url ?? ""));
        if (!fs.existsSync(file)) return next();
        response.setHeader("Content-Type", MIME[path.extname(file) === ".jpg" ? "jpeg" : (path.extname(file).slice(1) as PhotoFormat)]);
        fs.createReadStream(file).pipe(response);
      });
      server.watcher.add(path.join(folders.contentDir, "photos"));
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(folders.contentDir)) return;
        made = undefined;
        // The pages read the photos again (the content plugin reloads the browser).
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(`\0${MODULE_ID}`);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
