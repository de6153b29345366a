import { loadContent, projectFolders, type LoadedContent } from "./load-content.ts";
import { formatProblems } from "./problem.ts";
import type { FounderContent } from "./generated/founder.ts";

let cached: LoadedContent | undefined;

/**
 * The validated content, for build-time code that runs in Node (route list, prerender list,
 * postbuild steps). Throws with every problem listed when the content is wrong.
 */
export function readContent(rootDir: string = process.cwd()): LoadedContent {
  if (cached) return cached;
  const { content, problems } = loadContent(projectFolders(rootDir));
  if (problems.length > 0) throw new Error(formatProblems(problems));
  cached = content;
  return content;
}

export const readFounder = (rootDir?: string) => readContent(rootDir).founder as FounderContent;
