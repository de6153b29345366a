/**
 * One content file in the editor: its form (fields from the schemas, each check's message at its field), the
 * Save button with the checks' verdict, and the preview of its page. A save writes only the changed lines
 * (apply-edits.ts) with a commit message that says what changed, through the backend of the page's mode.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import { contentFilePath, type ContentName } from "../../content/names.ts";
import { mergePhotoChanges, type PhotoChange } from "../photos/photo-changes.ts";
import { SignInError } from "../backends/errors.ts";
import { signIn } from "../backends/github-sign-in.ts";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import { describeChange } from "../form/describe-change.ts";
import { namesAnyPhoto, photosNamedNowhere } from "../photo-checks.ts";
import { draftStore } from "../form/drafts.ts";
import { FileForm } from "../form/FileForm.tsx";
import { fileFields, type SchemaFiles } from "../form/schema-fields.ts";
import { parseSchemas } from "../../content/schema-texts.ts";
import { ChecksPanel, GoLivePanel } from "../preview/ChecksPanel.tsx";
import { PagePreview } from "../preview/PagePreview.tsx";
import { PreviewFrame } from "../preview/PreviewFrame.tsx";
import { showContent, showTyped } from "../preview/live-content.ts";
import { FieldSheet } from "../tap/FieldSheet.tsx";
import { placeInWords } from "../tap/field-place.ts";
import { TapBar } from "../tap/TapBar.tsx";
import { usePageTaps } from "../tap/use-page-taps.ts";
import { previewPage } from "../preview/preview-pages.ts";
import { keepToken } from "../session.ts";
import { currentTexts, refreshContent } from "../editor-checks.ts";
import type { OpenFileOptions } from "../editor-settings.ts";
import { makeBackend } from "./make-backend.ts";
import { failedSave, statusText, type SaveStatus } from "./save-status.ts";
import { FollowedSaveStatus, pagePathOf, SavedHere, savedCommit, useFollowedSave } from "./FollowedSaveStatus.tsx";
import { checkValues, useEditedFile } from "./use-edited-file.ts";
import "./file-editor.css";

/** The schemas by file name, parsed once with the content check's own parse (which it reuses). */
const SCHEMAS = parseSchemas(baseline.schemas) as SchemaFiles;

const schemaOf = (name: ContentName) => SCHEMAS[`${name}.schema.json`] as { title?: string; description?: string };

/** A content file's name for the owner, from its path (content/pricing.yaml → its schema's title). */
const titleOfPath = (path: string) => schemaOf(path.replace(/^content\/|\.yaml$/g, "") as ContentName)?.title ?? path;

