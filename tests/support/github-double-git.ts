/**
 * The git objects behind the GitHub double (github-double.ts): blobs, trees and commits hashed as git hashes them
 * (sha-1 of "<type> <size>\0<content>"), so a blob's sha is the one GitHub would give the same bytes.
 */
import { createHash } from "node:crypto";

interface TreeEntry {
  mode: string;
  type: "blob" | "tree";
  sha: string;
}

interface Commit {
  tree: string;
  parents: string[];
  message: string;
  author: string;
  date: string;
}

/** A file in a flat listing: its blob and mode. */
export interface FlatFile {
  sha: string;
  mode: string;
}

const objectSha = (type: string, content: Buffer) => createHash("sha1").update(`${type} ${content.length}\0`).update(content).digest("hex");

/** Git orders a tree's entries by name, a folder's as if its name ended in "/". */
const sortKey = ([name, entry]: [string, TreeEntry]) => (entry.type === "tree" ? `${name}/` : name);

export class GitObjects {
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, Map<string, TreeEntry>>();
  readonly commits = new Map<string, Commit>();
  private clock = Date.UTC(2026, 0, 1, 9);
  /** Once a commit was dated by a test (one made "yesterday"), the commits after it are dated now, as GitHub would. */
  private realTime = false;

  addBlob(bytes: Buffer): string {
    const sha = objectSha("blob", bytes);
    this.blobs.set(sha, bytes);
    return sha;
  }

  private addTree(entries: Map<string, TreeEntry>): string {
    const sorted = [...entries].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    const content = Buffer.concat(
      sorted.map(([name, entry]) => Buffer.concat([Buffer.from(`${entry.type === "tree" ? "40000" : entry.mode} ${name}\0`), Buffer.from(entry.sha, "hex")])),
    );
    const sha = objectSha("tree", content);
    this.trees.set(sha, new Map(sorted));
    return sha;
  }

  /** The tree of a flat listing (path → file), with a tree for each folder. */
  buildTree(files: Map<string, FlatFile>): string {
    const here = new Map<string, TreeEntry>();
    const folders = new Map<string, Map<string, FlatFile>>();
    for (const [path, file] of files) {
      const slash = path.indexOf("/");
      if (slash < 0) here.set(path, { mode: file.mode, type: "blob", sha: file.sha });
      else {
        const folder = path.slice(0, slash);
        if (!folders.has(folder)) folders.set(folder, new Map());
        folders.get(folder)!.set(path.slice(slash + 1), file);
      }
    }
    for (const [folder, inside] of folders) here.set(folder, { mode: "040000", type: "tree", sha: this.buildTree(inside) });
    return this.addTree(here);
  }

  /** Every file under a tree, by its path from there. */
  flatten(treeSha: string, prefix = ""): Map<string, FlatFile> {
    const files = new Map<string, FlatFile>();
    for (const [name, entry] of this.trees.get(treeSha) ?? []) {
      if (entry.type === "tree") for (const [path, file] of this.flatten(entry.sha, `${prefix}${name}/`)) files.set(path, file);
      else files.set(`${prefix}${name}`, { sha: entry.sha, mode: entry.mode });
    }
    return files;
  }

  /** Every entry under a tree, folders too, as GitHub lists a tree with `recursive`. */
  listRecursively(treeSha: string, prefix = ""): { path: string; entry: TreeEntry }[] {
    return [...(this.trees.get(treeSha) ?? [])].flatMap(([name, entry]) => [
      { path: `${prefix}${name}`, entry },
      ...(entry.type === "tree" ? this.listRecursively(entry.sha, `${prefix}${name}/`) : []),
    ]);
  }

  addCommit(tree: string, parents: string[], message: string, author = "Site owner", at?: Date): string {
    if (at) this.realTime = true;
    this.clock = at ? at.getTime() : this.realTime ? Math.max(this.clock + 1000, Date.now()) : this.clock + 60_000;
    const date = new Date(this.clock).toISOString().replace(/\.\d+Z$/, "Z");
    const stamp = `${author} <owner@example.com> ${Math.floor(this.clock / 1000)} +0000`;
    const text = [`tree ${tree}`, ...parents.map((parent) => `parent ${parent}`), `author ${stamp}`, `committer ${stamp}`, "", message].join("\n");
    const sha = objectSha("commit", Buffer.from(text));
    this.commits.set(sha, { tree, parents, message, author, date });
    return sha;
  }

  /** Whether `ancestor` is `commit` or one of its ancestors: a ref moving from one to the other is a fast forward. */
  isAncestor(ancestor: string, commit: string): boolean {
    const seen = new Set<string>();
    const waiting = [commit];
    while (waiting.length > 0) {
      const next = waiting.pop()!;
      if (next === ancestor) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      waiting.push(...(this.commits.get(next)?.parents ?? []));
    }
    return false;
  }
}
