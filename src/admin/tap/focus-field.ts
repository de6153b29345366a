/**
 * Puts the focus in the form's field at a path, as the problems' links do (form/ProblemSummary.tsx), from a click in
 * the preview: the folded list entries around it are opened first, and their fields, drawn as an entry first opens
 * (form/ListEntry.tsx), are waited for.
 */
import type { FieldPath } from "../schema/field-types.ts";
import { fieldId } from "../form/form-context.ts";

/** How many frames a folded entry's fields may take to be drawn once it is opened. */
const FRAMES_TO_DRAW = 30;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The control to type in at a field's element: itself, or the first inside it (a group: its first value). */
export const controlIn = (element: Element): HTMLElement | null =>
  element.matches("input, textarea, select") ? (element as HTMLElement) : element.querySelector<HTMLElement>("input, textarea, select, summary");

/** Opens every folded entry on the way to the field at `path` (each entry's <details> has its path's id). */
function unfold(root: Document | Element, path: FieldPath): void {
  for (let depth = 1; depth <= path.length; depth++) {
    const element = root.querySelector(`#${CSS.escape(fieldId(path.slice(0, depth)))}`);
    if (element?.localName === "details" && !(element as HTMLDetailsElement).open) (element as HTMLDetailsElement).open = true;
  }
}

/** Focuses the field at `path` in `form`, unfolding what hides it; returns the control focused, if the form has the field. */
export async function focusField(form: Element, path: FieldPath): Promise<HTMLElement | undefined> {
  const id = `#${CSS.escape(fieldId(path))}`;
  for (let frame = 0; frame <= FRAMES_TO_DRAW; frame++) {
    // Each time round: an entry opened draws its own folded entries, which open at the next.
    unfold(form, path);
    const element = form.querySelector(id);
    const control = element && controlIn(element);
    if (control) {
      control.scrollIntoView({ block: "center", behavior: "instant" });
      control.focus({ preventScroll: true });
      return control;
    }
    await nextFrame();
  }
  return undefined;
}
