/**
 * Recent changes (docs/editing-content.md, "See what changed, and put it back"): the content's changes, newest
 * first, each in the owner's words with when and by whom (change-words.ts), read from where the editor saves in one
 * request (EditorBackend.history). A change opened shows what it did, value by value, and can be put back
 * (use-put-back.ts, through the change-set pipeline): what goes back and what stays, because it was changed since,
 * are said before it is saved. Each file's change is said by its kind (file-kinds/). Online, an ended sign-in is said
 * with "Sign in again" (change-set/use-change-set.ts), after which the list is read again and a put back it stopped
 * can be saved as it was shown.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { afterPaintWith } from "../../lib/after-paint.ts";
import baseline from "virtual:editor/baseline";
import type { ChangeDetail, ContentChange } from "../backends/backend.ts";
import type { EditedFile } from "../../content/names.ts";
import type { EditorMode, EditorSettings } from "../editor-settings.ts";
import { failedSave, statusText } from "../change-set/change-status.ts";
import { SignInAgain } from "../change-set/SignInAgain.tsx";
import { useChangeSet, type ChangeSets } from "../change-set/use-change-set.ts";
import { fileKindOf } from "../file-kinds/file-kind-of.ts";
import { namesForChange } from "./change-names.ts";
import { fileTitle } from "../file-titles.ts";
import { changeSummary } from "./change-words.ts";
import { UNPUBLISHED_HEADING } from "../editor-names.ts";
import { whenInWords } from "./when-in-words.ts";
import { detailsOf, useNamedFiles, type Details } from "./change-details.ts";
import { PutBackView } from "./PutBackView.tsx";
import { usePutBack } from "./use-put-back.ts";
import "./history.css";

interface ChangeViewProps {
  changeSets: ChangeSets;
  onSaved: () => void;
  /** The level of a change's file titles: under the list's heading, when the list has one. */
  fileHeading: "h2" | "h3";
}

/** The opened change, read again with each new backend (a new sign-in): what it shows stays on screen meanwhile. */
function ChangeView({ change, details, ...props }: ChangeViewProps & { change: ContentChange; details: Details }) {
  const [detail, setDetail] = useState<ChangeDetail | string>();
  const { online, endedSignIn } = props.changeSets;
  useEffect(() => {
    let live = true;
    // Shown once the change unfolded ("Reading…") has been painted: a detail already read, or answered at once by a
    // local server, was otherwise put into words (every file's values parsed, each change described) inside the tap.
    afterPaintWith(details.read(change.id)).then(
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
  return <ChangeDetailView detail={detail} {...props} />;
}

function ChangeDetailView({ detail, changeSets, onSaved, fileHeading: FileHeading }: ChangeViewProps & { detail: ChangeDetail }) {
  const allContent = useMemo(() => namesForChange(baseline.content, detail.files), [detail]);
  // Put into words once a change: worked out again at each render of the put back's steps ("Reading…", "Saving…"),
  // each file's values compared anew held a tap on "Put back this change" 90 ms on a phone before it could show.
  const inWords = useMemo(() => detail.files.map((file) => fileKindOf(file.name).changesInWords(file, allContent)), [detail, allContent]);
  const putBack = usePutBack(changeSets, detail, allContent, onSaved);
  return (
    <div className="editor-history__detail">
      {detail.files.map((file, fileIndex) => (
        <section key={file.name} aria-label={fileTitle(file.name)}>
          <FileHeading>{fileTitle(file.name)}</FileHeading>
          <ul>
            {inWords[fileIndex].map((words, index) => (
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

interface ChangeListProps extends Omit<ChangeViewProps, "fileHeading"> {
  opened: string | undefined;
  setOpened: (id: string | undefined) => void;
  named: ReadonlyMap<string, readonly EditedFile[]>;
  details: Details | undefined;
}

/**
 * The changes, newest first; locally, the saves not yet committed first, under their own heading. The site's history
 * keeps its place in the page whether or not that heading is there: a put back saved locally is the first save not
 * committed, and the list read again with it must leave the opened change (and its "Put back and saved") as it is.
 */
function ChangeLists({ changes, ...props }: ChangeListProps & { changes: readonly ContentChange[] }) {
  const unpublished = changes.filter((change) => change.unpublished);
  const history = changes.filter((change) => !change.unpublished);
  const grouped = unpublished.length > 0;
  return (
    <>
      {grouped ? <h2 className="editor-history__group">{UNPUBLISHED_HEADING}</h2> : null}
      {grouped ? <ChangeList changes={unpublished} fileHeading="h3" {...props} /> : null}
      {grouped && history.length > 0 ? <h2 className="editor-history__group">In the site&apos;s history</h2> : null}
      {history.length > 0 ? <ChangeList changes={history} fileHeading={grouped ? "h3" : "h2"} {...props} /> : null}
    </>
  );
}

function ChangeList({
  changes,
  opened,
  setOpened,
  named,
  details,
  ...props
}: ChangeListProps & { changes: readonly ContentChange[]; fileHeading: ChangeViewProps["fileHeading"] }) {
  return (
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
          {opened === change.id && details ? <ChangeView change={change} details={details} {...props} /> : null}
        </li>
      ))}
    </ol>
  );
}

export function RecentChanges({ mode, settings }: { mode: EditorMode; settings: EditorSettings }) {
  const changeSets = useChangeSet(mode, settings);
  const { backend, online, endedSignIn, signInAgain } = changeSets;
  const signedOut = changeSets.status.kind === "signed-out" ? statusText(changeSets.status, online) : undefined;
  const [changes, setChanges] = useState<ContentChange[] | string>();
  const [opened, setOpened] = useState<string>();
  const details = useMemo(() => (typeof backend === "string" ? undefined : detailsOf(backend)), [backend]);
  const named = useNamedFiles(changes, details);
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
        <ChangeLists changes={changes} opened={opened} setOpened={setOpened} named={named} details={details} changeSets={changeSets} onSaved={load} />
      )}
    </section>
  );
}
