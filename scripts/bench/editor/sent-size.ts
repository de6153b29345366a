/**
 * What the server sends for one address, asked again from Node: the body as compressed for the encodings offered,
 * and the response's head. For what the browser's own record can't say: a download that went on after its page
 * left (tab-traffic.ts's orphans), and a script's size in gzip, which issue 44's budget is in (the server sends
 * Chromium brotli). The server compresses at a fixed level, so the same request gets the same bytes.
 */
import http from "node:http";

/** What Chromium offers (its Accept-Encoding), so the size is the one it got. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

const known = new Map<string, Promise<{ body: number; head: number }>>();

export function sentSize(url: string, acceptEncoding: string): Promise<{ body: number; head: number }> {
  const key = `${acceptEncoding} ${url}`;
  let size = known.get(key);
  if (!size) {
    size = new Promise((resolve, reject) => {
      http
        .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
          let body = 0;
          // Node leaves the body as sent (compressed): only the chunked framing is taken off.
          response.on("data", (chunk: Buffer) => (body += chunk.length));
          response.on("end", () => {
            // Each header is "name: value\r\n": two characters after the name and two after the value.
            const headers = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
            resolve({ body, head: `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + headers + 2 });
          });
          response.on("error", reject);
        })
        .on("error", reject);
    });
    known.set(key, size);
  }
  return size;
}
