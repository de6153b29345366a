/**
 * One content file in the editor, put together: its form (fields from the schemas, each check's message at its
 * field), the preview of its page with taps that open a field, and the save bar (save/SaveBar.tsx). Reading the
 * file is use-file-read.ts, the values as edited (with their draft and checks) use-edited-file.ts, the change set a
 * save makes save/use-save.ts (with the files a package change brings: package-change/), and the pipeline that
 * checks, commits and follows it change-set/.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import { contentFilePath, type ContentName } from "../../content/names.ts";
import type { ContentProblem } from "../../content/problem.ts";
import { mergePhotoChanges, type PhotoChange } from "../photos/photo-changes.ts";
import { draftStore } from "../drafts/drafts.ts";
import { FileForm } from "../form/FileForm.tsx";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { parseSchemas, schemaFile } from "../../content/schema-texts.ts";
import { SavedSinceBuild } from "../checks/SavedSinceBuild.tsx";
import { PagePreview } from "../preview/PagePreview.tsx";
import { PreviewFrame } from "../preview/PreviewFrame.tsx";
import { previewContent, showContent, showTyped, type PreviewContent } from "../preview/live-content.ts";
import { showPhotoFiles } from "../preview/preview-photos.ts";
import { usePreviewPhotos } from "../preview/use-preview-photos.ts";
import { FieldSheet } from "../tap/FieldSheet.tsx";
import { placeInWords } from "../tap/field-place.ts";
import { TapBar } from "../tap/TapBar.tsx";
import { usePageTaps } from "../tap/use-page-taps.ts";
import { previewPage } from "../preview/preview-pages.ts";
import type { OpenFileOptions } from "../editor-settings.ts";
import { statusText } from "../change-set/change-status.ts";
import { SignInAgain } from "../change-set/SignInAgain.tsx";
import { useChangeSet } from "../change-set/use-change-set.ts";
import { fileKindOf } from "../file-kinds/file-kind-of.ts";
import { FollowedSaveStatus } from "../follow/FollowedSaveStatus.tsx";
import { SavedHere } from "../follow/SavedHere.tsx";
import { fileTitle, fileTitleOfPath } from "../file-titles.ts";
import { OriginNote } from "./OriginNote.tsx";
import { SaveBar } from "../save/SaveBar.tsx";
import { useEditedFile } from "./use-edited-file.ts";
import { useFileRead } from "./use-file-read.ts";
import { useSave } from "../save/use-save.ts";
import { PackageChangePanel } from "../package-change/PackageChangePanel.tsx";
import { followedValues, usePackageChange } from "../package-change/use-package-change.ts";
import type { LoadedContent } from "../../content/content-types.ts";
import "./file-editor.css";

/** No problems found (one array, so the form's props stay the same). */
const NO_PROBLEMS: ContentProblem[] = [];
/** No content checked yet (one object, for the same reason). */
const NO_CONTENT: LoadedContent = {};

/** The schemas by file name, parsed once with the content check's own parse (which it reuses). */
const SCHEMAS = parseSchemas(baseline.schemas) as SchemaFiles;

const schemaOf = (name: ContentName) => SCHEMAS[schemaFile(name)] as { description?: string; "x-hint"?: string };

/** What the file is for, in the owner's words (`x-hint`), else its description. */
const hintOf = (name: ContentName) => schemaOf(name)["x-hint"] ?? schemaOf(name).description;

