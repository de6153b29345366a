/**
 * The owner's GitHub sign-in, kept for this tab's visit (sessionStorage: a reload keeps it, closing the tab
 * forgets it) until they sign out or GitHub stops taking it: the editor then asks them to sign in again, and
 * keeps their changes meanwhile (drafts.ts keeps those across visits). No other site's script runs on this origin
 * (docs/decisions.md 23); keeping the token for the visit only is the second line, so it isn't left on the
 * computer for days after the owner has finished.
 */
const TOKEN_KEY = "site-editor:github-token";

/** This visit's token, whether or not the browser lets it be kept. */
let current: string | undefined;

/** Earlier versions kept the token in localStorage, for good: a copy left there goes at the first look. */
function forgetLastingCopy(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}

export function savedToken(): string | undefined {
  if (current) return current;
  forgetLastingCopy();
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    // Storage refused (a private window's settings): the owner signs in at each visit.
    return undefined;
  }
}

export function keepToken(token: string): void {
  current = token;
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // As above: this visit still has the token.
  }
}

export function forgetToken(): void {
  current = undefined;
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing was kept.
  }
}
