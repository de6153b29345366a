/**
 * A request sent with XMLHttpRequest, for its upload progress: fetch can't tell how much of a body has gone, and a
 * large photo on a slow line needs a moving bar (issue 44). GitHub's CORS answer applies to it as to fetch.
 */
import type { GitHubAnswer, UploadWithProgress } from "./github-api.ts";
import { parseJson } from "./github-api.ts";
import { OfflineError } from "./errors.ts";

export const xhrUpload: UploadWithProgress = (request, onSent) =>
  new Promise<GitHubAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    // The body is JSON of base64 (ASCII): its bytes are its characters.
    xhr.upload.addEventListener("progress", (event) => onSent(event.loaded));
    xhr.addEventListener("load", () => {
      onSent(request.body?.length ?? 0);
      resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), body: parseJson(xhr.responseText) });
    });
    for (const failure of ["error", "abort", "timeout"]) xhr.addEventListener(failure, () => reject(new OfflineError()));
    xhr.send(request.body ?? null);
  });
