/** After a save online: where it stands on its way to the site (followed-save.ts), in words (follow-words.ts). */
import type { FollowedSave } from "./followed-save.ts";
import { followWords } from "./follow-words.ts";
import { SafeLink } from "./SafeLink.tsx";
import "./followed-save.css";

/** Each stage's tone as the editor's news boxes draw it (editor.css). */
const TONE_CLASS = { working: "editor-tone--working", live: "editor-tone--good", problem: "editor-tone--bad" } as const;

export function FollowedSaveStatus({ record, fileTitle }: { record: FollowedSave; fileTitle: (path: string) => string }) {
  const words = followWords(record, fileTitle);
  return (
    <div role="status" className={`editor-follow ${TONE_CLASS[words.tone]}`}>
      <p>
        {words.text}
        {words.link ? (
          <>
            {" "}
            <SafeLink shown={words.link} />
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
