/**
 * The preview reads the marks (edit-marks.ts) off the page as it is drawn, and takes them out of the drawn words: the
 * page's text, its accessible names (a link's label, a photo's description) and its line breaks stay exactly the
 * site's, for the owner, a screen reader and the tests alike. Each text (or element, for its alt, aria-label or title)
 * keeps the mark it carried here, until the page draws it again (React sets a changed text anew, with its mark, which
 * is read off again; an unchanged one it leaves as it is).
 */
import { vercelStegaSplit } from "@vercel/stega";
import { hasMark, markIn, type EditMark } from "./edit-marks.ts";

const ATTRIBUTES = ["alt", "aria-label", "title"];

/** The mark each drawn text node, or element (its described text), carried. */
const lifted = new WeakMap<Node, EditMark>();

/** The mark the text node or element carried as it was drawn, if any. */
export const liftedMark = (node: Node): EditMark | undefined => lifted.get(node);

function liftText(node: Text): void {
  if (!hasMark(node.data)) return;
  const mark = markIn(node.data);
  if (mark) lifted.set(node, mark);
  node.data = vercelStegaSplit(node.data).cleaned;
}

function liftAttribute(element: Element, attribute: string): void {
  const value = element.getAttribute(attribute);
  if (!hasMark(value)) return;
  // A photo's description names its field before a tooltip does.
  const mark = markIn(value);
  if (mark && (attribute === "alt" || !lifted.has(element))) lifted.set(element, mark);
  element.setAttribute(attribute, vercelStegaSplit(value!).cleaned);
}

function liftAll(root: Node): void {
  if (root.nodeType === Node.TEXT_NODE) return liftText(root as Text);
  if (root.nodeType !== Node.ELEMENT_NODE) return;
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) liftText(node as Text);
    else for (const attribute of ATTRIBUTES) liftAttribute(node as Element, attribute);
  }
}

/** Reads the marks off everything drawn under `root`, now and as it is drawn again; returns the way to stop. */
export function liftMarks(root: HTMLElement): () => void {
  liftAll(root);
  // Its records come after React's commit and before the next paint: no marked text is ever painted.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "childList") record.addedNodes.forEach(liftAll);
      else if (record.type === "characterData") liftText(record.target as Text);
      else if (record.attributeName) liftAttribute(record.target as Element, record.attributeName);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}

/** The first mark a text inside `element` carried (its words, where they are split into several texts). */
export function firstLiftedIn(element: Element): EditMark | undefined {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const mark = lifted.get(node);
    if (mark) return mark;
  }
  return undefined;
}