export function FileEditor({ name, mode, settings }: OpenFileOptions) {
  const online = mode === "github";
  const [backend, setBackend] = useState<EditorBackend | string>(() => makeBackend(mode, settings));
  const store = useMemo(() => draftStore(online ? (settings.repo ?? "github") : "local"), [online, settings.repo]);
  const edited = useEditedFile(name, store);
  // Online, each save's commit is followed until it is live, through reloads (FollowedSaveStatus.tsx).
  const followed = useFollowedSave(online ? settings.repo : undefined, typeof backend === "string" ? undefined : backend.follower);
  const [loadError, setLoadError] = useState<string>();
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const [version, setVersion] = useState(0);
  const title = schemaOf(name).title ?? name;

  const read = useCallback(
    async (from: EditorBackend): Promise<FileVersion | undefined> => {
      try {
        setLoadError(undefined);
        return await from.read(name);
      } catch (error) {
        // Opening with nothing changed, there is nothing to keep: only the sign-in to renew.
        if (error instanceof SignInError) setStatus({ kind: "signed-out", changes: edited.isEdited() });
        else setLoadError(error instanceof Error ? error.message : String(error));
        return undefined;
      }
    },
    [edited, name],
  );

  useEffect(() => {
    if (typeof backend === "string") return;
    let current = true;
    read(backend).then((file) => {
      if (current && file && !edited.file) void edited.open(file);
    });
    // The photo files there are now, for the photo checks (until then, the build's list); a save asks again.
    backend.photos().then(
      (photos) => current && edited.knowPhotos(photos),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Read once per backend (a new sign-in makes a new one); the file's own changes don't read it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend]);

  // Every other file as it is now where the editor saves, for the checks across files and the go-live list: read
  // once the form is drawn (never before), then again after each save.
  const opened = edited.file !== undefined;
  useEffect(() => {
    if (opened && typeof backend !== "string") void refreshContent(backend);
  }, [opened, backend]);

  // The preview follows the checked values: the content they make, drawn again.
  useEffect(() => {
    if (!edited.checked) return;
    showContent(edited.checked.content);
    setVersion((previous) => previous + 1);
  }, [edited.checked]);

  const save = useCallback(
    async (using: EditorBackend | string = backend) => {
      if (typeof using === "string" || !edited.file) return;
      const photoState = { existing: edited.existing, pending: edited.photos, lost: edited.lost };
      let checked = checkValues(name, edited.file, edited.values, photoState);
      if (checked.problems.length > 0) {
        setStatus({ kind: "refused", problems: checked.problems.length });
        return;
      }
      const message = describeChange({
        title,
        fields: fileFields(`${name}.schema.json`, edited.values, SCHEMAS),
        before: parse(edited.file.text) ?? {},
        after: edited.values,
      });
      setStatus({ kind: "saving" });
      try {
        // Every photo the file names must be there now (at the head, or in the folder), or come with this save.
        let existing = edited.existing;
        if (namesAnyPhoto(name, checked.content)) {
          existing = new Set(await using.photos());
          edited.knowPhotos([...existing]);
          checked = checkValues(name, edited.file, edited.values, { ...photoState, existing });
          if (checked.problems.length > 0) {
            setStatus({ kind: "refused", problems: checked.problems.length });
            return;
          }
        }
        // A photo no longer named here goes only when no other file names it either.
        const others = Object.entries(currentTexts()).flatMap(([other, text]) => (other === name ? [] : [text]));
        const photos = { add: edited.photos.add, remove: photosNamedNowhere(edited.photos.remove, [checked.text, ...others]) };
        const { version: saved, commit } = await using.save({
          name,
          text: checked.text,
          baseVersion: edited.file.version,
          message,
          photos,
          onProgress: (sent, total) => setStatus({ kind: "saving", sent, total }),
        });
        const removed = new Set(photos.remove);
        edited.saved(checked.text, saved, [...[...existing].filter((path) => !removed.has(path)), ...photos.add.map((photo) => photo.path)]);
        setStatus({ kind: "saved", message, file: contentFilePath(name) });
        if (commit && settings.repo)
          followed.start(savedCommit({ repo: settings.repo, sha: commit, name, text: checked.text, content: checked.content, built: baseline.content }));
        void refreshContent(using);
      } catch (error) {
        setStatus(failedSave(error));
      }
    },
    [backend, edited, followed, name, settings.repo, title],
  );

  const signInAgain = useCallback(async () => {
    try {
      keepToken(await signIn({ authUrl: settings.authUrl, scope: settings.scope, siteId: location.hostname }));
    } catch (error) {
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
      return;
    }
    const renewed = makeBackend(mode, settings);
    setBackend(renewed);
    // Signed out while saving: the save goes on. While opening: the new backend reads the file (the effect above).
    if (edited.file) await save(renewed);
    else setStatus({ kind: "idle" });
  }, [edited.file, mode, save, settings]);

  const applyToNewer = useCallback(async () => {
    if (typeof backend === "string") return;
    const newer = await read(backend);
    if (!newer) return;
    edited.rebaseOnto(newer);
    setStatus({ kind: "idle" });
  }, [backend, edited, read]);

  // Tap on the page: a tap in the preview opens its field (in a sheet on a phone, in the form beside it on a computer).
  const fields = useMemo(() => (edited.values === undefined ? [] : fileFields(`${name}.schema.json`, edited.values, SCHEMAS)), [edited.values, name]);
  const taps = usePageTaps({ name, fields, version });
  // The page is drawn again only when the values it shows change: opening a field or a save's status leaves it as it is.
  const founderSlug = edited.checked?.content.founder?.slug ?? baseline.content.founder?.slug ?? "";
  const drawable = edited.file !== undefined && edited.values !== undefined;
  const pagePreview = useMemo(
    () => (drawable ? <PagePreview page={previewPage(name, founderSlug)} version={version} /> : null),
    [drawable, founderSlug, name, version],
  );
  const change = useCallback(
    (values: unknown) => {
      edited.change(values);
      // The page shows each key at once when it can be drawn as typed; otherwise once checked, at the pause.
      if (showTyped(name, values)) setVersion((previous) => previous + 1);
    },
    [edited, name],
  );

  const asRead = edited.file ? parse(edited.file.text) : undefined;
  if (typeof backend === "string") return <p className="editor-message">{backend}</p>;
  const problems = edited.checked?.problems ?? [];
  const ready = edited.file !== undefined && edited.values !== undefined;
  const formProps = {
    fields,
    values: edited.values,
    onChange: change,
    problems: followed.problemsIn(name).length > 0 ? [...problems, ...followed.problemsIn(name)] : problems,
    file: contentFilePath(name),
    asRead,
    onPhotosChange: (photoChange: PhotoChange) => edited.setPhotos((pending) => mergePhotoChanges(pending, photoChange)),
    newPhotos: edited.photos.add,
  };
  return (
    <div className="editor-file-editor">
      <p className="editor-back">
        <a href="./">All files</a>
      </p>
      <h1>{title}</h1>
      {schemaOf(name).description ? <p className="editor-hint">{schemaOf(name).description}</p> : null}
      {loadError ? (
        <div role="alert" className="editor-message">
          <p>{loadError}</p>
          <button type="button" className="button" onClick={() => read(backend).then((file) => file && edited.open(file))}>
            Try again
          </button>
        </div>
      ) : null}
      <OriginNote origin={edited.origin} />
      {/* The preview's frame is there from the start, hidden until the file is read: its document loads meanwhile. */}
      {ready ? <TapBar taps={taps} titleOf={(file) => schemaOf(file).title ?? file} /> : null}
      <div className={taps.pageFirst ? "editor-columns editor-columns--page-first" : "editor-columns"}>
        {/* The content check judges every value, with its own message at the field: the browser's own checks of the
            number boxes' min, max and step would stop Save first, with a bubble of its own words instead. */}
        {ready ? (
          <form
            ref={taps.formRef}
            className="editor-form"
            aria-label={`${title}: fields`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {/* On a phone the page comes first: the whole form is one tap away ("All fields"), a tapped field in the sheet. */}
            {taps.pageFirst ? null : <FileForm {...formProps} />}
            <div className="editor-save-bar">
              <ChecksPanel problems={problems} />
              <div className="editor-save-bar__actions">
                <button type="submit" className="button button--primary" aria-disabled={status.kind === "saving" || undefined}>
                  Save
                </button>
                {/* In a conflict, the conflict's own Discard (which opens the newer file) is the only one. */}
                {edited.isEdited() && status.kind !== "conflict" ? (
                  <button type="button" className="button" onClick={edited.discard}>
                    Discard my changes
                  </button>
                ) : null}
              </div>
              {status.kind === "saving" && status.total ? <progress max={status.total} value={status.sent ?? 0} aria-label="Photos uploaded" /> : null}
              <p role="status" className="editor-message">
                {statusText(status, online)}
              </p>
              {followed.record ? <FollowedSaveStatus record={followed.record} fileTitle={titleOfPath} /> : null}
              {!online && status.kind === "saved" ? <SavedHere pagePath={pagePathOf(name, edited.checked?.content ?? {}, baseline.content)} /> : null}
              {status.kind === "conflict" ? (
                <div className="editor-save-bar__actions">
                  <button type="button" className="button button--primary" onClick={() => void applyToNewer()}>
                    Apply my changes to the newer file
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      edited.discard();
                      setStatus({ kind: "idle" });
                      void read(backend).then((file) => file && edited.open(file));
                    }}
                  >
                    Discard my changes
                  </button>
                </div>
              ) : null}
              {status.kind === "signed-out" ? (
                <button type="button" className="button button--primary" onClick={() => void signInAgain()}>
                  Sign in again
                </button>
              ) : null}
              {/* After Save: the whole site's go-live list can be long, and on a phone Save stays right under the verdict. */}
              <GoLivePanel placeholders={edited.checked?.placeholders ?? []} />
            </div>
          </form>
        ) : loadError ? null : status.kind === "signed-out" ? (
          <div className="editor-message">
            <p role="status">{statusText(status, online)}</p>
            <button type="button" className="button button--primary" onClick={() => void signInAgain()}>
              Sign in again
            </button>
          </div>
        ) : (
          <p role="status" aria-busy="true">
            Opening {title}…
          </p>
        )}
        <section className="editor-preview" aria-label="Preview" hidden={!ready}>
          <h2>Preview</h2>
          <PreviewFrame title={`Preview of the page with your changes`} onBody={taps.onFrameBody}>
            {pagePreview}
          </PreviewFrame>
        </section>
      </div>
      {ready && taps.pageFirst && taps.opened ? (
        <FieldSheet
          place={placeInWords(fields, edited.values, taps.opened.path)}
          tapped={() => taps.tappedNow(taps.opened)}
          fieldKey={taps.opened.path.join(".")}
          onClose={taps.close}
          onAllFields={taps.showForm}
        >
          <FileForm {...formProps} only={taps.opened.path} />
        </FieldSheet>
      ) : null}
    </div>
  );
}

/** Says where the values on screen came from when they aren't simply the file as read. */
function OriginNote({ origin }: { origin: ReturnType<typeof useEditedFile>["origin"] }) {
  if (origin.kind === "read") return null;
  if (origin.kind === "draft") {
    return <p className="editor-note">Your unsaved changes from {new Date(origin.savedAt).toLocaleString("en-GB")} are back. Save them, or discard them.</p>;
  }
  const clashes = origin.clashes.length ? ` These fields had changed there too and now hold your value: ${origin.clashes.join("; ")}.` : "";
  return (
    <p className="editor-note" role="status">
      {origin.because === "conflict"
        ? "Your changes are now on the newer file."
        : "The file changed since your unsaved changes were made: they are now on the newer file."}
      {clashes} Check them, then save.
    </p>
  );
}
