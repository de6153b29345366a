/**
 * The content's recent changes on this computer (docs/cms.md, "Recent changes"): the project's own git history of
 * content/, read-only, for the local endpoint (local-endpoint.ts answers with it). Git runs with execFile and fixed
 * arguments (no shell), in the project's folder and never above it (GIT_CEILING_DIRECTORIES), and reads objects only:
 * `log`, `rev-list`, `diff-tree` and `cat-file blob`, never a command that runs a filter, a hook or a pager. The one
 * value a request brings, a commit's sha, is checked against COMMIT_SHA before it reaches git; the files read are
 * the edited files by their fixed names (content/names.ts).
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { ChangeDetail, ChangedFile, ContentChange } from "../../../src/admin/backends/backend.ts";
import { COMMIT_SHA } from "../../../src/admin/backends/local-api.ts";
import { editedFileOfPath, editedFilePath, type EditedFile } from "../../../src/content/names.ts";

const run = promisify(execFile);

/** How many changes the list shows (as online: github-history.ts). */
export const HISTORY_LENGTH = 30;

/** Git's output, or undefined where git says no (not a repository, no such commit or file; git missing). */
async function git(root: string, args: readonly string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run("git", ["--no-pager", ...args], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(path.resolve(root)), GIT_OPTIONAL_LOCKS: "0" },
    });
    return stdout;
  } catch {
    return undefined;
  }
}

/**
 * Git's `-z` output split at its NULs: no commit message, author or file name can hold one (git refuses a message
 * with a NUL), so no text of a commit can add a field or a commit of its own, whatever bytes it holds.
 */
const nulFields = (out: string | undefined) => (out ?? "").split("\0");

/** The fields of each commit's record, in the order of LOG_FORMAT. */
const LOG_FORMAT = "%H%x00%an%x00%aI%x00%B";
const LOG_FIELDS = 4;

/** A file name of the log's: a path under content/ (the log's only path), the first after a line break. */
const filePathOf = (field: string) => field.replace(/^\n/, "");
const isFileField = (field: string) => filePathOf(field).startsWith("content/");

/**
 * The commits of `git log -z --name-only --format=LOG_FORMAT -- content/`: each record's fields, then the content
 * files it touched. A record's fields are read in order, so its message is never taken for anything else; a field
 * where a record starts is a file's (content/…) or a commit's sha, else the output isn't git's and nothing is listed.
 */
function parseLog(out: string | undefined): ContentChange[] {
  const fields = nulFields(out);
  const changes: ContentChange[] = [];
  let at = 0;
  while (at < fields.length) {
    const field = fields[at];
    if (field === "" || field === "\n") at += 1;
    else if (isFileField(field) && changes.length > 0) {
      const file = editedFileOfPath(filePathOf(field));
      if (file) changes.at(-1)!.files!.push(file);
      at += 1;
    } else {
      const [id, author, date, message] = fields.slice(at, at + LOG_FIELDS);
      if (!COMMIT_SHA.test(id) || message === undefined) throw new Error("git log's output wasn't a list of commits");
      changes.push({ id, author, date, message: message.trim(), files: [] });
      at += LOG_FIELDS;
    }
  }
  return changes;
}

/** The content's recent changes, newest first; none when the project is not a git repository. */
export async function readHistory(root: string): Promise<ContentChange[]> {
  const out = await git(root, [
    "log",
    "-z",
    `--max-count=${HISTORY_LENGTH}`,
    "--no-show-signature",
    "--relative",
    "--name-only",
    `--format=${LOG_FORMAT}`,
    "--",
    "content/",
  ]);
  return parseLog(out);
}

/** An edited file's text at a commit, or undefined when it had none. */
const textAt = (root: string, commit: string, name: EditedFile) => git(root, ["cat-file", "blob", `${commit}:./${editedFilePath(name)}`]);

/** An edited file's text at the project's last commit, or undefined when it had none (or there is no commit, or no git). */
export const textAtLastCommit = (root: string, name: EditedFile) => textAt(root, "HEAD", name);

/** What one commit did to the content files; undefined when there is no such commit. `id` must match COMMIT_SHA. */
export async function readChange(root: string, id: string): Promise<ChangeDetail | undefined> {
  if (!COMMIT_SHA.test(id)) throw new Error(`"${id}" is not a commit's sha`);
  const parents = await git(root, ["rev-list", "--parents", "--max-count=1", "--end-of-options", id]);
  if (parents === undefined) return undefined;
  const parent = parents.trim().split(" ")[1];
  const diff = await git(root, [
    "diff-tree",
    "-z",
    "-r",
    "--no-commit-id",
    "--no-renames",
    "--name-only",
    "--relative",
    ...(parent ? [parent, id] : ["--root", id]),
    "--",
    "content/",
  ]);
  const paths = nulFields(diff).filter((file) => file !== "");
  const names = paths.flatMap((file) => editedFileOfPath(file) ?? []);
  const files = await Promise.all(
    names.map(async (name): Promise<ChangedFile> => ({
      name,
      before: parent ? await textAt(root, parent, name) : undefined,
      after: await textAt(root, id, name),
    })),
  );
  return { files, otherFiles: names.length < paths.length };
}
