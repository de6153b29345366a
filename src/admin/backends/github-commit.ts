/**
 * A save with photos, or of several files (SaveRequest's `also`), as one commit through GitHub's Git Data API
 * (docs/cms.md, "The two backends"): the photos and the page that shows them, or a new package and its Savings at a
 * Glance row, arrive together, so the site is never built with one and not the other, and nothing is half-written.
 *
 * 1. The branch as it is: its ref → commit → root tree → the content/ tree (recursive, so the photos are listed);
 *    every file's blob there must still be the version the owner edited (else ConflictError naming each file that
 *    moved on, before any upload).
 * 2. Each file and each new photo as blobs (POST git/blobs, base64), reporting the bytes sent.
 * 3. A tree on the branch's (base_tree) with the new blobs and the removed photos (`sha: null`), a commit of it,
 *    and the branch moved to that commit without force. If the branch moved meanwhile (422 "not a fast forward":
 *    another commit, perhaps of another file), step 1 is read again and the same blobs committed on the new head,
 *    as long as every file saved is itself unchanged. A refusal by the repository's rules (a ruleset or a protected
 *    branch: 422 on the ref, or on a blob) is said in GitHub's words (github-failures.ts), never retried.
 */
import type { FileSave, SaveRequest, SaveResult } from "./backend.ts";
import { blobToBase64, textToBase64 } from "./base64.ts";
import { ConflictError, RefusedError } from "./errors.ts";
import type { GitHubAnswer, GitHubApi } from "./github-api.ts";
import { failureOf, ruleRefusal } from "./github-failures.ts";
import { isPhotoPath } from "../photos/photo-paths.ts";
import { editedFilePath } from "../../content/names.ts";

/** How many times the commit is placed on a branch that keeps moving, before the save is called a conflict. */
const ATTEMPTS = 3;

/** The branch's head: its commit, that commit's tree, and the blob of every file under content/ by its path. */
interface BranchHead {
  commit: string;
  tree: string;
  files: Map<string, string>;
}

interface TreeEntry {
  path: string;
  type: string;
  sha: string;
}

const pathOf = (part: string) => part.split("/").map(encodeURIComponent).join("/");

/** The answer's body when its status is the one expected; otherwise the failure it stands for. */
function bodyOf<T>(answer: GitHubAnswer, status: number, doing: string): T {
  if (answer.status !== status) throw failureOf(answer, doing);
  return answer.body as T;
}

export async function branchHead(api: GitHubApi, branch: string): Promise<BranchHead> {
  const doing = `read the "${branch}" branch`;
  const ref = bodyOf<{ object: { sha: string } }>(await api.call("GET", `git/ref/heads/${pathOf(branch)}`), 200, doing);
  const commit = bodyOf<{ tree: { sha: string } }>(await api.call("GET", `git/commits/${ref.object.sha}`), 200, doing);
  const root = bodyOf<{ tree: TreeEntry[] }>(await api.call("GET", `git/trees/${commit.tree.sha}`), 200, doing);
  const contentTree = root.tree.find((entry) => entry.path === "content" && entry.type === "tree");
  if (!contentTree) throw new RefusedError(404, `The "${branch}" branch has no content folder: the editor can't save there.`);
  const content = bodyOf<{ tree: TreeEntry[] }>(await api.call("GET", `git/trees/${contentTree.sha}?recursive=1`), 200, doing);
  const files = new Map(content.tree.filter((entry) => entry.type === "blob").map((entry) => [`content/${entry.path}`, entry.sha]));
  return { commit: ref.object.sha, tree: commit.tree.sha, files };
}

/** The photo files on the branch's head (content/photos/<file>), as its tree lists them. */
export async function photosAtHead(api: GitHubApi, branch: string): Promise<string[]> {
  const head = await branchHead(api, branch);
  return [...head.files.keys()].filter(isPhotoPath);
}

/** Every content file the save writes: the one edited first, then the others that go with it. */
const filesOf = (request: SaveRequest): FileSave[] => [request, ...(request.also ?? [])];

interface Blobs {
  /** Each file's blob, in the order of filesOf. */
  files: { path: string; sha: string }[];
  photos: { path: string; sha: string }[];
}

