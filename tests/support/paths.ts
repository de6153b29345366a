/**
 * Each page's path as the tests open it, by the page's name in the route table (`PAGES` in
 * src/lib/site-paths.ts): no test writes a page's path itself, so moving a page moves its tests with it.
 * The founder card's path comes from content (founder.yaml › slug): `founderPath(founder.slug)`.
 */
import { EDITOR_PATH, PAGES, type FixedPathPage } from "../../src/lib/site-paths.ts";

export const PATH = Object.fromEntries(
  Object.entries(PAGES)
    .filter(([name]) => name !== "founder")
    .map(([name, page]) => [name, page.path]),
) as Record<FixedPathPage, string>;

export { EDITOR_PATH };
