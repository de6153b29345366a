/**
 * Recent changes (docs/editing-content.md, "See what changed, and put it back"): the content's changes, newest
 * first, each in the owner's words with when and by whom (change-words.ts), read from where the editor saves in one
 * request (EditorBackend.history). A change opened shows what it did, value by value, and can be put back
 * (use-put-back.ts): what goes back and what stays, because it was changed since, are said before it is saved.
 * Online, an ended sign-in is said with "Sign in again" (use-signed-in-backend.ts), after which the list is read again
 * and a put back it stopped can be saved as it was shown.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import type { ChangeDetail, ContentChange, EditorBackend } from "../backends/backend.ts";
import type { EditorMode, EditorSettings } from "../editor-settings.ts";
import { failedSave, statusText } from "../save/save-status.ts";
import { SignInAgain } from "../save/SaveBar.tsx";
import { everyChange } from "../save/describe-change.ts";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { parseSchemas, schemaFile } from "../../content/schema-texts.ts";
import { POSTCODE_LIST_FILE } from "../../content/names.ts";
import { listChanges, postcodeChangesInWords } from "../line-edits/postcode-list-edits.ts";
import { namesForChange } from "./change-names.ts";
import { changeSummary, fileTitle } from "./change-words.ts";
import { whenInWords } from "./when-in-words.ts";
import { detailsOf, useNamedFiles, type Details } from "./change-details.ts";
import { PutBackView } from "./PutBackView.tsx";
import { usePutBack } from "./use-put-back.ts";
import { useSignedInBackend } from "./use-signed-in-backend.ts";
import "./history.css";

const SCHEMAS = parseSchemas(baseline.schemas) as SchemaFiles;

const valuesOf = (text: string | undefined): unknown => {
  try {
    return parse(text ?? "") ?? {};
  } catch {
    return {};
  }
};

/** What one file of a change did, value by value (postcode by postcode for the service area); `allContent` names its codes. */
function changesOfFile(file: ChangeDetail["files"][number], allContent: unknown): string[] {
  const { name } = file;
  if (name === POSTCODE_LIST_FILE) return postcodeChangesInWords(listChanges(file.before ?? "", file.after ?? ""));
  const [before, after] = [valuesOf(file.before), valuesOf(file.after)];
  return everyChange({ fields: fileFields(schemaFile(name), after, SCHEMAS, allContent), before, after });
}

interface ChangeViewProps {
  online: boolean;
  onSaved: () => void;
  /** True, and said with "Sign in again", when the error is an ended sign-in (use-signed-in-backend.ts). */
  endedSignIn: (error: unknown) => boolean;
}

/** The opened change, read again with each new backend (a new sign-in): what it shows stays on screen meanwhile. */
function ChangeView({ change, details, ...props }: ChangeViewProps & { change: ContentChange; details: Details }) {
  const [detail, setDetail] = useState<ChangeDetail | string>();
  const { online, endedSignIn } = props;
  useEffect(() => {
    let live = true;
    details.read(change.id).then(
      (read) => live && setDetail(read),
      (error: unknown) => {
        if (!live) return;
        if (endedSignIn(error)) setDetail((shown) => (typeof shown === "object" ? shown : "What this change did shows once you have signed in again."));
        else setDetail(statusText(failedSave(error), online));
      },
    );
    return () => {
      live = false;
    };
  }, [details, change.id, online, endedSignIn]);
  if (detail === undefined) return <p role="status">Reading what this change did…</p>;
  if (typeof detail === "string") return <p role="status">{detail}</p>;
  return <ChangeDetailView detail={detail} backend={details.backend} {...props} />;
}

function ChangeDetailView({ detail, backend, online, onSaved, endedSignIn }: ChangeViewProps & { detail: ChangeDetail; backend: EditorBackend }) {
  const allContent = useMemo(() => namesForChange(baseline.content, detail.files), [detail]);
  const putBack = usePutBack(backend, detail, allContent, online, onSaved, endedSignIn);
  return (
    <div className="editor-history__detail">
      {detail.files.map((file) => (
        <section key={file.name} aria-label={fileTitle(file.name)}>
          <h2>{fileTitle(file.name)}</h2>
          <ul>
            {changesOfFile(file, allContent).map((words, index) => (
              <li key={index}>{words}</li>
            ))}
          </ul>
        </section>
      ))}
      {detail.otherFiles ? <p className="editor-hint">It also changed photos, which a put back leaves as they are.</p> : null}
      {detail.files.length > 0 ? <PutBackView {...putBack} /> : null}
    </div>
  );
}

export function RecentChanges({ mode, settings }: { mode: EditorMode; settings: EditorSettings }) {
  const { backend, signedOut, endedSignIn, signInAgain } = useSignedInBackend(mode, settings);
  const [changes, setChanges] = useState<ContentChange[] | string>();
  const [opened, setOpened] = useState<string>();
  const details = useMemo(() => (typeof backend === "string" ? undefined : detailsOf(backend)), [backend]);
  const named = useNamedFiles(changes, details);
  const online = mode === "github";
  const load = useCallback(() => {
    if (typeof backend === "string") return setChanges(backend);
    backend.history().then(setChanges, (error: unknown) => endedSignIn(error) || setChanges(statusText(failedSave(error), online)));
  }, [backend, endedSignIn, online]);
  useEffect(load, [load]);

  return (
    <section className="editor-history" aria-labelledby="editor-history-heading">
      <p className="editor-back">
        <a href="./">Back to the list of files</a>
      </p>
      <h1 id="editor-history-heading">Recent changes</h1>
      {signedOut ? (
        <div className="editor-message">
          <p role="status">{signedOut}</p>
          <SignInAgain onClick={signInAgain} />
        </div>
      ) : null}
      {changes === undefined ? (
        signedOut ? null : (
          <p role="status">Reading the recent changes…</p>
        )
      ) : typeof changes === "string" ? (
        <p role="status">{changes}</p>
      ) : changes.length === 0 ? (
        <p>No changes yet{online ? "." : ": the content folder has no history on this computer (it isn't in a git repository)."}</p>
      ) : (
        <ol className="editor-history__changes">
          {changes.map((change) => (
            <li key={change.id}>
              <button
                type="button"
                className="editor-history__summary"
                aria-expanded={opened === change.id}
                onClick={() => setOpened(opened === change.id ? undefined : change.id)}
              >
                {changeSummary(change, change.files ?? named.get(change.id))}
              </button>
              <p className="editor-history__when">
                {whenInWords(new Date(change.date))}
                {change.author ? `, by ${change.author}` : ""}
              </p>
              {opened === change.id && details ? (
                <ChangeView change={change} details={details} online={online} onSaved={load} endedSignIn={endedSignIn} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
