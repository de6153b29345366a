/**
 * Each change's detail for Recent changes (RecentChanges.tsx), read from the backend once: when the owner opens the
 * change, and, for a few, to name the files of a change whose message the editor didn't write.
 */
import { useEffect, useState } from "react";
import type { ChangeDetail, ContentChange, EditorBackend } from "../backends/backend.ts";
import type { EditedFile } from "../../content/names.ts";
import { isEditorSummary } from "./change-words.ts";

/** Each change's detail, read once (when opened, or to name the files of a change whose message the editor didn't write). */
export interface Details {
  read(id: string): Promise<ChangeDetail>;
}

export function detailsOf(backend: EditorBackend): Details {
  const read = new Map<string, Promise<ChangeDetail>>();
  return {
    read: (id) => {
      if (!read.has(id))
        read.set(
          id,
          backend.changeDetail(id).catch((error: unknown) => (read.delete(id), Promise.reject(error))),
        );
      return read.get(id)!;
    },
  };
}

/** How many changes without the editor's words have their files named from their detail, after the list shows. */
const NAMED_FROM_DETAIL = 5;

/**
 * The files of the changes the list can't name from their message alone (online, a commit the editor didn't make:
 * GitHub's list doesn't say which files a commit changed), read after the list has shown, a few at most.
 */
export function useNamedFiles(changes: ContentChange[] | string | undefined, details: Details | undefined): Map<string, EditedFile[]> {
  const [named, setNamed] = useState(new Map<string, EditedFile[]>());
  useEffect(() => {
    if (!details || typeof changes !== "object") return;
    let live = true;
    const unnamed = changes.filter((change) => change.files === undefined && !isEditorSummary(change.message.split("\n")[0])).slice(0, NAMED_FROM_DETAIL);
    void (async () => {
      for (const change of unnamed) {
        const detail = await details.read(change.id).catch(() => undefined);
        if (!live) return;
        if (detail)
          setNamed((before) =>
            new Map(before).set(
              change.id,
              detail.files.map((file) => file.name),
            ),
          );
      }
    })();
    return () => {
      live = false;
    };
  }, [changes, details]);
  return named;
}