export function FileEditor({ name, mode, settings }: OpenFileOptions) {
  // Where it saves, where the last save stands, and the save followed until it is live (change-set/).
  const changeSets = useChangeSet(mode, settings);
  const { online, backend, status, setStatus, followed } = changeSets;
  const store = useMemo(() => draftStore(online ? (settings.repo ?? "github") : "local"), [online, settings.repo]);
  // The Pricing page's lists bring the other files that follow them into the same save (package-change/).
  const packageChange = usePackageChange(name, store, backend);
  const edited = useEditedFile(name, store, packageChange.others);
  // The content the page is drawn with: each change is a new object (live-content.ts), which draws the page again.
  const [shown, show] = useState<PreviewContent>(previewContent);
  const title = fileTitle(name);

  const { read, loadError } = useFileRead(name, backend, edited, setStatus);
  // Before the page is drawn with their names: a new photo shows from this browser's copy.
  usePreviewPhotos(store.where, edited.photos.add);

  // The preview follows the checked values: the content they make, drawn again.
  useEffect(() => {
    if (edited.checked) show(showContent(edited.checked.content));
  }, [edited.checked, show]);

  const saving = useSave({ name, changeSets, edited, also: packageChange, read });

  // Tap on the page: a tap in the preview opens its field (in a sheet on a phone, in the form beside it on a computer).
  // Every file's values (as last checked) name the codes this file takes from another: a savings row's package.
  const allContent = edited.checked?.content ?? baseline.content;
  const fields = useMemo(
    () => (edited.values === undefined ? [] : fileFields(schemaFile(name), edited.values, SCHEMAS, allContent)),
    [edited.values, name, allContent],
  );
  // A key the owner types is answered first: the form shows it at the next paint. The page drawn again (and the
  // outline put back on it) follows in a render of its own, which React works through a part at a time, after that
  // paint; a second key meanwhile starts it again, with both.
  const drawn = useDeferredValue(shown);
  const taps = usePageTaps({ name, fields, pageContent: drawn });
  // The page is drawn again only when the values it shows change: opening a field or a save's status leaves it as it is.
  const founderSlug = edited.checked?.content.founder?.slug ?? baseline.content.founder?.slug ?? "";
  const drawable = edited.file !== undefined && edited.values !== undefined;
  const pagePreview = useMemo(
    () => (drawable ? <PagePreview page={previewPage(name, founderSlug)} content={drawn} /> : null),
    [drawable, founderSlug, name, drawn],
  );
  // The form's props stay the same objects from one render to the next unless what they hold changed: a render for
  // something else (the save's "Saving…", a tap's) leaves the form (FileForm is memo) as it is.
  const { values: editedValues, change: changeEdited, setPhotos } = edited;
  const { follow } = packageChange;
  const change = useCallback(
    (edit: unknown) => {
      const values = follow(editedValues, edit);
      changeEdited(values);
      // The page shows each key at once when it can be drawn as typed; otherwise once checked, at the pause.
      const typed = showTyped(name, values);
      if (typed) show(typed);
    },
    [changeEdited, editedValues, follow, name, show],
  );
  const onPhotosChange = useCallback(
    (photoChange: PhotoChange) => {
      // Now, as the field names the photo: the page drawn with it (showTyped) finds it.
      showPhotoFiles(photoChange.add);
      setPhotos((pending) => mergePhotoChanges(pending, photoChange));
    },
    [setPhotos],
  );
  const problems = edited.checked?.problems ?? NO_PROBLEMS;
  const { problemsIn } = followed;
  const formProblems = useMemo(() => {
    const afterSave = problemsIn(name);
    return afterSave.length > 0 ? [...problems, ...afterSave] : problems;
  }, [problems, problemsIn, name]);

  // Every file's values as the owner has them, checked or not: what names a problem's place (ChecksPanel.tsx).
  const valuesNow = useMemo(
    () => ({ ...edited.checked?.content, ...followedValues(packageChange.followers), [name]: edited.values }),
    [edited.checked, edited.values, name, packageChange.followers],
  );
  // How the checks name a problem's place, and the content the closures' reminder reads: the same objects until what they
  // hold changes, so a save's status or a tap draws neither list again (ChecksPanel.tsx, ClosureReminder.tsx).
  const onOpenField = taps.open;
  // The places they name (each worked out from its file's fields) follow a key in the background, as the page does:
  // the lists keep what they worked out in the render that answers the key.
  const namedFrom = useDeferredValue(valuesNow);
  const places = useMemo(
    () => ({ content: namedFrom, schemas: SCHEMAS, fileTitle: fileTitleOfPath, openFile: name, onOpenField }),
    [namedFrom, name, onOpenField],
  );
  const checkedContent = edited.checked?.content ?? NO_CONTENT;
  // The file as read, parsed once a version (never at each render: a tap's, the save's status).
  const asRead = useMemo(() => (edited.file ? parse(edited.file.text) : undefined), [edited.file]);
  if (typeof backend === "string") return <p className="editor-message">{backend}</p>;
  const ready = edited.file !== undefined && edited.values !== undefined;
  const formProps = {
    fields,
    values: edited.values,
    onChange: change,
    problems: formProblems,
    file: contentFilePath(name),
    fileTitle: fileTitleOfPath,
    asRead,
    onPhotosChange,
    newPhotos: edited.photos.add,
  };
  return (
    <div className="editor-file-editor">
      <p className="editor-back">
        <a href="./">All files</a>
      </p>
      <h1>{title}</h1>
      {hintOf(name) ? <p className="editor-hint">{hintOf(name)}</p> : null}
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
      {ready ? <TapBar taps={taps} titleOf={fileTitle} /> : null}
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
              void saving.save();
            }}
          >
            {/* On a phone the page comes first: the whole form is one tap away ("All fields"), a tapped field in the sheet. */}
            {taps.pageFirst ? null : <FileForm {...formProps} />}
            <PackageChangePanel packageChange={packageChange} pricing={edited.values} pricingAsRead={asRead} problems={problems} />
            <SaveBar
              status={status}
              online={online}
              problems={problems}
              placeholders={edited.checked?.placeholders ?? NO_PROBLEMS}
              places={places}
              checked={checkedContent}
              edited={edited.isEdited()}
              onDiscard={() => {
                edited.discard();
                packageChange.discard();
              }}
              saving={saving}
              afterSave={
                followed.record ? (
                  <FollowedSaveStatus record={followed.record} fileTitle={fileTitleOfPath} />
                ) : !online && status.kind === "saved" ? (
                  <SavedHere pagePath={fileKindOf(name).pagePath(edited.checked?.content ?? {})} />
                ) : null
              }
            />
          </form>
        ) : loadError ? null : status.kind === "signed-out" ? (
          <div className="editor-message">
            <p role="status">{statusText(status, online)}</p>
            <SignInAgain onClick={saving.signInAgain} />
          </div>
        ) : (
          <p role="status" aria-busy="true">
            Opening {title}…
          </p>
        )}
        <section className="editor-preview" aria-label="Preview" hidden={!ready}>
          <h2>Preview</h2>
          <SavedSinceBuild online={online} />
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
