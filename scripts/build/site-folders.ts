/**
 * Which content the build reads and where it writes the site: the one place that reads CONTENT_DIR and BUILD_DIR.
 *
 * - CONTENT_DIR: the folder of content files (and their photos/), relative to the project or absolute; `content`
 *   (the owner's) unless set. The Vite content and photos plugins, the Node-side readers (src/content/node/read-content.ts,
 *   so react-router.config.ts, src/routes.ts and the build's last steps), the content check and the editor's config
 *   all read it through projectFolders (src/content/node/load-content.ts). The screenshot suite builds the fixture content
 *   this way, and the owner-edits run an edited copy of the content, without copying the project.
 * - BUILD_DIR: React Router's buildDirectory, `build` unless set, so such a build never replaces the site's own;
 *   scripts/tools/serve.ts serves its client/ folder.
 */
import path from "node:path";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The unit tests' content, relative to the project root: a complete, valid set of content files whose values all
 * differ from the shipped ones and never change, so tests may state them (the screenshot suite builds it too).
 */
export const FIXTURE_CONTENT_DIR = "tests/fixtures/content";

/** The content folder, as set (relative to the project root, or absolute). */
export const contentDirSetting = (env: Env = process.env): string => env.CONTENT_DIR || "content";

/** The build folder, as set (relative to the project root, or absolute). */
export const buildDirSetting = (env: Env = process.env): string => env.BUILD_DIR || "build";

/** The folder of the built site's files (the build folder's client/), absolute. */
export const clientDir = (rootDir: string, env: Env = process.env): string => path.resolve(rootDir, buildDirSetting(env), "client");

/** Where the build writes the local editor's page (`npm run edit`'s /admin/), beside, never inside, the deployed folder. */
export const localEditorPage = (clientFolder: string): string => path.join(path.dirname(clientFolder), "local-editor", "index.html");
