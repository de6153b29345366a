/**
 * On a phone, the field a tap on the page opened: a sheet over the lower part of the screen, the page still in view
 * above it (scrolled so the tapped part shows while the owner types), with the form's own field in it (the same
 * control, hint and checks as in the whole form: FileForm's `only`). A dialog that leaves the page usable, so the
 * next tap on the page opens the next field in it; Escape or Done closes it and the focus goes back to the page.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { controlIn } from "./focus-field.ts";
import { scrollIntoFrame } from "./drawn.ts";
import "./tap.css";

interface Props {
  /** Where the field is, in the form's words ("Prices › Interior + Exterior › Saloon / Small SUV"). */
  place: string;
  /** What the owner tapped, as the page's frame draws it now: kept in view above the sheet. */
  tapped(): Element | undefined;
  /** The field (FileForm with `only`): the path it shows changes when another part of the page is tapped. */
  children: ReactNode;
  /** A different key for each field opened, so the focus moves to the new one. */
  fieldKey: string;
  onClose(): void;
  onAllFields(): void;
}

/** Keeps the tapped part of the page in view above the sheet: the frame at the top of the screen, the part a third down what shows of it. */
function keepInView(tapped: Element | undefined, sheet: HTMLElement) {
  const frame = tapped?.ownerDocument.defaultView?.frameElement;
  if (!tapped || !frame) return;
  frame.scrollIntoView({ block: "start", behavior: "instant" });
  const frameTop = Math.max(0, frame.getBoundingClientRect().top);
  scrollIntoFrame(tapped, sheet.getBoundingClientRect().top - frameTop);
}

export function FieldSheet({ place, tapped, children, fieldKey, onClose, onAllFields }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const sheet = dialog.current;
    if (!sheet) return;
    if (!sheet.open) sheet.show();
    keepInView(tapped(), sheet);
    const control = sheet.querySelector(".file-form") && controlIn(sheet.querySelector(".file-form")!);
    control?.focus({ preventScroll: true });
    // Once per field opened: typing in it must not move the page under the owner's eyes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldKey]);

  useEffect(() => {
    const sheet = dialog.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onClose();
    };
    sheet?.addEventListener("keydown", onKey);
    return () => sheet?.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <dialog ref={dialog} className="tap-sheet" aria-labelledby="tap-sheet-place">
      <p id="tap-sheet-place" className="tap-sheet__place">
        {place || "On this page"}
      </p>
      {/* Enter in a box closes the sheet, as Done does: the value is already on the page. */}
      <form
        className="tap-sheet__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        {children}
        <div className="tap-sheet__actions">
          <button type="submit" className="button button--primary">
            Done
          </button>
          <button type="button" className="button" onClick={onAllFields}>
            All fields
          </button>
        </div>
      </form>
    </dialog>
  );
}
