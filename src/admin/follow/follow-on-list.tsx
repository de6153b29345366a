/**
 * The list of files, online: the save being followed (FollowedSaveStatus.tsx, the file editor's own view and words)
 * above the list too, so an owner who goes back to the list after Save, or reloads it, still sees it being checked
 * and then live, or what failed. The record kept in localStorage (followed-save.ts) carries it from the file's page.
 */
import { createRoot } from "react-dom/client";
import type { CommitFollower } from "../backends/backend.ts";
import type { EditorSettings } from "../editor-settings.ts";
import { fileTitleOfPath } from "../file-titles.ts";
import { FollowedSaveStatus } from "./FollowedSaveStatus.tsx";
import { useFollowedSave } from "./use-followed-save.ts";
import { makeBackend } from "../backends/make-backend.ts";

function ListFollow({ repo, follower }: { repo: string; follower: CommitFollower | undefined }) {
  const { record } = useFollowedSave(repo, follower);
  return record ? <FollowedSaveStatus record={record} fileTitle={fileTitleOfPath} /> : null;
}

/**
 * Shows and follows the save under the list's heading, if there is one; answers a function that stops it (a file
 * opened in the page follows it there instead: one following at a time).
 */
export function followOnList(list: HTMLElement, settings: EditorSettings): () => void {
  const backend = makeBackend("github", settings);
  if (typeof backend === "string" || !settings.repo) return () => undefined;
  const place = document.createElement("div");
  const heading = list.querySelector("h1");
  if (heading) heading.after(place);
  else list.prepend(place);
  const root = createRoot(place);
  root.render(<ListFollow repo={settings.repo} follower={backend.follower} />);
  return () => {
    root.unmount();
    place.remove();
  };
}
