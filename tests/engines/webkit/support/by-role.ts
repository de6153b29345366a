/**
 * Finds elements by ARIA role and accessible name, as a visitor (or Playwright's getByRole) would, inside the
 * page: WebDriver classic has no such locator. It runs in the browser (passed to `execute`), so it holds
 * everything it needs. The name follows the accessible-name rules the site relies on: aria-labelledby,
 * aria-label, a control's <label>, a table's caption, a fieldset's legend, then the element's own text
 * (without aria-hidden parts, with an image's alt).
 */
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
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element)) return "";
    if (node.getAttribute("aria-hidden") === "true" || node.matches("script, style, template")) return "";
    if (node instanceof HTMLImageElement || node.getAttribute("role") === "img") return node.getAttribute("alt") ?? node.getAttribute("aria-label") ?? "";
    const style = getComputedStyle(node);
    if (style.display === "none" || style.visibility === "hidden") return "";
    const inner = [...node.childNodes].map(textOf).join("");
    return style.display.startsWith("inline") ? inner : ` ${inner} `;
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createElement("i")))
          .join(" "),
      );
    const label = element.getAttribute("aria-label");
    if (label) return squash(label);
    if ("labels" in element && (element as HTMLInputElement).labels?.length) return squash([...(element as HTMLInputElement).labels!].map(textOf).join(" "));
    if (element instanceof HTMLTableElement) return squash(element.caption ? textOf(element.caption) : "");
    if (element instanceof HTMLFieldSetElement) {
      const legend = element.querySelector(":scope > legend");
      return squash(legend ? textOf(legend) : "");
    }
    if (element.matches("nav, section, main, footer, ul, ol, table, details, fieldset, select, input, textarea, [role=region], [role=group]"))
      return squash(element.getAttribute("title") ?? "");
    return squash(textOf(element)) || squash(element.getAttribute("title") ?? "");
  };
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
