/**
 * The service area's two boxes: find a covered postcode (and remove it from there), and add one. Both take a
 * postcode as the owner types it: any case, with or without the space (postcode-list-edits.ts).
 */
import { useId, useRef, useState } from "react";
import { addPostcode, findPostcodes } from "../line-edits/postcode-list-edits.ts";

/** The most postcodes a search lists at once: a district's worth, not the whole list. */
const SHOWN = 50;

/** A button that removes one postcode, named by it for a screen reader ("Remove IG1 3TY"). */
export function RemoveButton({ postcode, onRemove }: { postcode: string; onRemove: (postcode: string) => void }) {
  return (
    <button type="button" className="editor-link-button" onClick={() => onRemove(postcode)}>
      Remove<span className="visually-hidden"> {postcode}</span>
    </button>
  );
}

export function FindPostcode({ postcodes, onRemove }: { postcodes: readonly string[]; onRemove: (postcode: string) => void }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const found = findPostcodes(postcodes, typed);
  const said =
    typed.trim() === ""
      ? ""
      : found.length === 0
        ? `No covered postcode starts with "${typed.trim()}".`
        : `${found.length} covered postcode${found.length === 1 ? "" : "s"} start${found.length === 1 ? "s" : ""} with "${typed.trim()}"${found.length > SHOWN ? `: the first ${SHOWN} are shown` : ""}.`;
  return (
    <section className="editor-area-tool" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Find a postcode</h2>
      <label htmlFor={`${id}-box`}>Postcode, or its first letters</label>
      <input
        ref={box}
        id={`${id}-box`}
        className="editor-area-box"
        type="search"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p role="status">{said}</p>
      {found.length > 0 ? (
        <ul className="editor-area-postcodes" aria-label="Postcodes found">
          {found.slice(0, SHOWN).map((postcode) => (
            <li key={postcode}>
              <span>{postcode}</span>
              <RemoveButton
                postcode={postcode}
                onRemove={(removed) => {
                  onRemove(removed);
                  // The button goes with its postcode: the focus stays in the search.
                  box.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function AddPostcode({ text, onAdd }: { text: string; onAdd: (text: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [said, setSaid] = useState<{ problem: boolean; message: string }>();
  return (
    <section className="editor-area-tool" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Add a postcode</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const outcome = addPostcode(text, typed);
          if ("problem" in outcome) return setSaid({ problem: true, message: outcome.problem });
          onAdd(outcome.text);
          setTyped("");
          setSaid({ problem: false, message: `Added ${outcome.postcode}: save to put it on the site.` });
        }}
      >
        <label htmlFor={`${id}-box`}>Postcode to add</label>
        <div className="editor-area-add">
          <input
            id={`${id}-box`}
            className="editor-area-box"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={said?.problem ? true : undefined}
            aria-describedby={`${id}-said`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            Add
          </button>
        </div>
        <p id={`${id}-said`} role="status" className={said?.problem ? "editor-area-problem" : undefined}>
          {said?.message ?? ""}
        </p>
      </form>
    </section>
  );
}
