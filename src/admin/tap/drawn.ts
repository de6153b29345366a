/**
 * The other way: what the preview draws from a field, so focusing the field shows it and marks it. The marked texts
 * (and photo descriptions) carrying that field's path, or the path of a group of values drawn as one (an add-on's
 * price range, from its lowest and highest price).
 */
import type { FieldPath } from "../schema/field-types.ts";
import type { ContentName } from "../../content/names.ts";
import { liftedMark } from "./lift-marks.ts";

/** The attribute the preview's own stylesheet outlines (preview.css): never on a public page. */
export const DRAWN_ATTRIBUTE = "data-editor-drawn";

const pathKey = (path: FieldPath) => path.join(".");

/**
 * Whether a drawn path is the field's, inside it (a group's photo and its description), or around it (a price range
 * drawn from its group, for the lowest price's field).
 */
function within(drawn: FieldPath, field: string): boolean {
  const key = pathKey(drawn);
  return key === field || key.startsWith(`${field}.`) || field.startsWith(`${key}.`);
}

/** Every element of the preview's document drawn from the field at `path` of `file`. */
export function drawnElements(doc: Document, file: ContentName, path: FieldPath): Element[] {
  const key = pathKey(path);
  const found = new Set<Element>();
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const mark = liftedMark(node);
    if (mark?.file === file && within(mark.path, key) && node.parentElement) found.add(node.parentElement);
  }
  for (const element of doc.body.querySelectorAll("[alt], [title]")) {
    const mark = liftedMark(element);
    if (mark?.file === file && within(mark.path, key)) found.add(element);
  }
  return [...found];
}

/**
 * Brings a drawn element into view on the page as the site would let a visitor: opens the folded answer around it,
 * and chooses the switch that shows its part of the page (the wash type's prices: a radio whose value is a code of
 * the field's path). Returns whether it is shown.
 */
export function reveal(element: Element, path: FieldPath): boolean {
  for (let details = element.closest("details"); details; details = details.parentElement?.closest("details") ?? null) {
    details.setAttribute("open", "");
  }
  if (element.checkVisibility({ visibilityProperty: true })) return true;
  const doc = element.ownerDocument;
  for (const part of path) {
    const radio = typeof part === "string" ? doc.querySelector<HTMLInputElement>(`input[type="radio"][value="${CSS.escape(part)}"]`) : null;
    if (radio && !radio.checked) {
      radio.click();
      break;
    }
  }
  return element.checkVisibility({ visibilityProperty: true });
}

/**
 * Scrolls the preview's own page (not the editor's) so the element sits a third of the way down the part of the
 * frame left in view (`visible`: how much of the frame's height shows, above a sheet on a phone).
 */
export function scrollIntoFrame(element: Element, visible: number): void {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const box = element.getBoundingClientRect();
  view.scrollTo({ top: view.scrollY + box.top - Math.max(0, (visible - box.height) / 3), behavior: "instant" });
}
