import { FILE_PARAMETER } from "../editor-settings.ts";
import type { ContentName } from "../../content/names.ts";
import { fieldId } from "../form/form-context.ts";
import type { PageTaps } from "./use-page-taps.ts";
import "./tap.css";

interface Props {
  taps: PageTaps;
  /** A file's name for the owner (its schema's title). */
  titleOf(name: ContentName): string;
}

/**
 * Above the form and the page: how to change what the page shows, the switch between the page and the whole form on a
 * phone, and, after a tap on words another file holds (the header, on every page), which file that is, with a link
 * that opens it at that field (this file's changes stay as a draft).
 */
export function TapBar({ taps, titleOf }: Props) {
  const { wide, view, setView, elsewhere, showForm, showingForm } = taps;
  return (
    <div className="tap-bar">
      {wide ? (
        <p className="tap-bar__hint">Click a price or any words in the preview to change them in the form.</p>
      ) : view === "page" ? (
        <>
          <p className="tap-bar__hint">Tap a price or any words on the page to change them.</p>
          <button type="button" className="button" onClick={showForm} aria-busy={showingForm || undefined}>
            All fields
          </button>
        </>
      ) : (
        <button type="button" className="button" onClick={() => setView("page")}>
          Show the page
        </button>
      )}
      <p className="tap-bar__elsewhere" role="status">
        {elsewhere ? (
          <>
            That is in {titleOf(elsewhere.file)}. <a href={`?${FILE_PARAMETER}=${elsewhere.file}#${fieldId(elsewhere.path)}`}>Open {titleOf(elsewhere.file)}</a>
          </>
        ) : null}
      </p>
    </div>
  );
}
