/**
 * What GitHub knows of one commit after a save (docs/cms.md, "After a save: following it until it is live"), read
 * through its REST API (version 2022-11-28) with the owner's token:
 *
 * - the check: `GET commits/{sha}/check-runs` (the workflow's job "check", and any other app's check run, each
 *   `status` queued, in_progress … completed, with a `conclusion`) and `GET commits/{sha}/status` (the combined
 *   commit status: "pending" with no statuses at all, so only counted when `total_count` > 0);
 * - a failed run's notes: `GET check-runs/{id}/annotations` (`path`, `start_line`, `start_column`,
 *   `annotation_level`, `message`), which the workflow's problem matcher writes at a content problem's line
 *   (.github/content-problem-matcher.json: failures for mistakes, warnings for the go-live list);
 * - the host: `GET deployments?sha=` (Netlify and Cloudflare Pages create one per deploy of a commit, newest first)
 *   and `GET deployments/{id}/statuses` (newest first: queued, in_progress, pending, success, failure, error, or
 *   inactive once a later deploy replaced it).
 *
 * Reading them needs the GitHub App's read access to Checks, Commit statuses and Deployments (an OAuth App's `repo`
 * scope covers them): without it GitHub answers 403 or 404, which is reported as `unseen`.
 */
import { UnseenError, type CheckAnnotation, type CheckReport, type CheckState, type CommitFollower, type DeployReport } from "./backend.ts";
import { RateLimitError, SignInError } from "./errors.ts";
import type { GitHubAnswer, GitHubApi } from "./github-api.ts";
import { failureOf } from "./github-failures.ts";

interface CheckRunJson {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string;
  output?: { annotations_count?: number };
}

interface CombinedStatusJson {
  state: string;
  total_count: number;
  statuses: { state: string; context: string; description?: string | null; target_url?: string | null }[];
}

/** Conclusions that leave the change unchecked or refused: anything but success, neutral or skipped. */
const PASSING = new Set(["success", "neutral", "skipped"]);

/** The check's state from the commit's check runs and combined status, as GitHub answered them. */
function checkReport(runs: readonly CheckRunJson[], combined: CombinedStatusJson | undefined): CheckReport {
  const failedRuns = runs
    .filter((run) => run.status === "completed" && !PASSING.has(run.conclusion ?? ""))
    .map((run) => ({
      id: run.id,
      name: run.name,
      conclusion: run.conclusion ?? "failure",
      url: run.html_url,
      annotations: run.output?.annotations_count ?? 0,
    }));
  const statuses = combined && combined.total_count > 0 ? combined.statuses : [];
  const failedStatuses = statuses
    .filter((status) => status.state === "failure" || status.state === "error")
    .map((status) => ({ context: status.context, description: status.description ?? undefined, url: status.target_url ?? undefined }));
  const pending = runs.some((run) => run.status !== "completed") || statuses.some((status) => status.state === "pending");
  const state: CheckState =
    failedRuns.length + failedStatuses.length > 0 ? "failed" : pending ? "pending" : runs.length + statuses.length > 0 ? "passed" : "none";
  return { state, failedRuns, failedStatuses };
}

interface DeploymentJson {
  id: number;
  environment: string;
  production_environment?: boolean;
}

interface DeploymentStatusJson {
  state: string;
  environment_url?: string;
  log_url?: string;
  target_url?: string;
}

/** The published branch's deploys: production ones when the host says which (both hosts do), else every one. */
function productionDeployments<T extends DeploymentJson>(deployments: readonly T[]): T[] {
  const production = deployments.filter((deployment) => deployment.production_environment === true || /production/i.test(deployment.environment));
  return production.length > 0 ? production : [...deployments];
}

/** A deploy's state from its latest status ("inactive": a later deploy replaced it, so it was live). */
function deployReport(latest: DeploymentStatusJson | undefined): DeployReport {
  if (!latest) return { state: "pending" };
  const links = { url: latest.environment_url || undefined, logUrl: latest.log_url || latest.target_url || undefined };
  if (latest.state === "success" || latest.state === "inactive") return { state: "live", ...links };
  if (latest.state === "failure" || latest.state === "error") return { state: "failed", ...links };
  return { state: "pending", ...links };
}

/** The answer's body, or the failure it stands for: 403 and 404 (no permission) as UnseenError. */
function bodyOf<T>(answer: GitHubAnswer, doing: string): T {
  if (answer.status === 200) return answer.body as T;
  const failure = failureOf(answer, doing);
  if (failure instanceof SignInError || failure instanceof RateLimitError) throw failure;
  if (answer.status === 403 || answer.status === 404) throw new UnseenError(doing);
  throw failure;
}

export function commitFollower(api: GitHubApi): CommitFollower {
  return {
    async check(sha) {
      const runs = bodyOf<{ check_runs: CheckRunJson[] }>(await api.call("GET", `commits/${sha}/check-runs?per_page=100`), "read the check of your change");
      const combined = bodyOf<CombinedStatusJson>(await api.call("GET", `commits/${sha}/status`), "read the check of your change");
      return checkReport(runs.check_runs, combined);
    },
    async deploy(sha) {
      const doing = "read your host's deploy of your change";
      const deployments = productionDeployments(bodyOf<DeploymentJson[]>(await api.call("GET", `deployments?sha=${sha}`), doing));
      if (deployments.length === 0) return { state: "none" };
      const statuses = bodyOf<DeploymentStatusJson[]>(await api.call("GET", `deployments/${deployments[0].id}/statuses?per_page=1`), doing);
      return deployReport(statuses[0]);
    },
    async annotations(runs) {
      const notes: CheckAnnotation[] = [];
      for (const run of runs.filter((failed) => failed.annotations > 0)) {
        const answer = await api.call("GET", `check-runs/${run.id}/annotations?per_page=50`);
        const listed = bodyOf<{ path: string; start_line: number; start_column?: number | null; annotation_level: string; message: string }[]>(
          answer,
          "read the check's notes",
        );
        for (const note of listed) {
          if (note.annotation_level !== "failure") continue;
          notes.push({ path: note.path, line: note.start_line, column: note.start_column ?? undefined, message: note.message });
        }
      }
      return notes;
    },
  };
}
