/**
 * After a save online: where it stands on its way to the site (followed-save.ts), under the save's own status, and
 * the check's notes on this file at their fields (check-notes.ts, through the form's problems).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ContentProblem } from "../../content/problem.ts";
import { contentFilePath, type ContentName } from "../../content/names.ts";
import type { LoadedContent } from "../../content/content-types.ts";
import type { CommitFollower } from "../backends/backend.ts";
import { previewPage } from "../preview/preview-pages.ts";
import { noteAsProblem } from "./check-notes.ts";
import { follow, followTimes, isFinal, keepFollowed, readFollowed, type FollowedSave } from "./followed-save.ts";
import { followWords } from "./follow-words.ts";
import "./followed-save.css";

/** A save just made online, to follow: the page it feeds and the site's address from the content as saved. */
export function savedCommit(save: { repo: string; sha: string; name: ContentName; text: string; content: LoadedContent; built: LoadedContent }): FollowedSave {
  const site = save.content.site ?? save.built.site;
  return {
    repo: save.repo,
    sha: save.sha,
    file: save.name,
    text: save.text,
    pagePath: pagePathOf(save.name, save.content, save.built),
    origin: site?.origin ?? location.origin,
    siteLive: site?.live === true,
    savedAt: Date.now(),
    stage: { kind: "checking" },
  };
}

/** The path of the page a file feeds (preview-pages.ts: the founder's page is at its slug). */
export const pagePathOf = (name: ContentName, content: LoadedContent, built: LoadedContent) =>
  previewPage(name, content.founder?.slug ?? built.founder?.slug ?? "").path;

/** Each stage's tone as the editor's news boxes draw it (editor.css). */
const TONE_CLASS = { working: "editor-tone--working", live: "editor-tone--good", problem: "editor-tone--bad" } as const;

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
        ? record.stage.notes.filter((note) => note.path === contentFilePath(record.file)).map((note) => noteAsProblem(note, record.text))
        : NONE,
    [record],
  );
  const problemsIn = useCallback((name: ContentName) => (record?.file === name ? notes : NONE), [notes, record?.file]);
  return { record, start, problemsIn };
}

export function FollowedSaveStatus({ record, fileTitle }: { record: FollowedSave; fileTitle: (path: string) => string }) {
  const words = followWords(record, fileTitle);
  return (
    <div role="status" className={`editor-follow ${TONE_CLASS[words.tone]}`}>
      <p>
        {words.text}
        {words.link ? (
          <>
            {" "}
            <a href={words.link.href}>{words.link.text}</a>
          </>
        ) : null}
      </p>
      {words.notes.length > 0 ? (
        <ul>
          {words.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Locally (`npm run edit`), after a save: the file is in content/, and the site on this computer is the build it
 * started with (scripts/tools/serve.ts serves the last build, and keeps serving while `npm run build` replaces it).
 */
export function SavedHere({ pagePath }: { pagePath: string }) {
  const page = new URL(pagePath, location.origin).href;
  return (
    <p className="editor-follow editor-tone--working">
      This computer's site shows the last build: to see your change there, run <code>npm run build</code> in another terminal (this editor can stay open), then
      open <a href={page}>{page}</a>.
    </p>
  );
}
