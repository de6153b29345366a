/** A put back as the owner sees it (use-put-back.ts has its steps): what goes back, what stays, and where it stands. */
import { fileTitle } from "../file-titles.ts";
import type { PutBackFile } from "../file-kinds/file-kind.ts";
import type { PutBackState, usePutBack } from "./use-put-back.ts";

function PutBackFiles({ files, part }: { files: PutBackFile[]; part: "restored" | "kept" }) {
  const items = files.flatMap((file) => file[part].map((words) => (files.length > 1 ? `${fileTitle(file.name)}: ${words}` : words)));
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Kept({ files }: { files: PutBackFile[] }) {
  if (files.every((file) => file.kept.length === 0)) return null;
  return (
    <>
      <p>Kept as they are now, because they were changed again since:</p>
      <PutBackFiles files={files} part="kept" />
    </>
  );
}

export function PutBackView({ state, prepare, save, cancel }: { state: PutBackState } & Pick<ReturnType<typeof usePutBack>, "prepare" | "save" | "cancel">) {
  switch (state.kind) {
    case "idle":
      return (
        <button type="button" className="button" onClick={() => void prepare()}>
          Put back this change
        </button>
      );
    case "working":
      return <p role="status">{state.doing}</p>;
    case "nothing":
      return <p role="status">Nothing to put back: the site already reads as it did before this change.</p>;
    case "refused":
      return (
        <div role="alert">
          <p>This can't be put back as it is: the site's checks found a problem with it.</p>
          <ul>
            {state.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </div>
      );
    case "ready":
      return (
        <div className="editor-history__put-back">
          <p>Putting this back changes, as a new change:</p>
          <PutBackFiles files={state.files} part="restored" />
          <Kept files={state.files} />
          <div className="editor-history__actions">
            <button type="button" className="button button--primary" onClick={() => void save(state.files)}>
              Save the put back
            </button>
            <button type="button" className="button" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      );
    case "saved":
      return (
        <div className="editor-history__put-back">
          <p role="status">Put back and saved: “{state.message}”.</p>
          <PutBackFiles files={state.files} part="restored" />
          <Kept files={state.files} />
        </div>
      );
    case "conflict":
      return (
        <div>
          <p role="status">A file this touches was changed meanwhile, so nothing was saved over. Put it back again on the newer file.</p>
          <button type="button" className="button" onClick={() => void prepare()}>
            Put back again
          </button>
        </div>
      );
    case "failed":
      return <p role="status">{state.message}</p>;
  }
}
