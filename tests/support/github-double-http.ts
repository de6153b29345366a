/**
 * The GitHub double's requests and answers (github-double.ts), and the headers api.github.com sends with them as
 * GitHub's docs show them: "Using CORS and JSONP to make cross-origin requests" (the CORS answer and the preflight's)
 * and "Rate limits for the REST API" (x-ratelimit-*).
 */

export interface DoubleRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | null;
}

export interface DoubleAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const RATE_LIMIT = { limit: 5000 } as const;

const EXPOSED = "ETag, Link, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval";

export const GITHUB_CORS = {
  /** On every answer: any origin may read it, and these headers beyond the safelisted ones. */
  answer: { "access-control-allow-origin": "*", "access-control-expose-headers": EXPOSED },
  /** The answer to a preflight (OPTIONS): the request headers and methods a page may send. */
  preflight: {
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, X-Requested-With",
    "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
    "access-control-expose-headers": EXPOSED,
    "access-control-max-age": "86400",
  },
} as const;

export function answer(status: number, json: unknown, headers: Record<string, string> = {}): DoubleAnswer {
  return { status, headers: { "content-type": "application/json; charset=utf-8", ...headers }, body: JSON.stringify(json) };
}

/** GitHub's error body: its message, where its docs explain it, and the status as a string. */
export const failure = (status: number, message: string, documentation = "https://docs.github.com/rest") =>
  answer(status, { message, documentation_url: documentation, status: String(status) });

export const notFound = () => failure(404, "Not Found");
