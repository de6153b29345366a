/**
 * How a backend's read or save fails, one class per thing the owner can do about it (docs/cms.md,
 * "The two backends"). Each message is one plain sentence or two for the owner, on a phone: what happened and what
 * to do. The editor adds what becomes of their changes (src/admin/change-set/change-status.ts), so these don't.
 */

/** Any failure a backend reports; anything else thrown is a bug. */
export class BackendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The file changed since it was read (GitHub's 409, a moved blob, a refused fast-forward; the local endpoint's 409). */
export class ConflictError extends BackendError {
  /** The content files (content/<name>.yaml) that changed, when the backend knows which: the editor names them by title. */
  readonly files: readonly string[];

  constructor(
    message = "This file was changed since you opened it, so it wasn't saved over. Open the newer version to apply your changes to it.",
    files: readonly string[] = [],
  ) {
    super(message);
    this.files = files;
  }
}

/** GitHub no longer takes the sign-in (401), or the sign-in itself didn't finish. */
export class SignInError extends BackendError {
  constructor(message = "Your GitHub sign-in has ended. Sign in again to carry on.") {
    super(message);
  }
}

const CLOCK = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/** GitHub is limiting this account's requests for now (403 or 429 with its rate-limit headers). */
export class RateLimitError extends BackendError {
  /** When GitHub takes requests again, when it said. */
  readonly retryAt: Date | undefined;

  constructor(retryAt?: Date) {
    super(
      retryAt
        ? `GitHub has had too many requests from your account for now. Try again after ${CLOCK.format(retryAt)}.`
        : "GitHub has had too many requests from your account for now. Try again in a few minutes.",
    );
    this.retryAt = retryAt;
  }
}

/** The request never got an answer: the phone's connection, or the local editor's server has stopped. */
export class OfflineError extends BackendError {
  constructor(message = "GitHub couldn't be reached. Check the connection (Wi-Fi or mobile data) and try again.") {
    super(message);
  }
}

/** Any other answer: its status and what the server said, for the owner to pass on if it persists. */
export class RefusedError extends BackendError {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
