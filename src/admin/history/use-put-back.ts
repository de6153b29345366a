/**
 * A put back, step by step, as a save is (save/use-save.ts): each file the change touched read as it is now, the
 * change undone on it (put-back.ts), the result checked as any save is (checks/check-values.ts, with every other file
 * as it is now), then saved as ONE new commit through the backend (a change of several files: SaveRequest's `also`).
 * A file changed between the read and the save is a conflict, as a save's: nothing is saved over, and the put back
 * can be made again on the newer file.
 */
import { useCallback, useState } from "react";
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import type { ChangeDetail, ContentTexts, EditorBackend, FileSave } from "../backends/backend.ts";
import { ConflictError } from "../backends/errors.ts";
import { checkedText } from "../checks/check-values.ts";
import { refreshContent } from "../checks/editor-checks.ts";
import { NO_PHOTO_CHANGE } from "../photos/photo-changes.ts";
import { namesAnyPhoto } from "../photos/photo-checks.ts";
import { changeMessage, listChanges } from "../line-edits/postcode-list-edits.ts";
import { checkPostcodeList } from "../../content/postcode-list-rules.ts";
import { POSTCODE_LIST_FILE } from "../../content/names.ts";
import { commitMessage, describeChange } from "../save/describe-change.ts";
import { failedSave, statusText } from "../save/save-status.ts";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { parseSchemas, schemaFile } from "../../content/schema-texts.ts";
import { fileTitle, PUT_BACK } from "./change-words.ts";
import { putBackFile, type PutBackFile } from "./put-back.ts";

const SCHEMAS = parseSchemas(baseline.schemas) as SchemaFiles;

export type PutBackState =
  | { kind: "idle" }
  | { kind: "working"; doing: string }
  | { kind: "ready"; files: PutBackFile[] }
  /** Nothing differs: the content already reads as before that change. */
  | { kind: "nothing" }
  | { kind: "refused"; problems: string[] }
  | { kind: "saved"; message: string; files: PutBackFile[] }
  | { kind: "conflict" }
  | { kind: "failed"; message: string };

/** What goes back in one file, in one line, as a save of it says it ("Prices: …", "Service area: added …"). */
function summaryOf(file: PutBackFile, allContent: unknown): string {
  if (file.name === POSTCODE_LIST_FILE) return changeMessage(listChanges(file.now.text, file.text));
  return describeChange({
    title: fileTitle(file.name),
    fields: fileFields(schemaFile(file.name), parse(file.text) ?? {}, SCHEMAS, allContent),
    before: parse(file.now.text) ?? {},
    after: parse(file.text) ?? {},
  });
}

/** The commit message: what goes back, as a save's message says what changed, with every value on its own line. */
function putBackMessage(files: readonly PutBackFile[], allContent: unknown): string {
  const summary = summaryOf(files[0], allContent);
  const every = files.flatMap((file) => (files.length > 1 ? file.restored.map((change) => `${fileTitle(file.name)}: ${change}`) : file.restored));
  return commitMessage(`${PUT_BACK}${summary}`, every);
}

/**
 * `allContent` names the change's codes (change-names.ts). `endedSignIn`: true, and said with "Sign in again"
 * (history/use-signed-in-backend.ts), when an error is an ended sign-in; the put back then stays as it was shown, to
 * prepare or save again once signed in.
 */
export function usePutBack(
  backend: EditorBackend,
  detail: ChangeDetail,
  allContent: unknown,
  online: boolean,
  onSaved: () => void,
  endedSignIn: (error: unknown) => boolean,
) {
  const [state, setState] = useState<PutBackState>({ kind: "idle" });

  const prepare = useCallback(async () => {
    setState({ kind: "working", doing: "Reading the files as they are now…" });
    try {
      const plans = await Promise.all(detail.files.map(async (file) => putBackFile(file, await backend.read(file.name), SCHEMAS, allContent)));
      const files = plans.filter((plan): plan is PutBackFile => plan !== undefined && plan.text !== plan.now.text);
      if (files.length === 0) return setState({ kind: "nothing" });
      await refreshContent(backend);
      let existing: Set<string> | undefined;
      const problems: string[] = [];
      // Checked together: each content file with the others as the put back leaves them (a package's Savings row
      // goes back with it), and the covered postcodes by the list's own rules.
      const others = Object.fromEntries(files.flatMap((file) => (file.name === POSTCODE_LIST_FILE ? [] : [[file.name, file.text]]))) as Partial<ContentTexts>;
      for (const file of files) {
        const { name } = file;
        if (name === POSTCODE_LIST_FILE) {
          problems.push(...checkPostcodeList(file.text).map((problem) => `${fileTitle(name)}: ${problem.message}`));
          continue;
        }
        let checked = checkedText(name, file.text, { existing: new Set(), pending: NO_PHOTO_CHANGE, lost: new Set() }, others);
        if (namesAnyPhoto(name, checked.content)) {
          existing ??= new Set(await backend.photos());
          checked = checkedText(name, file.text, { existing, pending: NO_PHOTO_CHANGE, lost: new Set() }, others);
        }
        problems.push(...checked.problems.map((problem) => `${fileTitle(name)}: ${problem.message}`));
      }
      setState(problems.length > 0 ? { kind: "refused", problems } : { kind: "ready", files });
    } catch (error) {
      setState(endedSignIn(error) ? { kind: "idle" } : { kind: "failed", message: statusText(failedSave(error), online) });
    }
  }, [allContent, backend, detail, endedSignIn, online]);

  const save = useCallback(
    async (files: PutBackFile[]) => {
      setState({ kind: "working", doing: "Saving…" });
      const message = putBackMessage(files, allContent);
      const [first, ...others] = files;
      try {
        await backend.save({
          name: first.name,
          text: first.text,
          baseVersion: first.now.version,
          message,
          ...(others.length > 0 ? { also: others.map((file): FileSave => ({ name: file.name, text: file.text, baseVersion: file.now.version })) } : {}),
        });
        setState({ kind: "saved", message: message.split("\n")[0], files });
        onSaved();
        void refreshContent(backend);
      } catch (error) {
        if (endedSignIn(error)) return setState({ kind: "ready", files });
        setState(error instanceof ConflictError ? { kind: "conflict" } : { kind: "failed", message: statusText(failedSave(error), online) });
      }
    },
    [allContent, backend, endedSignIn, onSaved, online],
  );

  return { state, prepare, save, cancel: () => setState({ kind: "idle" }) };
}
