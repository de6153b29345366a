/**
 * The backend Recent changes reads and saves through, and, online, what to do when its sign-in has ended (a
 * SignInError reading the list, opening a change, or saving a put back): the screen says so and offers "Sign in
 * again", which makes a new sign-in and a new backend, as the service area's does (service-area/use-postcode-list.ts).
 * Everything read with the new backend is read again: the list, and the opened change, whose put back stays as shown.
 */
import { useCallback, useState } from "react";
import { signIn } from "../backends/github-sign-in.ts";
import { SignInError } from "../backends/errors.ts";
import { makeBackend } from "../backends/make-backend.ts";
import type { EditorMode, EditorSettings } from "../editor-settings.ts";
import { keepToken } from "../session.ts";

export function useSignedInBackend(mode: EditorMode, settings: EditorSettings) {
  const [backend, setBackend] = useState(() => makeBackend(mode, settings));
  /** What the owner is told while the sign-in has ended (or the new one failed); undefined while signed in. */
  const [signedOut, setSignedOut] = useState<string>();

  /** True, and the screen says so, when `error` is an ended sign-in: the caller then leaves what it shows as it is. */
  const endedSignIn = useCallback((error: unknown): boolean => {
    if (!(error instanceof SignInError)) return false;
    setSignedOut(error.message);
    return true;
  }, []);

  const signInAgain = useCallback(async () => {
    try {
      keepToken(await signIn({ authUrl: settings.authUrl, scope: settings.scope, siteId: location.hostname }));
    } catch (error) {
      return setSignedOut(error instanceof Error ? error.message : String(error));
    }
    setSignedOut(undefined);
    setBackend(makeBackend(mode, settings));
  }, [mode, settings]);

  return { backend, signedOut, endedSignIn, signInAgain };
}
