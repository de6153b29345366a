/**
 * What the editor asks of wherever it saves (docs/cms.md, "The two backends"): GitHub online
 * (github.ts), `npm run edit`'s endpoint locally (local.ts). Failures are thrown as the classes of errors.ts.
 */
import type { ContentName, EditedFile } from "../../content/names.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";

/** A content file's text and which version of it that is, to save against. */
export interface FileVersion {
  text: string;
  /** GitHub's blob sha of the file; locally the sha-1 of its bytes. A save names it to say what it changes. */
  version: string;
}

/** Every content file's text, by its name. */
export type ContentTexts = Record<ContentName, string>;

export interface SaveRequest {
  name: EditedFile;
  text: string;
  /** The version the owner's changes were made on: the save is refused (ConflictError) if the file has moved on. */
  baseVersion: string;
  /** The commit message (locally, only reported). */
  message: string;
  photos?: PhotoChange;
  /** Bytes of photo upload sent so far, of the total: called as they go when photos are added. */
  onProgress?: (sent: number, total: number) => void;
}

export interface SaveResult {
  version: string;
  /** The commit made (online): what the editor follows through GitHub's check and the host's deploy (CommitFollower). */
  commit?: string;
}

export interface EditorBackend {
  read(name: EditedFile): Promise<FileVersion>;
  /**
   * The photo files there are now (content/photos/<file>): at the branch's head online, in the folder locally. A save
   * that names a photo is checked against it (a photo neither there nor in the save would break the site).
   */
  photos(): Promise<string[]>;
  /**
   * Every content file whose text there now differs from `held` (the texts the editor checks with), with its text
   * there: online at the branch's head, locally in the folder. Only what changed is fetched where that can be told.
   */
  changedTexts(held: ContentTexts): Promise<Partial<ContentTexts>>;
  /** Saves the text (and photos) in one commit, and answers the file's new version (and online, the commit's sha). */
  save(request: SaveRequest): Promise<SaveResult>;
  /** Online: what GitHub knows of a saved commit, its check and the host's deploy of it. */
  follower?: CommitFollower;
}

/*
 * After a save online, what a backend tells of its commit on the way to the site: the check, and the host's deploy
 * (GitHub's answers, read by github-follow.ts; followed by src/admin/follow/).
 */

/** Where the check stands, over every check run and commit status of the commit. */
export type CheckState = "none" | "pending" | "passed" | "failed";

/** A check run that failed: where GitHub shows it, and how many notes it has. */
export interface FailedRun {
  id: number;
  name: string;
  conclusion: string;
  url?: string;
  annotations: number;
}

export interface CheckReport {
  state: CheckState;
  failedRuns: FailedRun[];
  /** What a failed commit status says (a host that reports its build as a status), with its link. */
  failedStatuses: { context: string; description?: string; url?: string }[];
}

type DeployState = "none" | "pending" | "live" | "failed";

export interface DeployReport {
  state: DeployState;
  /** The deploy's own address (environment_url), when the host gives one. */
  url?: string;
  /** The host's log of the deploy (log_url, or target_url). */
  logUrl?: string;
}

/** One note of a failed check at a line of a file. */
export interface CheckAnnotation {
  path: string;
  line: number;
  column?: number;
  message: string;
}

export interface CommitFollower {
  check(sha: string): Promise<CheckReport>;
  deploy(sha: string): Promise<DeployReport>;
  /** The failure notes of these runs (warnings, the go-live list, are left out: the editor shows that list itself). */
  annotations(runs: readonly FailedRun[]): Promise<CheckAnnotation[]>;
}

/**
 * The backend wouldn't show this to the token (a GitHub App without the read permission it needs: 403, 404). Not in
 * errors.ts, which the list's first script loads: only following a save needs it.
 */
export class UnseenError extends Error {}
