/**
 * The owner's GitHub sign-in, kept in this browser (localStorage) until they sign out or GitHub stops
 * taking it: the editor then asks them to sign in again, and keeps their changes meanwhile.
 */
const TOKEN_KEY = "site-editor:github-token";

/** This visit's token, whether or not the browser lets it be kept. */
let current: string | undefined;

export function savedToken(): string | undefined {
  if (current) return current;
  try {
    return localStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    // Storage refused (a private window's settings): the owner signs in at each visit.
    return undefined;
  }
}

export function keepToken(token: string): void {
  current = token;
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // As above: this visit still has the token.
  }
}

export function forgetToken(): void {
  current = undefined;
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing was kept.
  }
}
