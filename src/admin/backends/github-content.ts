/**
 * The content files as they are at the branch's head, for the checks across files and the go-live list
 * (src/admin/checks/editor-checks.ts), fetching only what changed: the head's tree names each file's blob (the same reads
 * a save with photos makes, github-commit.ts), and only a file whose blob differs from the text already held (the
 * build's, at first) is fetched, by its blob (`GET git/blobs/{sha}`).
 */
import type { ContentTexts } from "./backend.ts";
import { base64ToText } from "./base64.ts";
import type { GitHubApi } from "./github-api.ts";
import { branchHead } from "./github-commit.ts";
import { failureOf } from "./github-failures.ts";
import { CONTENT_NAMES, contentFilePath } from "../../content/names.ts";

/** Git's name for a text as a blob (sha-1 of "blob <size>\0" and its bytes): what GitHub's tree lists for the file. */
async function blobSha(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const object = new Uint8Array(header.length + bytes.length);
  object.set(header);
  object.set(bytes, header.length);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", object));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function blobText(api: GitHubApi, sha: string, path: string): Promise<string> {
  const answer = await api.call("GET", `git/blobs/${sha}`);
  if (answer.status !== 200) throw failureOf(answer, `read ${path}`);
  return base64ToText((answer.body as { content: string }).content);
}

/** Every content file whose text at the head differs from `held`, with its text there. */
export async function changedAtHead(api: GitHubApi, branch: string, held: ContentTexts): Promise<Partial<ContentTexts>> {
  const { files } = await branchHead(api, branch);
  const changed = await Promise.all(
    CONTENT_NAMES.map(async (name) => {
      const sha = files.get(contentFilePath(name));
      if (sha === undefined || sha === (await blobSha(held[name]))) return [];
      return [[name, await blobText(api, sha, contentFilePath(name))] as const];
    }),
  );
  return Object.fromEntries(changed.flat());
}
