/**
 * Reading the open file where the editor saves: once per backend (a new sign-in makes a new one), with the photo
 * files there are for the photo checks; then, once the form is drawn, every other file as it is there, for the
 * checks across files. A failed read is said in the pane (`loadError`), an ended sign-in in the save's status.
 */
import { useCallback, useEffect, useState } from "react";
import type { ContentName } from "../../content/names.ts";
import type { EditorBackend, FileVersion } from "../backends/backend.ts";
import { SignInError } from "../backends/errors.ts";
import { warmValidatorsOf, refreshContent } from "../checks/editor-checks.ts";
import type { ChangeStatus } from "../change-set/change-status.ts";
import type { useEditedFile } from "./use-edited-file.ts";

export function useFileRead(
  name: ContentName,
  backend: EditorBackend | string,
  edited: ReturnType<typeof useEditedFile>,
  setStatus: (status: ChangeStatus) => void,
) {
  const [loadError, setLoadError] = useState<string>();

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
    [edited, name, setStatus],
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
  // The validators a change of the file runs, warmed once its form is drawn: before it, on a phone, their compiling held
  // the form back (bench:editor, phone on Wi-Fi, form ready 1.29 s before they were warmed as the file opened, 1.77 s after).
  useEffect(() => {
    if (opened) warmValidatorsOf(name);
  }, [opened, name]);

  return { read, loadError };
}
