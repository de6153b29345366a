import type { ComponentType } from "react";
import type { ContentName } from "../../content/names.ts";
import { sitePaths } from "../../lib/site-paths.ts";
import { pageFileOf } from "../../content/file-declarations.ts";

/** Every page's route module, as the site's router loads them (the route table names them by file). */
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType }>("../../routes/*.tsx", { eager: true });

export interface PreviewPage {
  path: string;
  Page: ComponentType;
}

/**
 * The page that shows a content file, from the route table: the page whose title and description that
 * file holds (site.yaml: the contact page, inside the header and footer it also feeds), or, for a
 * file that feeds a section, the page it is a section of.
 */
export function previewPage(name: ContentName, founderSlug: string): PreviewPage {
  const owner = pageFileOf(name);
  const page = sitePaths(founderSlug).find((candidate) => candidate.wordsFile === owner);
  const module = page && ROUTE_MODULES[`../../${page.file}`];
  if (!page || !module) throw new Error(`site editor: no page shows ${name}.yaml (src/lib/site-paths.ts)`);
  return { path: page.path, Page: module.default };
}
