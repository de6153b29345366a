/**
 * Tap on the page (issue 50): a tap on a price, words or a photo in the preview opens its field, and a field focused in
 * the form shows what it draws in the preview, outlined.
 *
 * - Side by side (a computer), or with the form shown on a phone: the tap puts the focus in the form's field,
 *   unfolding the list entries around it.
 * - On a phone the page comes first: the tap opens the field in a sheet over the lower part of the screen, the page
 *   above it scrolled so the tapped part is in view while the owner types (FieldSheet.tsx).
 * - Words from another file (the header, on every page) say which file holds them, with a link that opens it there.
 *
 * A tap the preview handles doesn't reach the page: a link doesn't navigate, a button doesn't act.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, useTransition } from "react";
import { afterPaint } from "../../lib/after-paint.ts";
import type { ContentName } from "../../content/names.ts";
import type { FieldPath, FormField } from "../schema/field-types.ts";
import type { EditMark } from "./edit-marks.ts";
import { DRAWN_ATTRIBUTE, drawnElements, reveal, scrollIntoFrame } from "./drawn.ts";
import { fieldToOpen, pathOfFieldId } from "./field-place.ts";
import { focusField } from "./focus-field.ts";
import { liftMarks } from "./lift-marks.ts";
import { tappedField } from "./tapped.ts";

/** Where the form and the page sit side by side (file-editor.css's wide layout). */
const WIDE = "(min-width: 64rem)";

/** The query, made once: its `matches` follows the window, and a drawing of the editor reads it (a new query is a new evaluation). */
let wideQuery: MediaQueryList | undefined;
const wideQueryList = () => (wideQuery ??= matchMedia(WIDE));

const watchWide = (changed: () => void) => {
  const query = wideQueryList();
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
};

/** Whether the form and the page are side by side. */
const useWide = () => useSyncExternalStore(watchWide, () => wideQueryList().matches);

/** A field opened from the page on a phone: its path, and what was tapped (where the focus goes back). */
export interface OpenedField {
  path: FieldPath;
  tapped?: Element;
}

interface Options {
  /** The open file. */
  name: ContentName;
  fields: readonly FormField[];
  /** What the preview is drawn from (preview/live-content.ts): a new object each time it is drawn again, and the outline is put back on what is drawn now. */
  pageContent: object;
}

