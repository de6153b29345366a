import { loadContent, projectFolders, type FolderOptions } from "./load-content.ts";
import type { LoadedContent } from "../content-types.ts";
import { CONTENT_NAMES } from "../names.ts";
import { formatProblems } from "../problem.ts";
import type { ContentFiles } from "../generated/content-files.ts";

let cached: ContentFiles | undefined;

/** Whether every content file is there: content with no problems always has them all. */
const isComplete = (content: LoadedContent): content is ContentFiles => CONTENT_NAMES.every((name) => content[name] !== undefined);

/**
 * The validated content, for build-time code that runs in Node (route list, prerender list,
 * postbuild steps). Throws with every problem listed when the content is wrong.
 */
export function readContent(rootDir: string = process.cwd()): ContentFiles {
  cached ??= checkedContent(rootDir);
  return cached;
}

/** The validated content of the project at `rootDir` (or of another content folder: a test's fixtures), read afresh; throws as readContent does. */
export function checkedContent(rootDir: string, options: FolderOptions = {}): ContentFiles {
  const { content, problems } = loadContent(projectFolders(rootDir, options));
  if (problems.length > 0) throw new Error(formatProblems(problems));
  if (!isComplete(content)) throw new Error("The content check passed, yet a content file is missing: src/content/names.ts and the check disagree.");
  return content;
}

export const readFounder = (rootDir?: string) => readContent(rootDir).founder;
