/**
 * What a tap in the preview landed on, as a field: the marked words under the finger (tap/edit-marks.ts), a photo
 * by its marked description, or a price by its booking link (a price is a number, drawn by the site's own
 * formatting, so it carries no mark: its link names its package, wash type and vehicle size, the price table's
 * keys). Nothing when the tap is on no content, or on a switch that shows another part of the page.
 */
import type { BookingParam } from "../../lib/booking-selection.ts";
import type { EditMark } from "./edit-marks.ts";
import { firstLiftedIn, liftedMark } from "./lift-marks.ts";

/** How far up from the tapped element its words are looked for: a tap on a card's padding finds the card's words. */
const LEVELS_UP = 3;

/** The booking link's parameters that name one price of the price table (pricing.yaml's prices › wash › size › package). */
const PRICE_KEYS = ["wash", "size", "tier"] as const satisfies readonly BookingParam[];

/** The price a booking link (/book?tier=…&wash=…&size=…) is the price of, if it names one. */
export function priceOfLink(href: string): EditMark | undefined {
  let query: URLSearchParams;
  try {
    query = new URL(href, "https://preview.invalid").searchParams;
  } catch {
    return undefined;
  }
  const keys = PRICE_KEYS.map((key) => query.get(key));
  // A pack of washes (type=block) is priced by the savings table, not by this one.
  if (keys.some((key) => !key) || query.has("blocks")) return undefined;
  return { file: "pricing", path: ["prices", ...(keys as string[])] };
}

/** The text under a point, if the browser can say (a tap on a paragraph of several texts finds the one tapped). */
function textAt(doc: Document, x: number, y: number): Text | undefined {
  const node = doc.caretPositionFromPoint?.(x, y)?.offsetNode;
  return node?.nodeType === Node.TEXT_NODE ? (node as Text) : undefined;
}

/** The mark an element's described text (a photo's alt) or its words carried (lift-marks.ts). */
const markOfElement = (element: Element): EditMark | undefined => liftedMark(element) ?? firstLiftedIn(element);

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
 * The field a tap at (x, y) on `target` is for. A folded question or a switch not yet chosen is left to work as on
 * the site (the first tap shows the answer, the second edits); a form control of the page is left alone.
 */
export function tappedField(target: Element, x: number, y: number): Tapped | undefined {
  if (target.closest("input, select, textarea") || showsMore(target)) return undefined;
  const text = textAt(target.ownerDocument, x, y);
  const mark = text && target.contains(text) ? liftedMark(text) : undefined;
  if (mark && text?.parentElement) return { mark, element: text.parentElement };
  const link = target.closest("a[href]");
  const price = link && !firstLiftedIn(link) ? priceOfLink(link.getAttribute("href") ?? "") : undefined;
  if (link && price) return { mark: price, element: link };
  let element: Element | null = target;
  for (let level = 0; element && level <= LEVELS_UP && element.localName !== "body"; level++, element = element.parentElement) {
    const mark = markOfElement(element);
    if (mark) return { mark, element };
  }
  return undefined;
}
