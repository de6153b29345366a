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

/** One content file of a save: its new text, and the version it was edited from. */
export interface FileSave {
  name: EditedFile;
  text: string;
  /** The version the owner's changes were made on: the save is refused (ConflictError) if the file has moved on. */
  baseVersion: string;
}

export interface SaveRequest extends FileSave {
  /**
   * Other files saved in the same commit (a package added on the Pricing page brings its Savings at a Glance row):
   * all of them or none, each checked against its own base version like the file being edited.
   */
  also?: FileSave[];
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
  /**
   * Who the commit says saved it (online): GitHub writes the signed-in account's name as its author, so an owner and a
   * helper, each signed in with their own account, are told apart, as Recent changes tells them (ContentChange's author).
   */
  by?: string;
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
  /**
   * Saves the text (with the `also` files and the photos) in one commit, all or nothing, and answers the edited file's
   * new version (and online, the commit's sha).
   */
  save(request: SaveRequest): Promise<SaveResult>;
  /**
   * The content's recent changes, newest first (history.ts): online GitHub's commits of content/ on the branch, in one
   * request; locally the content folder's own git history (none when it is not in a git repository).
   */
  history(): Promise<ContentChange[]>;
  /** What one change of `history` did: each content file it touched, before and after it. */
  changeDetail(id: string): Promise<ChangeDetail>;
  /** Online: what GitHub knows of a saved commit, its check and the host's deploy of it. */
  follower?: CommitFollower;
}

/** One change of the content's history: a commit (or, locally, a save not yet committed), as its message, author and date tell it. */
export interface ContentChange {
  /** The commit's sha (a save's id): what changeDetail is asked for, never shown. */
  id: string;
  message: string;
  author: string;
  /** When, as an ISO 8601 date. */
  date: string;
  /** The edited files it touched, where the listing tells (locally); online only its detail does. */
  files?: EditedFile[];
  /** Locally: a save made on this computer and not yet committed (listed above the commits). */
  unpublished?: boolean;
}

/** A content file as a change left it: its text before and after (undefined where it didn't exist). */
export interface ChangedFile {
  name: EditedFile;
  before?: string;
  after?: string;
}

export interface ChangeDetail {
  files: ChangedFile[];
  /** Whether it also touched files of content/ other than the edited files (photos): those a put back leaves. */
  otherFiles: boolean;
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
