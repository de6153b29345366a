/**
 * Signing in with GitHub through the owner's existing OAuth set-up, by Decap's pop-up protocol (decap-cms-lib-auth,
 * netlify-auth.js), so Netlify's provider or a self-hosted one (docs/editing-content.md) keeps working unchanged:
 *
 * 1. open `<authUrl>/auth?provider=github&site_id=<site>` in a pop-up: no scope for the GitHub App the guide sets up,
 *    whose access is its own permissions (Contents on the site's repository alone, its user tokens expiring after 8
 *    hours); `&scope=repo` only when the site says so (CMS_GITHUB_SCOPE, the OAuth App fallback);
 * 2. the pop-up posts "authorizing:github" to this page; the page answers the same string, to the provider's origin
 *    only, which tells the pop-up where to send the token;
 * 3. the pop-up posts `authorization:github:success:{"token":"…","provider":"github"}` (or `…:error:{…}`).
 *
 * Only the pop-up this page opened, showing the provider's origin, is heard: a message from any other origin, or from
 * another window of the provider's (one a foreign page opened, say), is ignored.
 * Call it straight from the click on the sign-in button: a browser lets a page open a pop-up only then.
 */
import { SignInError } from "./errors.ts";

/** Netlify's provider, when the site names none (no CMS_AUTH_URL). */
const NETLIFY_AUTH = "https://api.netlify.com";
const PROVIDER = "github";
/** How often the page looks whether the owner closed the pop-up. */
const CLOSED_CHECK_MS = 500;

/** The pop-up as the page sees it: the part of a window this protocol uses. */
export interface SignInWindow {
  postMessage(message: string, targetOrigin: string): void;
  close(): void;
  readonly closed: boolean;
}

interface SignInOptions {
  /** The sign-in service's address (the site's CMS_AUTH_URL); Netlify's when unset. */
  authUrl?: string;
  /** Which site is signing in (the page's host name): the provider looks up its OAuth app by it. */
  siteId: string;
  /** What to ask GitHub for (the site's CMS_GITHUB_SCOPE): unset or empty, nothing (a GitHub App); "repo" for an OAuth App. */
  scope?: string;
  /** Opens the pop-up (window.open by default); the tests' way in. */
  openWindow?: (url: string) => SignInWindow | null;
}

/** The pop-up's size, centred on the screen; a phone opens it as a new tab. */
function openPopUp(url: string): SignInWindow | null {
  const width = 960;
  const height = 600;
  const left = Math.max(0, (screen.width - width) / 2);
  const top = Math.max(0, (screen.height - height) / 2);
  return window.open(url, "github-sign-in", `width=${width},height=${height},left=${left},top=${top}`);
}

/** What follows a prefix in a message, parsed as JSON, or undefined when the message doesn't start with it. */
function payloadAfter(data: unknown, prefix: string): Record<string, unknown> | undefined {
  if (typeof data !== "string" || !data.startsWith(prefix)) return undefined;
  try {
    const parsed: unknown = JSON.parse(data.slice(prefix.length));
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Signs the owner in with GitHub, and resolves with the token; rejects with a SignInError saying what happened. */
export function signIn({ authUrl, siteId, scope, openWindow = openPopUp }: SignInOptions): Promise<string> {
  const base = (authUrl || NETLIFY_AUTH).replace(/\/+$/, "");
  const origin = new URL(base).origin;
  const url = `${base}/auth?${new URLSearchParams({ provider: PROVIDER, site_id: siteId, ...(scope ? { scope } : {}) })}`;
  // Opened before anything else happens: the browser allows it only within the click.
  const popUp = openWindow(url);
  if (!popUp) {
    return Promise.reject(new SignInError("The browser blocked the GitHub sign-in window. Allow pop-ups for this site, then tap the sign-in button again."));
  }
  return new Promise<string>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      window.removeEventListener("message", listen);
      clearInterval(closedCheck);
      outcome();
    };
    const listen = (event: MessageEvent) => {
      // The pop-up as window.open returned it is the very object a message from it names as its source.
      if (event.origin !== origin || (event.source as unknown) !== popUp) return;
      if (event.data === `authorizing:${PROVIDER}`) {
        popUp.postMessage(event.data, origin);
        return;
      }
      const success = payloadAfter(event.data, `authorization:${PROVIDER}:success:`);
      if (success && typeof success.token === "string" && success.token) {
        finish(() => resolve(success.token as string));
        popUp.close();
        return;
      }
      const failure = success ? { message: "the sign-in service sent no token" } : payloadAfter(event.data, `authorization:${PROVIDER}:error:`);
      if (failure) {
        // Netlify's provider says `message`; sveltia-cms-auth (the Cloudflare helper docs/editing-content.md names) says `error`.
        const said = [failure.message, failure.error].find((text): text is string => typeof text === "string" && text !== "");
        const reason = said ?? "no reason given";
        finish(() =>
          reject(new SignInError(`GitHub sign-in didn't work (${reason}). Try again; if it keeps failing, send this message to whoever looks after the site.`)),
        );
        popUp.close();
      }
    };
    const closedCheck = setInterval(() => {
      if (popUp.closed)
        finish(() => reject(new SignInError("The GitHub sign-in window was closed before signing in finished. Tap the sign-in button to try again.")));
    }, CLOSED_CHECK_MS);
    window.addEventListener("message", listen);
  });
}
