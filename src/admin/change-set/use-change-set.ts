/**
 * The screens' hook onto the change-set pipeline (change-set.ts): the backend of the page's mode, where the last
 * change set stands (change-status.ts), the commit of a set with the follow-up of it started once committed
 * (follow/), and "Sign in again", the one new sign-in every screen offers when GitHub's has ended.
 */
import { useCallback, useMemo, useState } from "react";
import baseline from "virtual:editor/baseline";
import type { EditorBackend } from "../backends/backend.ts";
import { SignInError } from "../backends/errors.ts";
import { signIn } from "../backends/github-sign-in.ts";
import { makeBackend } from "../backends/make-backend.ts";
import { refreshContent } from "../checks/editor-checks.ts";
import type { EditorMode, EditorSettings } from "../editor-settings.ts";
import { useFollowedSave } from "../follow/use-followed-save.ts";
import { keepToken } from "../session.ts";
import { commitChangeSet, type ChangeSet, type Outcome, type PipelineContext } from "./change-set.ts";
import type { ChangeStatus } from "./change-status.ts";

const IDLE: ChangeStatus = { kind: "idle" };

/** What a screen adds to its commit: the photos it knows of, and how it takes in the commit (`settle`, step 5). */
export type CommitOptions = Pick<PipelineContext, "photos" | "onPhotosListed" | "settle">;

export function useChangeSet(mode: EditorMode, settings: EditorSettings) {
  const online = mode === "github";
  /** The backend, or why there is none (a page without its settings). */
  const [backend, setBackend] = useState<EditorBackend | string>(() => makeBackend(mode, settings));
  const [status, setStatus] = useState<ChangeStatus>(IDLE);
  // Online, each commit is followed until it is live, through reloads (follow/use-followed-save.ts).
  const followed = useFollowedSave(online ? settings.repo : undefined, typeof backend === "string" ? undefined : backend.follower);
  const { start } = followed;

  /** The set through the pipeline, on `using` (a renewed backend, right after a new sign-in); undefined without a backend. */
  const commit = useCallback(
    async (set: ChangeSet | (() => ChangeSet), options: CommitOptions = {}, using: EditorBackend | string = backend): Promise<Outcome | undefined> => {
      if (typeof using === "string") return undefined;
      const repo = online ? settings.repo : undefined;
      const outcome = await commitChangeSet(set, { backend: using, repo, built: baseline.content, onStatus: setStatus, ...options });
      setStatus(outcome.status);
      if (outcome.committed?.follow) start(outcome.committed.follow);
      // The checks see the content as it is now, the commit in it.
      if (outcome.committed) void refreshContent(using);
      return outcome;
    },
    [backend, start, online, settings.repo],
  );

  /** True, and the status says so, when `error` is an ended sign-in: the screen leaves what it shows as it is. */
  const endedSignIn = useCallback((error: unknown, changes = false): boolean => {
    if (!(error instanceof SignInError)) return false;
    setStatus({ kind: "signed-out", changes });
    return true;
  }, []);

  /**
   * A new sign-in, and a new backend with it: the renewed backend (the screen reads or saves again with it), or
   * undefined when the sign-in didn't happen (the status says why, and "Sign in again" stays).
   */
  const signInAgain = useCallback(async (): Promise<EditorBackend | undefined> => {
    try {
      keepToken(await signIn({ authUrl: settings.authUrl, scope: settings.scope, siteId: location.hostname }));
    } catch (error) {
      setStatus((now) => ({
        kind: "signed-out",
        changes: now.kind === "signed-out" && now.changes,
        message: error instanceof Error ? error.message : String(error),
      }));
      return undefined;
    }
    const renewed = makeBackend(mode, settings);
    setStatus(IDLE);
    setBackend(renewed);
    return typeof renewed === "string" ? undefined : renewed;
  }, [mode, settings]);

  return useMemo(
    () => ({ online, backend, status, setStatus, followed, commit, endedSignIn, signInAgain }),
    [online, backend, status, followed, commit, endedSignIn, signInAgain],
  );
}

export type ChangeSets = ReturnType<typeof useChangeSet>;
