/**
 * The service area (issue 57): the postcodes the business covers, as the visitors' postcode check reads them
 * (content/serviced-postcodes.csv), by district with counts; a postcode found, added or removed, a whole district
 * removed; the changes listed until they are saved (use-postcode-list.ts keeps them, checks them and saves them
 * through the change-set pipeline), and,
 * online, a save followed until it is live (follow/FollowedSaveStatus.tsx, as under a file's Save).
 */
import { useMemo, useState } from "react";
import { statusText } from "../change-set/change-status.ts";
import { SignInAgain } from "../change-set/SignInAgain.tsx";
import { SERVICE_AREA_TITLE, type OpenFileOptions } from "../editor-settings.ts";
import { fileTitleOfPath } from "../file-titles.ts";
import { FollowedSaveStatus } from "../follow/FollowedSaveStatus.tsx";
import { coveredPostcodes, districtsOf, removePostcodes } from "../line-edits/postcode-list-edits.ts";
import { AddPostcode, FindPostcode, RemoveButton } from "./PostcodeTools.tsx";
import { usePostcodeList } from "./use-postcode-list.ts";
import "./service-area.css";

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** Postcodes in a line of text, each kept whole on its line. */
const inLine = (postcodes: readonly string[]) =>
  postcodes.map((postcode, index) => (
    <span key={postcode}>
      {index > 0 ? ", " : ""}
      <span className="editor-area-postcode">{postcode}</span>
    </span>
  ));

function Changes({
  changes,
  onSave,
  onDiscard,
  saving,
}: {
  changes: { added: string[]; removed: string[] };
  onSave: () => void;
  onDiscard: () => void;
  saving: boolean;
}) {
  if (changes.added.length === 0 && changes.removed.length === 0) return null;
  return (
    <section className="editor-area-changes" aria-labelledby="editor-area-changes">
      <h2 id="editor-area-changes">Your changes, not saved yet</h2>
      {changes.added.length > 0 ? <p>Added: {inLine(changes.added)}</p> : null}
      {changes.removed.length > 0 ? <p>Removed: {inLine(changes.removed)}</p> : null}
      <div className="editor-save-bar__actions">
        <button type="button" className="button button--primary" disabled={saving} onClick={onSave}>
          Save
        </button>
        <button type="button" className="button" disabled={saving} onClick={onDiscard}>
          Discard changes
        </button>
      </div>
    </section>
  );
}

/**
 * A district, folded: its postcodes are drawn when it first opens, so the screen opens with a line per district
 * however many postcodes the list holds (the shipped list's 405 rows, each with its Remove button, took most of the
 * screen's time on a slow phone).
 */
function District({ district, postcodes, onRemove }: { district: string; postcodes: readonly string[]; onRemove: (gone: readonly string[]) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <li>
      <details onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
        <summary>
          {district} — {counted(postcodes.length, "postcode")}
        </summary>
        {opened ? (
          <>
            <button type="button" className="button editor-area-remove-all" onClick={() => onRemove(postcodes)}>
              Remove all of {district}
            </button>
            <ul className="editor-area-postcodes">
              {postcodes.map((postcode) => (
                <li key={postcode}>
                  <span>{postcode}</span>
                  <RemoveButton postcode={postcode} onRemove={() => onRemove([postcode])} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </details>
    </li>
  );
}

export function ServiceArea(options: Omit<OpenFileOptions, "name">) {
  const list = usePostcodeList(options);
  const postcodes = useMemo(() => (list.text === undefined ? [] : coveredPostcodes(list.text)), [list.text]);
  const districts = useMemo(() => districtsOf(postcodes), [postcodes]);
  const remove = (gone: readonly string[]) => list.text !== undefined && list.change(removePostcodes(list.text, new Set(gone)));

  const body =
    typeof list.backend === "string" ? (
      <p className="editor-message">{list.backend}</p>
    ) : list.loadError ? (
      <div role="alert" className="editor-message">
        <p>{list.loadError}</p>
        <button type="button" className="button" onClick={list.retry}>
          Try again
        </button>
      </div>
    ) : list.text === undefined && list.status.kind === "signed-out" ? (
      <div className="editor-message">
        <p role="status">{statusText(list.status, list.online)}</p>
        <SignInAgain onClick={list.signInAgain} />
      </div>
    ) : list.text === undefined ? (
      <p role="status" aria-busy="true">
        Opening the service area…
      </p>
    ) : (
      <>
        {list.note ? <p className="editor-note">{list.note}</p> : null}
        <p>
          {counted(postcodes.length, "postcode")} in {counted(districts.length, "district")}.
        </p>
        <FindPostcode postcodes={postcodes} onRemove={(postcode) => remove([postcode])} />
        <AddPostcode text={list.text} onAdd={list.change} />
        <Changes changes={list.changes} saving={list.status.kind === "saving"} onSave={() => void list.save()} onDiscard={list.discard} />
        {list.problems.length > 0 ? (
          <div role="alert" className="editor-note">
            <p>Fix these in the list before saving:</p>
            <ul>
              {list.problems.map((problem) => (
                <li key={`${problem.line} ${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p role="status">{statusText(list.status, list.online)}</p>
        {list.status.kind === "signed-out" ? <SignInAgain onClick={list.signInAgain} /> : null}
        {list.followed ? <FollowedSaveStatus record={list.followed} fileTitle={fileTitleOfPath} /> : null}
        <section aria-labelledby="editor-area-districts">
          <h2 id="editor-area-districts">Covered areas</h2>
          <ul className="editor-area-districts">
            {districts.map(({ district, postcodes: inDistrict }) => (
              <District key={district} district={district} postcodes={inDistrict} onRemove={remove} />
            ))}
          </ul>
        </section>
      </>
    );
  return (
    <div className="editor-service-area">
      <p className="editor-back">
        <a href="./">All files</a>
      </p>
      <h1>{SERVICE_AREA_TITLE}</h1>
      <p className="editor-hint">The postcodes you cover. The postcode check on your site tells a visitor whether theirs is one of them.</p>
      {body}
    </div>
  );
}
