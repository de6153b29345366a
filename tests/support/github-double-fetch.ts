/**
 * The GitHub double as a page on another origin reaches it with fetch, for unit tests in Node: what a browser's
 * CORS rules would stop is stopped here too, so a test fails where the owner's browser would.
 * - A request header that is neither CORS-safelisted nor in the double's preflight answer (Access-Control-Allow-
 *   Headers) fails the way a browser reports a refused preflight: a TypeError, no answer.
 * - The answer shows only the CORS-safelisted response headers and those GitHub exposes (Retry-After is not).
 */
import { GITHUB_CORS, type DoubleAnswer, type DoubleRequest } from "./github-double-http.ts";

const listed = (header: string) => new Set(header.split(",").map((name) => name.trim().toLowerCase()));
const SAFELISTED_REQUEST = new Set(["accept", "accept-language", "content-language"]);
const SAFELISTED_RESPONSE = new Set(["cache-control", "content-language", "content-length", "content-type", "expires", "last-modified", "pragma"]);

export function browserFetch(handle: (request: DoubleRequest) => DoubleAnswer): typeof fetch {
  const allowedRequest = listed(GITHUB_CORS.preflight["access-control-allow-headers"]);
  const allowedMethods = listed(GITHUB_CORS.preflight["access-control-allow-methods"]);
  const exposed = listed(GITHUB_CORS.answer["access-control-expose-headers"]);
  return async (input, init = {}) => {
    const request = new Request(input, init);
    const headers = Object.fromEntries(request.headers);
    const refused = Object.keys(headers).find((name) => !SAFELISTED_REQUEST.has(name) && !allowedRequest.has(name));
    if (refused) throw new TypeError(`Failed to fetch (CORS: the preflight doesn't allow the request header "${refused}")`);
    if (!["get", "head"].includes(request.method.toLowerCase()) && !allowedMethods.has(request.method.toLowerCase())) {
      throw new TypeError(`Failed to fetch (CORS: the preflight doesn't allow ${request.method})`);
    }
    const body = request.body ? await request.text() : undefined;
    const answered = handle({ method: request.method, url: request.url, headers, body });
    const shown = Object.entries(answered.headers).filter(([name]) => SAFELISTED_RESPONSE.has(name.toLowerCase()) || exposed.has(name.toLowerCase()));
    return new Response(answered.status === 204 ? null : answered.body, { status: answered.status, headers: shown });
  };
}