/** Uploads the files and the added photos as blobs, in turn (GitHub asks for requests one at a time), with progress. */
async function uploadBlobs(api: GitHubApi, branch: string, request: SaveRequest): Promise<Blobs> {
  const files = filesOf(request);
  const bodies = [
    ...files.map((file) => JSON.stringify({ content: textToBase64(file.text), encoding: "base64" })),
    ...(await Promise.all((request.photos?.add ?? []).map(async (photo) => JSON.stringify({ content: await blobToBase64(photo.bytes), encoding: "base64" })))),
  ];
  const total = bodies.reduce((sum, body) => sum + body.length, 0);
  let done = 0;
  request.onProgress?.(0, total);
  const shas: string[] = [];
  for (const body of bodies) {
    const answer = await api.upload("git/blobs", body, (bytes) => request.onProgress?.(done + Math.min(bytes, body.length), total));
    const refused = ruleRefusal(answer, branch);
    if (refused) throw refused;
    shas.push(bodyOf<{ sha: string }>(answer, 201, `save ${editedFilePath(request.name)}`).sha);
    done += body.length;
  }
  const photos = shas.slice(files.length);
  return {
    files: files.map((file, index) => ({ path: editedFilePath(file.name), sha: shas[index] })),
    photos: (request.photos?.add ?? []).map((photo, index) => ({ path: photo.path, sha: photos[index] })),
  };
}

/** Who GitHub wrote as a commit's author (the signed-in account's name), when its answer says. */
export const authorOf = (commit: { author?: { name?: string } | null }): Pick<SaveResult, "by"> => (commit.author?.name ? { by: commit.author.name } : {});

/** Commits the blobs onto the head, and answers the commit if the branch took it (undefined: it moved meanwhile). */
async function commitOnto(api: GitHubApi, request: SaveRequest, branch: string, head: BranchHead, blobs: Blobs) {
  const doing = `save ${editedFilePath(request.name)}`;
  const added = new Set(blobs.photos.map((photo) => photo.path));
  // A photo already gone needs no removing (and GitHub refuses to delete a file that isn't there).
  const removed = (request.photos?.remove ?? []).filter((path) => head.files.has(path) && !added.has(path));
  const blob = (path: string, sha: string | null) => ({ path, mode: "100644", type: "blob", sha });
  const tree = bodyOf<{ sha: string }>(
    await api.call("POST", "git/trees", {
      base_tree: head.tree,
      tree: [
        ...blobs.files.map((file) => blob(file.path, file.sha)),
        ...blobs.photos.map((photo) => blob(photo.path, photo.sha)),
        ...removed.map((path) => blob(path, null)),
      ],
    }),
    201,
    doing,
  );
  const commit = bodyOf<{ sha: string; author?: { name?: string } }>(
    await api.call("POST", "git/commits", { message: request.message, tree: tree.sha, parents: [head.commit] }),
    201,
    doing,
  );
  const moved = await api.call("PATCH", `git/refs/heads/${pathOf(branch)}`, { sha: commit.sha, force: false });
  const refused = ruleRefusal(moved, branch);
  if (refused) throw refused;
  if (moved.status === 422 && /fast.forward/i.test(String((moved.body as { message?: unknown } | undefined)?.message))) return undefined;
  if (moved.status !== 200) throw failureOf(moved, doing);
  return commit;
}

/** Throws ConflictError, naming each, when a file on the branch is no longer the version the owner edited. */
function checkUnchanged(head: BranchHead, request: SaveRequest): void {
  const moved = filesOf(request)
    .map((file) => ({ path: editedFilePath(file.name), baseVersion: file.baseVersion }))
    .filter((file) => head.files.get(file.path) !== file.baseVersion)
    .map((file) => file.path);
  if (moved.length > 0) throw new ConflictError(undefined, moved);
}

export async function saveInOneCommit(api: GitHubApi, branch: string, request: SaveRequest): Promise<SaveResult> {
  let head = await branchHead(api, branch);
  checkUnchanged(head, request);
  const blobs = await uploadBlobs(api, branch, request);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const commit = await commitOnto(api, request, branch, head, blobs);
    if (commit) return { version: blobs.files[0].sha, commit: commit.sha, ...authorOf(commit) };
    if (attempt === ATTEMPTS) break;
    head = await branchHead(api, branch);
    checkUnchanged(head, request);
  }
  throw new ConflictError("GitHub's copy of the site kept changing while saving, so it wasn't saved. Try saving again in a moment.");
}
