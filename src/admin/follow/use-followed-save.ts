/**
 * The save followed for one repository, kept through reloads (followed-save.ts), followed while it isn't decided,
 * and the check's notes on the open file as problems at its fields (check-notes.ts, through the form's problems).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ContentProblem } from "../../content/problem.ts";
import { editedFilePath, type ContentName } from "../../content/names.ts";
import type { CommitFollower } from "../backends/backend.ts";
import { noteAsProblem } from "./check-notes.ts";
import { follow, followTimes, isFinal, keepFollowed, readFollowed, type FollowedSave } from "./followed-save.ts";

export interface Followed {
  record: FollowedSave | undefined;
  /** Follows this save from now on (in place of any before it). */
  start(record: FollowedSave): void;
  /** The check's notes on this file, as problems at their fields: only while its failed check is the news. */
  problemsIn(name: ContentName): ContentProblem[];
}

const NONE: ContentProblem[] = [];

/** The save followed for `repo` (kept through reloads), followed through `follower` while it isn't decided. */
export function useFollowedSave(repo: string | undefined, follower: CommitFollower | undefined): Followed {
  const times = useMemo(() => followTimes(), []);
  const [record, setRecord] = useState<FollowedSave | undefined>(() => (repo ? readFollowed(repo, times) : undefined));
  // The effect starts one following per commit: the record's later stages come from that following itself.
  const latest = useRef(record);
  latest.current = record;
  const sha = record?.sha;
  useEffect(() => {
    const now = latest.current;
    if (!now || !follower || isFinal(now.stage)) return;
    return follow(now, follower, setRecord, times);
  }, [sha, follower, times]);
  const start = useCallback((next: FollowedSave) => {
    keepFollowed(next);
    setRecord(next);
  }, []);
  const notes = useMemo(
    () =>
      record?.stage.kind === "check-failed"
        ? record.stage.notes.filter((note) => note.path === editedFilePath(record.file)).map((note) => noteAsProblem(note, record.text))
        : NONE,
    [record],
  );
  const problemsIn = useCallback((name: ContentName) => (record?.file === name ? notes : NONE), [notes, record?.file]);
  return { record, start, problemsIn };
}
