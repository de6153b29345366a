/**
 * A put back composed as a change set: each file the change touched read as it is now and the change undone on it,
 * by its kind (file-kinds/: a content file line by line, the postcode list postcode by postcode). The pipeline
 * (change-set/) checks it when it is shown and again as it is saved, says it ("Put back: …"), commits it as ONE new
 * change and follows it. A file changed between the read and the save is a conflict, as a save's: nothing is saved
 * over, and the put back can be made again on the newer file.
 */
import { useCallback, useState } from "react";
import { afterPaintWith } from "../../lib/after-paint.ts";
import type { ChangeDetail } from "../backends/backend.ts";
import { checkWhereSaved, type ChangeSet } from "../change-set/change-set.ts";
import { failedSave, statusText } from "../change-set/change-status.ts";
import type { ChangeSets } from "../change-set/use-change-set.ts";
import { refreshContent } from "../checks/editor-checks.ts";
import { fileKindOf } from "../file-kinds/file-kind-of.ts";
import type { PutBackFile } from "../file-kinds/file-kind.ts";
import { PUT_BACK } from "./change-words.ts";

export type PutBackState =
  | { kind: "idle" }
  | { kind: "working"; doing: string }
  | { kind: "ready"; files: PutBackFile[] }
  /** Nothing differs: the content already reads as before that change. */
  | { kind: "nothing" }
  | { kind: "refused"; problems: readonly string[] }
  | { kind: "saved"; message: string; files: PutBackFile[] }
  | { kind: "conflict" }
  | { kind: "failed"; message: string };

/** The put back as a change set: each file's text on the version read now, said with `names` (change-names.ts). */
const changeSetOf = (files: readonly PutBackFile[], names: unknown): ChangeSet => ({
  heading: PUT_BACK,
  names,
  files: files.map((file) => ({ name: file.name, base: file.now, text: file.text })),
});

/**
 * `allContent` names the change's codes (change-names.ts). An ended sign-in is said by the screen with "Sign in
 * again" (the change sets' status); the put back then stays as it was shown, to prepare or save again once signed in.
 */
export function usePutBack(changeSets: ChangeSets, detail: ChangeDetail, allContent: unknown, onSaved: () => void) {
  const { backend, online, commit, endedSignIn, setStatus } = changeSets;
  const [state, setState] = useState<PutBackState>({ kind: "idle" });

  const prepare = useCallback(async () => {
    if (typeof backend === "string") return;
    setState({ kind: "working", doing: "Reading the files as they are now…" });
    try {
      // The work on what was read starts once "Reading…" has been painted: a local server answers at once, and the
      // put back worked out and checked against every file ran before the browser's next paint, inside the tap.
      const read = await afterPaintWith(Promise.all(detail.files.map((file) => backend.read(file.name))));
      const plans = detail.files.map((file, index) => fileKindOf(file.name).putBack(file, read[index], allContent));
      const files = plans.filter((plan): plan is PutBackFile => plan !== undefined && plan.text !== plan.now.text);
      if (files.length === 0) return setState({ kind: "nothing" });
      // Checked with every other file as it is now.
      await refreshContent(backend);
      const { problems } = await checkWhereSaved(changeSetOf(files, allContent), { backend });
      setState(problems.length > 0 ? { kind: "refused", problems } : { kind: "ready", files });
    } catch (error) {
      setState(endedSignIn(error) ? { kind: "idle" } : { kind: "failed", message: statusText(failedSave(error), online) });
    }
  }, [allContent, backend, detail, endedSignIn, online]);

  const save = useCallback(
    async (files: PutBackFile[]) => {
      setState({ kind: "working", doing: "Saving…" });
      const outcome = await commit(changeSetOf(files, allContent));
      if (!outcome) return;
      const { status } = outcome;
      switch (status.kind) {
        case "saved":
          setState({ kind: "saved", message: status.message, files });
          return onSaved();
        case "refused":
          return setState({ kind: "refused", problems: status.problems });
        case "conflict":
          return setState({ kind: "conflict" });
        // Said with "Sign in again" above the list, as a refused read is (the put back is no edit of the owner's to
        // keep); it stays as it was shown, to save once signed in.
        case "signed-out":
          setStatus({ kind: "signed-out", changes: false });
          return setState({ kind: "ready", files });
        default:
          return setState({ kind: "failed", message: statusText(status, online) });
      }
    },
    [allContent, commit, onSaved, online, setStatus],
  );

  return { state, prepare, save, cancel: () => setState({ kind: "idle" }) };
}
