/**
 * Finds elements by ARIA role and accessible name, as a visitor (or Playwright's getByRole) would, inside the
 * page: WebDriver classic has no such locator. It runs in the browser: webkit.ts bundles it with what it
 * imports (by-role-in-page.ts) and puts it in the page. The name is the accessible name as the W3C's
 * algorithm computes it (dom-accessibility-api, the implementation Testing Library uses), not a copy of it.
 */
import { computeAccessibleName } from "dom-accessibility-api";

export interface RoleQuery {
  role: string;
  /** The accessible name: exact (after trimming and joining white space) when a string, or tested when a pattern's source. */
  name?: string;
  namePattern?: string;
  /** For headings. */
  level?: number;
  /** A CSS selector for the element(s) to search inside (the first match each), e.g. "main". */
  within?: string;
  /** Also elements that are hidden (not rendered, or aria-hidden). */
  includeHidden?: boolean;
}

export function findByRole(query: RoleQuery): Element[] {
  const ROLES: Record<string, string> = {
    button: "button, input[type=button], input[type=submit], input[type=reset], [role=button]",
    link: "a[href], [role=link]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    navigation: "nav, [role=navigation]",
    region: "section[aria-label], section[aria-labelledby], [role=region]",
    table: "table, [role=table]",
    radio: "input[type=radio], [role=radio]",
    checkbox: "input[type=checkbox], [role=checkbox]",
    combobox: "select:not([multiple]), [role=combobox]",
    textbox: "input:not([type]), input[type=text], textarea, [role=textbox]",
    status: "[role=status], output",
    group: "fieldset, details, [role=group], [role=radiogroup]",
    main: "main, [role=main]",
    contentinfo: "body > footer, [role=contentinfo], footer:not(main footer, article footer, section footer)",
    list: "ul, ol, [role=list]",
    listitem: "li, [role=listitem]",
    term: "dt, [role=term]",
    definition: "dd, [role=definition]",
  };
  const selector = ROLES[query.role];
  if (!selector) throw new Error(`findByRole doesn't know the role "${query.role}"`);
  const squash = (text: string) => text.replace(/\s+/g, " ").trim();
  // An element with display: contents has no box of its own: it is on screen when something inside it is.
  const boxed = (element: Element): boolean =>
    getComputedStyle(element).display === "contents"
      ? [...element.children].some(boxed)
      : element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  const rendered = (element: Element) => !element.closest("[aria-hidden=true]") && boxed(element);
  const nameOf = (element: Element) => squash(computeAccessibleName(element));
  const roots = query.within ? [...document.querySelectorAll(query.within)].slice(0, 1) : [document];
  const pattern = query.namePattern === undefined ? undefined : new RegExp(query.namePattern);
  return roots.flatMap((root) =>
    [...root.querySelectorAll(selector)].filter((element) => {
      if (!query.includeHidden && !rendered(element)) return false;
      if (query.level !== undefined) {
        const level = Number(element.getAttribute("aria-level") ?? element.tagName.slice(1));
        if (level !== query.level) return false;
      }
      if (query.name !== undefined && nameOf(element) !== squash(query.name)) return false;
      if (pattern && !pattern.test(nameOf(element))) return false;
      return true;
    }),
  );
}
