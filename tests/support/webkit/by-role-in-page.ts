/**
 * What webkit.ts puts in the page (bundled with esbuild, as one script) to find elements by ARIA role and accessible
 * name, as a visitor (or Playwright's getByRole) would: WebDriver classic has no such locator. The roles, names and
 * levels are Testing Library's (@testing-library/dom's queryAllByRole, on the W3C's role and name rules), not a table
 * of our own. Set as window.findByRole.
 */
import { queryAllByRole, type ByRoleMatcher } from "@testing-library/dom";

export interface RoleQuery {
  role: ByRoleMatcher;
  /** The accessible name: exact (after trimming and joining white space) when a string, or tested when a pattern's source. */
  name?: string;
  namePattern?: string;
  /** For headings. */
  level?: number;
  /** A CSS selector for the element to search inside (the first match), e.g. "main". */
  within?: string;
  /** Also elements that are hidden (not rendered, or aria-hidden). */
  includeHidden?: boolean;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** On screen: Testing Library leaves out what is hidden from assistive technology; this also what has no box (a closed <details>' body). */
const boxed = (element: Element): boolean =>
  getComputedStyle(element).display === "contents"
    ? [...element.children].some(boxed)
    : element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);

function findByRole(query: RoleQuery): HTMLElement[] {
  const root = query.within ? document.querySelector<HTMLElement>(query.within) : document.body;
  if (!root) return [];
  const pattern = query.namePattern === undefined ? undefined : new RegExp(query.namePattern);
  const wanted = query.name === undefined ? undefined : squash(query.name);
  const found = queryAllByRole(root, query.role, {
    hidden: query.includeHidden ?? false,
    ...(query.level === undefined ? {} : { level: query.level }),
    ...(wanted !== undefined ? { name: (name: string) => squash(name) === wanted } : pattern ? { name: pattern } : {}),
  });
  return query.includeHidden ? found : found.filter(boxed);
}

(window as Window & { findByRole?: typeof findByRole }).findByRole = findByRole;
