/**
 * What a tap in the preview landed on, as a field: the marked text under the finger (tap/edit-marks.ts: words, and
 * the prices, amounts, phone numbers and signs the page draws from a value), or a photo by its marked description.
 * Nothing when the tap is on no content, or on a switch that shows another part of the page.
 */
import type { EditMark } from "./edit-marks.ts";
import { firstLiftedIn, liftedMark } from "./lift-marks.ts";

/** How far up from the tapped element its words are looked for: a tap on a card's padding finds the card's words. */
const LEVELS_UP = 3;

/** The text under a point, if the browser can say (a tap on a paragraph of several texts finds the one tapped). */
function textAt(doc: Document, x: number, y: number): Text | undefined {
  const node = doc.caretPositionFromPoint?.(x, y)?.offsetNode;
  return node?.nodeType === Node.TEXT_NODE ? (node as Text) : undefined;
}

/**
 * The mark of the text an element shows (a price, a link's words), else of its description (a photo's alt, a link's
 * label) (lift-marks.ts).
 */
const markOfElement = (element: Element): EditMark | undefined => firstLiftedIn(element) ?? liftedMark(element);

/** A tap that works the page as it does on the site: a folded question unfolds, an unchosen switch is chosen. */
function showsMore(target: Element): boolean {
  const summary = target.closest("summary");
  if (summary && !summary.parentElement?.hasAttribute("open")) return true;
  // The frame's elements are of its own window: compared by name, not by the editor's HTMLInputElement.
  const control = target.closest("label")?.control;
  if (control?.localName !== "input") return false;
  const input = control as HTMLInputElement;
  return (input.type === "radio" || input.type === "checkbox") && !input.checked;
}

export interface Tapped {
  mark: EditMark;
  /** What the tap found it in: the preview marks it, and the focus comes back to it. */
  element: Element;
}

/**
 * A chosen radio button of the page, as the label around it: the wash types' switch lays each radio, unseen, over its
 * words, so a tap on the chosen one's words lands on the radio. Chosen before the tap: by the time a click is
 * dispatched, the browser has already checked the radio it lands on.
 */
function chosenOption(control: Element, wasChosen: (input: HTMLInputElement) => boolean): Element | null {
  const input = control as HTMLInputElement;
  return control.localName === "input" && input.type === "radio" && wasChosen(input) ? control.closest("label") : null;
}

/**
 * The field a tap at (x, y) on the element `tapped` is for. A folded question or a switch not yet chosen is left to work as on
 * the site (the first tap shows the answer, the second edits); a form control of the page is left alone, but for a
 * chosen option, whose words are tapped.
 */
export function tappedField(tapped: Element, x: number, y: number, wasChosen = (input: HTMLInputElement) => input.checked): Tapped | undefined {
  const control = tapped.closest("input, select, textarea");
  const target = control ? chosenOption(control, wasChosen) : tapped;
  if (!target || showsMore(target)) return undefined;
  const text = textAt(target.ownerDocument, x, y);
  const mark = text && target.contains(text) ? liftedMark(text) : undefined;
  if (mark && text?.parentElement) return { mark, element: text.parentElement };
  let element: Element | null = target;
  for (let level = 0; element && level <= LEVELS_UP && element.localName !== "body"; level++, element = element.parentElement) {
    const mark = markOfElement(element);
    if (mark) return { mark, element };
  }
  return undefined;
}