export function usePageTaps({ name, fields, pageContent }: Options) {
  const wide = useWide();
  /** On a phone: the page (with the sheet) or the whole form. */
  const [view, setView] = useState<"page" | "form">("page");
  const [frameBody, setFrameBody] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState<OpenedField>();
  const [elsewhere, setElsewhere] = useState<EditMark>();
  const [drawn, setDrawn] = useState<FieldPath>();
  const formRef = useRef<HTMLFormElement>(null);
  const pageFirst = !wide && view === "page";

  /** Opens the field at `path`: in the sheet when the page comes first, else focused in the form. */
  const open = useCallback(
    (path: FieldPath, tapped?: Element) => {
      setElsewhere(undefined);
      setDrawn(path);
      if (pageFirst) setOpened({ path, ...(tapped ? { tapped } : {}) });
      else if (formRef.current) void focusField(formRef.current, path);
    },
    [pageFirst],
  );

  // The marks read off the page as it is drawn, before it is painted (lift-marks.ts).
  useLayoutEffect(() => (frameBody ? liftMarks(frameBody) : undefined), [frameBody]);

  // A tap in the page, caught before the page's own handlers (capture) so a link or a button does nothing more.
  useEffect(() => {
    const doc = frameBody?.ownerDocument;
    if (!doc) return;
    // Whether the radio under the finger was chosen as it was pressed: by the click, the browser has checked it. A click
    // with no press before it (from the keyboard) is left to the page.
    let pressed: { input: EventTarget | null; checked: boolean } | undefined;
    const onPress = (event: PointerEvent) => {
      const input = event.target as HTMLInputElement | null;
      pressed = { input, checked: input?.localName === "input" && input.checked };
    };
    const wasChosen = (input: HTMLInputElement) => pressed?.input === input && pressed.checked;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const tapped = target?.nodeType === Node.ELEMENT_NODE ? tappedField(target, event.clientX, event.clientY, wasChosen) : undefined;
      if (!tapped) return;
      const path = tapped.mark.file === name ? fieldToOpen(fields, tapped.mark.path, Boolean(tapped.element.closest("a[href], img"))) : undefined;
      if (tapped.mark.file === name && !path) return;
      event.preventDefault();
      event.stopPropagation();
      if (path) open(path, tapped.element);
      else setElsewhere(tapped.mark);
    };
    doc.addEventListener("pointerdown", onPress, true);
    doc.addEventListener("click", onClick, true);
    return () => {
      doc.removeEventListener("pointerdown", onPress, true);
      doc.removeEventListener("click", onClick, true);
    };
  }, [frameBody, fields, name, open]);

  // A field focused in the form: what it draws is shown in the page, and outlined.
  useEffect(() => {
    const form = formRef.current;
    if (!form || pageFirst) return;
    const showDrawn = (path: FieldPath, body: HTMLElement) => {
      setDrawn(path);
      const [first] = drawnElements(body.ownerDocument, name, path);
      if (!first || !reveal(first, path)) return;
      const frame = body.ownerDocument.defaultView;
      const box = first.getBoundingClientRect();
      if (frame && (box.top < 0 || box.bottom > frame.innerHeight)) scrollIntoFrame(first, frame.innerHeight);
    };
    const onFocus = (event: FocusEvent) => {
      const id = (event.target as Element | null)?.id ?? "";
      const path = pathOfFieldId(id);
      if (!path || !frameBody) return;
      // Once the tap that focused it is answered: finding what the field draws reads the whole page (on a phone's
      // CPU, 20 ms of a tap on Add).
      void afterPaint().then(() => {
        if (frameBody.isConnected) showDrawn(path, frameBody);
      });
    };
    form.addEventListener("focusin", onFocus);
    return () => form.removeEventListener("focusin", onFocus);
  }, [frameBody, name, pageFirst]);

  // The outline on what the field draws, put back after each drawing of the page (its elements may be new ones).
  useEffect(() => {
    const doc = frameBody?.ownerDocument;
    if (!doc) return;
    for (const element of doc.querySelectorAll(`[${DRAWN_ATTRIBUTE}]`)) element.removeAttribute(DRAWN_ATTRIBUTE);
    if (drawn) for (const element of drawnElements(doc, name, drawn)) element.setAttribute(DRAWN_ATTRIBUTE, "");
  }, [drawn, frameBody, name, pageContent]);

  /**
   * What the tap was on, as drawn now: the element tapped, or (the page drawn again since: a price's link is drawn anew
   * at each change) the first shown element drawn from the same field.
   */
  const tappedNow = useCallback(
    (field: OpenedField | undefined): Element | undefined => {
      if (!field) return undefined;
      if (field.tapped?.isConnected) return field.tapped;
      const doc = frameBody?.ownerDocument;
      return doc ? drawnElements(doc, name, field.path).find((element) => element.checkVisibility({ visibilityProperty: true })) : undefined;
    },
    [frameBody, name],
  );

  // Opened with a field named in the address (another file's words, tapped on its page): that field, once drawn.
  const fromAddress = useRef(location.hash);
  useEffect(() => {
    const path = pathOfFieldId(decodeURIComponent(fromAddress.current.slice(1)));
    if (!path || !frameBody || fields.length === 0) return;
    fromAddress.current = "";
    open(path, drawnElements(frameBody.ownerDocument, name, path)[0]);
  }, [fields, frameBody, name, open]);

  const close = useCallback(() => {
    const was = opened;
    setOpened(undefined);
    setDrawn(undefined);
    // The focus goes back where the tap was (the tapped link, else the page's frame), once the sheet is gone: a
    // dialog closing puts the focus back where it was as it opened.
    requestAnimationFrame(() => {
      const tapped = tappedNow(was);
      (frameBody?.ownerDocument.defaultView?.frameElement as HTMLElement | null | undefined)?.focus();
      const focusable = tapped?.closest("a[href], button, summary, [tabindex]");
      if (focusable && "focus" in focusable) (focusable as HTMLElement).focus();
    });
  }, [frameBody, opened, tappedNow]);

  /**
   * "All fields": the sheet closes at once, and the whole form is drawn as a transition, a part at a time, so the tap
   * is answered at the next paint however long the form (on a slow phone, the Pricing page's took most of a second
   * in one piece); the button says it is busy meanwhile. Once the form is drawn, the field the sheet held takes the
   * focus.
   */
  const [showingForm, startShowingForm] = useTransition();
  const focusOnceShown = useRef<FieldPath>(undefined);
  const showForm = useCallback(() => {
    focusOnceShown.current = opened?.path;
    setOpened(undefined);
    startShowingForm(() => setView("form"));
  }, [opened]);
  useEffect(() => {
    const path = focusOnceShown.current;
    if (view !== "form" || !path) return;
    focusOnceShown.current = undefined;
    if (formRef.current) void focusField(formRef.current, path);
  }, [view]);

  return { wide, pageFirst, view, setView, open, opened, tappedNow, close, showForm, showingForm, elsewhere, formRef, onFrameBody: setFrameBody };
}

export type PageTaps = ReturnType<typeof usePageTaps>;
