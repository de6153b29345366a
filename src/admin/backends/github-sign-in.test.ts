// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn, type SignInWindow } from "./github-sign-in.ts";
import { SignInError } from "./errors.ts";

/** The pop-up as the page sees it: what the page sent it, and whether it was closed. */
function popUp() {
  const window = { sent: [] as [string, string][], closed: false, close: vi.fn(), postMessage: vi.fn() };
  window.postMessage.mockImplementation((message: string, origin: string) => window.sent.push([message, origin]));
  window.close.mockImplementation(() => (window.closed = true));
  return window;
}

/** A message to the page from a window (the pop-up's `window.opener.postMessage` names the pop-up as its source). */
const fromWindow = (source: object, data: string, origin: string) =>
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as MessageEventSource }));
const fromPopUp = (data: string, origin: string) => fromWindow(pop, data, origin);

let opened: string[];
let pop: ReturnType<typeof popUp>;
const openWindow = (url: string): SignInWindow => {
  opened.push(url);
  return pop;
};

beforeEach(() => {
  vi.useFakeTimers();
  opened = [];
  pop = popUp();
});
afterEach(() => vi.useRealTimers());

describe("signing in with GitHub by Decap's pop-up protocol", () => {
  it("opens Netlify's provider when the site names none, asking for no scope, answers its handshake, and takes the token it sends", async () => {
    const token = signIn({ siteId: "www.redbridge-valeting.example", openWindow });
    // No scope: the GitHub App's access is its own permissions, on the site's repository alone.
    expect(opened).toEqual(["https://api.netlify.com/auth?provider=github&site_id=www.redbridge-valeting.example"]);
    fromPopUp("authorizing:github", "https://api.netlify.com");
    expect(pop.sent).toEqual([["authorizing:github", "https://api.netlify.com"]]);
    fromPopUp('authorization:github:success:{"token":"gho_abc","provider":"github"}', "https://api.netlify.com");
    await expect(token).resolves.toBe("gho_abc");
    expect(pop.close).toHaveBeenCalled();
  });

  it("uses the owner's own provider (CMS_AUTH_URL), and hears only that origin", async () => {
    const token = signIn({ authUrl: "https://auth.valet.example/", siteId: "valet.example", openWindow });
    expect(opened).toEqual(["https://auth.valet.example/auth?provider=github&site_id=valet.example"]);
    fromPopUp("authorizing:github", "https://evil.example");
    fromPopUp('authorization:github:success:{"token":"stolen","provider":"github"}', "https://evil.example");
    expect(pop.sent, "no answer to another origin").toEqual([]);
    fromPopUp("authorizing:github", "https://auth.valet.example");
    fromPopUp('authorization:github:success:{"token":"gho_own","provider":"github"}', "https://auth.valet.example");
    await expect(token).resolves.toBe("gho_own");
  });

  it("hears only the pop-up it opened: a message from another window of the provider's origin is ignored", async () => {
    const token = signIn({ siteId: "valet.example", openWindow });
    // A window a foreign page opened on the provider's address, or a frame of it, posting as the provider would.
    const another = popUp();
    fromWindow(another, "authorizing:github", "https://api.netlify.com");
    fromWindow(another, 'authorization:github:success:{"token":"gho_forged","provider":"github"}', "https://api.netlify.com");
    expect(pop.sent, "no answer to another window").toEqual([]);
    fromPopUp('authorization:github:success:{"token":"gho_own","provider":"github"}', "https://api.netlify.com");
    await expect(token).resolves.toBe("gho_own");
  });

  it("asks for the OAuth App's repo scope only when the site's scope setting says so", () => {
    void signIn({ siteId: "valet.example", scope: "repo", openWindow });
    expect(opened).toEqual(["https://api.netlify.com/auth?provider=github&site_id=valet.example&scope=repo"]);
  });

  it("says what the provider said when sign-in fails", async () => {
    const token = signIn({ siteId: "valet.example", openWindow });
    fromPopUp('authorization:github:error:{"message":"The user has denied your application access."}', "https://api.netlify.com");
    await expect(token).rejects.toThrow(
      new SignInError(
        "GitHub sign-in didn't work (The user has denied your application access.). Try again; if it keeps failing, send this message to whoever looks after the site.",
      ),
    );
  });

  it("says so when the browser blocks the pop-up", async () => {
    await expect(signIn({ siteId: "valet.example", openWindow: () => null })).rejects.toThrow(
      /blocked the GitHub sign-in window\. Allow pop-ups for this site/,
    );
  });

  it("says so when the owner closes the pop-up before signing in, and stops listening", async () => {
    const token = signIn({ siteId: "valet.example", openWindow });
    const failed = expect(token).rejects.toThrow(/sign-in window was closed before signing in finished/);
    pop.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    fromPopUp("authorizing:github", "https://api.netlify.com");
    expect(pop.sent, "no longer listening").toEqual([]);
  });
});
