/**
 * Where a change set stands in the pipeline (change-set.ts), and what the owner is told about it: one plain sentence
 * each, and what they can do next. Whatever went wrong, their changes stay on screen and in the browser's draft.
 */
import { ConflictError, OfflineError, RateLimitError, SignInError } from "../backends/errors.ts";

export type ChangeStatus =
  | { kind: "idle" }
  /** `problems`: what the checks found, each in the owner's words with the file's title. */
  | { kind: "refused"; problems: readonly string[] }
  | { kind: "saving"; sent?: number; total?: number }
  /**
   * `message`: the commit's summary line; `changes`: every value changed, in the owner's words; `file`: where it went
   * (content/pricing.yaml); `by`: online, who GitHub says saved it (the signed-in account's name).
   */
  | { kind: "saved"; message: string; changes: string[]; file: string; by?: string }
  /** `files`: the titles of the files that changed, when the backend named them. */
  | { kind: "conflict"; files?: readonly string[] }
  /**
   * `changes`: whether the owner has changes to save (kept on screen and in the draft), or was only reading;
   * `message`: why a new sign-in didn't happen, when it was tried.
   */
  | { kind: "signed-out"; changes: boolean; message?: string }
  | { kind: "failed"; message: string };

/**
 * The status a failed save (or read) leaves; with `titleOf` (a save of several files), a conflict names the files that
 * moved on as the list of files does (content/savings.yaml → "Savings at a Glance").
 */
export function failedSave(error: unknown, titleOf?: (path: string) => string): ChangeStatus {
  if (error instanceof ConflictError) return titleOf ? { kind: "conflict", files: error.files.map(titleOf) } : { kind: "conflict" };
  if (error instanceof SignInError) return { kind: "signed-out", changes: true };
  if (error instanceof OfflineError)
    return { kind: "failed", message: `${error.message} Your changes are kept in this browser: save again once you are back online.` };
  if (error instanceof RateLimitError) return { kind: "failed", message: `${error.message} Your changes are kept in this browser.` };
  return { kind: "failed", message: `${error instanceof Error ? error.message : String(error)} Your changes are kept in this browser.` };
}

/** What the status line says. */
export function statusText(status: ChangeStatus, online: boolean): string {
  switch (status.kind) {
    case "idle":
      return "";
    case "refused":
      return `Not saved: fix the ${status.problems.length === 1 ? "problem" : `${status.problems.length} problems`} marked above first.`;
    case "saving":
      return status.total ? `Saving: photos uploaded ${Math.round(((status.sent ?? 0) / status.total) * 100)}%…` : "Saving…";
    case "saved":
      // Online, what happens next is followed below it (FollowedSaveStatus).
      if (!online) return `Saved into ${status.file}: "${status.message}".`;
      return status.by ? `Saved as ${status.by}: "${status.message}".` : `Saved: "${status.message}".`;
    case "conflict":
      if (status.files && status.files.length > 1) {
        const named = `${status.files.slice(0, -1).join(", ")} and ${status.files.at(-1)}`;
        return `${named} were changed ${online ? "on GitHub" : "on this computer"} since you opened them, so nothing was saved over. Your changes are kept here.`;
      }
      if (status.files?.length === 1) {
        return `${status.files[0]} was changed ${online ? "on GitHub" : "on this computer"} since you opened it, so nothing was saved over. Your changes are kept here.`;
      }
      return online
        ? "This file was changed on GitHub since you opened it (in another window, or by someone else). Your changes are kept here."
        : "This file was changed on this computer since you opened it (in another window, or by another program). Your changes are kept here.";
    case "signed-out":
      if (status.message) return status.message;
      return status.changes ? "Your GitHub sign-in has ended. Your changes are kept here: sign in again to save them." : new SignInError().message;
    case "failed":
      return status.message;
  }
}
