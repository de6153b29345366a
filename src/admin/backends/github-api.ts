/**
 * Requests to GitHub's REST API for one repository, from the owner's browser (api.github.com answers browsers
 * directly: CORS from any origin). Every request carries the owner's token and asks for GitHub's JSON; a request
 * that gets no answer at all is an OfflineError.
 *
 * No `X-GitHub-Api-Version` header, though GitHub's docs suggest one: a browser sends it only if GitHub's CORS
 * preflight allows it, and GitHub's documented preflight answer (docs.github.com, "Using CORS and JSONP to make
 * cross-origin requests") doesn't list it; github/docs#24706 is the CORS failure it caused. Without it GitHub
 * answers as its default version, 2022-11-28, which is what this code follows (docs/decisions.md, "GitHub's REST API
 * version").
 */
import { OfflineError } from "./errors.ts";

export const GITHUB_API = "https://api.github.com";

/** One answer from GitHub, however it was sent. */
export interface GitHubAnswer {
  status: number;
  /** A response header, or null (a browser shows only the headers GitHub's CORS answer exposes). */
  header(name: string): string | null;
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
}

interface GitHubRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sends a request while telling how many bytes of its body have gone (XMLHttpRequest's upload progress). */
export type UploadWithProgress = (request: GitHubRequest, onSent: (bytes: number) => void) => Promise<GitHubAnswer>;

export const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

export interface GitHubApi {
  /** A request to `/repos/<repo>/<path>`, with a JSON body if one is given. */
  call(method: string, path: string, body?: unknown): Promise<GitHubAnswer>;
  /**
   * A POST of a JSON body already written, reporting its bytes as they go when an upload with progress is
   * available; otherwise sent as any other request, and reported whole once answered.
   */
  upload(path: string, body: string, onSent: (bytes: number) => void): Promise<GitHubAnswer>;
}

export function gitHubApi(options: { repo: string; token: string; fetch: typeof fetch; upload?: UploadWithProgress }): GitHubApi {
  const headers = { Accept: "application/vnd.github+json", Authorization: `Bearer ${options.token}` };
  const request = (method: string, path: string, body?: string): GitHubRequest => ({
    method,
    url: `${GITHUB_API}/repos/${options.repo}/${path}`,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body,
  });
  const send = async ({ method, url, headers, body }: GitHubRequest): Promise<GitHubAnswer> => {
    let response: Response;
    try {
      // "no-cache": GitHub lets a browser keep its answers for 60 s; a read must see a save made a moment ago.
      // The browser asks again with the ETag it has, and GitHub's 304 doesn't count against the rate limit.
      response = await options.fetch(url, { method, headers, body, cache: "no-cache" });
    } catch {
      throw new OfflineError();
    }
    return { status: response.status, header: (name) => response.headers.get(name), body: parseJson(await response.text()) };
  };
  return {
    call: (method, path, body) => send(request(method, path, body === undefined ? undefined : JSON.stringify(body))),
    upload: async (path, body, onSent) => {
      if (options.upload) return options.upload(request("POST", path, body), onSent);
      const answer = await send(request("POST", path, body));
      onSent(body.length);
      return answer;
    },
  };
}
