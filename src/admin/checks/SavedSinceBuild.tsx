/**
 * Over the preview, while any file was saved since the site was last built: the page is drawn with every file as it
 * is now (editor-checks.ts reads them where the editor saves), which is what the site shows once it is built again,
 * not yet what visitors see. Online the build follows each save by itself; locally it is the next `npm run edit`.
 */
import { useSyncExternalStore } from "react";
import { listInWords } from "../../lib/format.ts";
import { fileTitle } from "../file-titles.ts";
import { contentRevision, savedSinceBuild, subscribeToContent } from "./editor-checks.ts";

export function SavedSinceBuild({ online }: { online: boolean }) {
  useSyncExternalStore(subscribeToContent, contentRevision);
  const saved = savedSinceBuild();
  if (saved.length === 0) return null;
  const when = online ? "once it is built again, a few minutes after a save" : "once the editor on this computer is started again";
  return (
    <p className="editor-hint">
      Drawn with what was saved since the site was last built ({listInWords(saved.map((name) => fileTitle(name)))}): the site shows it {when}.
    </p>
  );
}
