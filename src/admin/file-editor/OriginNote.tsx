/** Says where the values on screen came from when they aren't simply the file as read. */
import type { Origin } from "../drafts/restore-draft.ts";

export function OriginNote({ origin }: { origin: Origin }) {
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
