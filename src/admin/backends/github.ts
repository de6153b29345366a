/**
 * The editor's GitHub backend (docs/cms.md, "The two backends"): reads and commits the content files of
 * the owner's repository through GitHub's REST API, with the token of their sign-in (github-sign-in.ts).
 *
 * - read: `GET /repos/{repo}/contents/content/<name>.yaml?ref=<branch>`: the file's base64 `content` and blob `sha`.
 * - a save of the file alone: `PUT /repos/{repo}/contents/content/<name>.yaml` with `sha` = the version edited,
 *   which GitHub refuses with 409 if the file has moved on (ConflictError). GitHub also answers 409 when the
 *   repository's rules refuse the write (a ruleset, a protected branch): that is said in GitHub's words, never as a
 *   conflict (github-failures.ts).
 * - a save that adds or removes photos, or saves other files with it (`also`): one commit through the Git Data API
 *   (github-commit.ts), every file checked against its own version first.
 * - the photos there are: the branch head's tree, as that commit reads it (github-commit.ts).
 * - the content files as they are now, for the checks: the same tree, and the blobs that changed (github-content.ts).
 * - after a save, the commit's check and the host's deploy of it (github-follow.ts).
 * - the content's recent changes, and what one of them did (github-history.ts).
 *
 * Upload progress: in a browser, each blob is sent with XMLHttpRequest and reported as its bytes go (xhr-upload.ts).
 * With a `fetch` of the caller's (the tests' GitHub double) or no XMLHttpRequest, blobs go through that fetch and
 * each is reported whole once GitHub has answered for it.
 */
import type { EditorBackend, SaveRequest } from "./backend.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";
import { base64ToText, textToBase64 } from "./base64.ts";
import { ConflictError, RefusedError } from "./errors.ts";
import { gitHubApi, type GitHubApi, type UploadWithProgress } from "./github-api.ts";
import { authorOf, photosAtHead, saveInOneCommit } from "./github-commit.ts";
import { changedAtHead } from "./github-content.ts";
import { commitFollower } from "./github-follow.ts";
import { changeOnGitHub, historyOnGitHub } from "./github-history.ts";
import { failureOf, isStaleFile, ruleRefusal } from "./github-failures.ts";
import { isPhotoPath } from "../photos/photo-paths.ts";
import { xhrUpload } from "./xhr-upload.ts";
import { editedFilePath, type EditedFile } from "../../content/names.ts";

interface GitHubBackendOptions {
  /** "owner/name". */
  repo: string;
  branch: string;
  token: string;
  /** The tests' way in (a GitHub double); the browser's own fetch otherwise. */
  fetch?: typeof fetch;
  /** How blobs are sent with progress; XMLHttpRequest in a browser unless `fetch` is given. */
  upload?: UploadWithProgress;
}

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

const contentsPath = (name: EditedFile) => `contents/${editedFilePath(name)}`;

async function readFile(api: GitHubApi, repo: string, branch: string, name: EditedFile) {
  const path = editedFilePath(name);
  const answer = await api.call("GET", `${contentsPath(name)}?ref=${encodeURIComponent(branch)}`);
  if (answer.status !== 200) {
    throw failureOf(answer, `send ${path}`, {
      // GitHub answers 404 for a private repository the account can't see, as for a missing file ("Troubleshooting").
      404: () => new RefusedError(404, `GitHub has no ${path} on the "${branch}" branch of ${repo}, or your GitHub account can't see that repository.`),
    });
  }
  const file = answer.body as { type?: string; encoding?: string; content?: string; sha?: string };
  if (file.type !== "file" || file.encoding !== "base64" || typeof file.content !== "string" || typeof file.sha !== "string") {
    throw new RefusedError(200, `GitHub sent ${path} in a form the editor can't read (${file.type ?? "no type"}, ${file.encoding ?? "no encoding"}).`);
  }
  return { text: base64ToText(file.content), version: file.sha };
}

async function saveFileAlone(api: GitHubApi, branch: string, request: SaveRequest) {
  const answer = await api.call("PUT", contentsPath(request.name), {
    message: request.message,
    content: textToBase64(request.text),
    sha: request.baseVersion,
    branch,
  });
  if (answer.status !== 200 && answer.status !== 201) {
    if (isStaleFile(answer)) throw new ConflictError(undefined, [editedFilePath(request.name)]);
    throw ruleRefusal(answer, branch) ?? failureOf(answer, `save ${editedFilePath(request.name)}`);
  }
  const saved = answer.body as { content: { sha: string }; commit: { sha: string; author?: { name?: string } } };
  return { version: saved.content.sha, commit: saved.commit.sha, ...authorOf(saved.commit) };
}

const changesPhotos = (photos: PhotoChange | undefined) => Boolean(photos && (photos.add.length > 0 || photos.remove.length > 0));

export function githubBackend(options: GitHubBackendOptions): EditorBackend {
  if (!REPO.test(options.repo)) throw new Error(`site editor: "${options.repo}" is not a GitHub repository as owner/name`);
  const api = gitHubApi({
    repo: options.repo,
    token: options.token,
    fetch: options.fetch ?? ((...request) => fetch(...request)),
    upload: options.upload ?? (options.fetch === undefined && typeof XMLHttpRequest !== "undefined" ? xhrUpload : undefined),
  });
  return {
    read: (name) => readFile(api, options.repo, options.branch, name),
    photos: () => photosAtHead(api, options.branch),
    changedTexts: (held) => changedAtHead(api, options.branch, held),
    follower: commitFollower(api),
    history: () => historyOnGitHub(api, options.branch),
    changeDetail: (id) => changeOnGitHub(api, id),
    save: async (request) => {
      if (!changesPhotos(request.photos) && !request.also?.length) return saveFileAlone(api, options.branch, request);
      const strange = [...(request.photos?.add.map((photo) => photo.path) ?? []), ...(request.photos?.remove ?? [])].find((path) => !isPhotoPath(path));
      if (strange !== undefined) throw new Error(`site editor: "${strange}" is not a photo's path in content/photos`);
      return saveInOneCommit(api, options.branch, request);
    },
  };
}
