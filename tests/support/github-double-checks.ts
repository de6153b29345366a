/**
 * The GitHub double's checks and deployments (github-double.ts), scripted by a test, answered as GitHub's REST docs
 * describe them (API version 2022-11-28):
 *
 * - GET commits/{ref}/check-runs → `{ total_count, check_runs }`, each run with `status` (queued, in_progress,
 *   completed), `conclusion` (null until completed), `html_url` and `output.annotations_count` ("List check runs for a
 *   Git reference");
 * - GET commits/{ref}/status → the combined status: `state` failure if any status is failure or error, pending if any
 *   is pending or there is none, else success; `statuses`, `total_count` ("Get the combined status for a specific
 *   reference");
 * - GET check-runs/{id}/annotations → `[{ path, start_line, end_line, start_column, end_column, annotation_level,
 *   title, message, raw_details, blob_href }]` ("List check run annotations"), 404 for an unknown run;
 * - GET deployments?sha= → the commit's deployments, newest first (`environment`, `production_environment`, …);
 *   GET deployments/{id}/statuses → its statuses, newest first (`state`, `environment_url`, `log_url`, `target_url`), as
 *   Netlify and Cloudflare Pages create them ("List deployments", "List deployment statuses"); 404 for an unknown one.
 *
 * A commit nobody scripted has no check run, no status and no deployment, as on a repository without a workflow.
 */
import { answer, notFound, type DoubleAnswer } from "./github-double-http.ts";

/** A note of the check at a line, as the workflow's problem matcher writes it. */
interface DoubleAnnotation {
  path: string;
  line: number;
  column?: number;
  message: string;
  level?: "notice" | "warning" | "failure";
}

/** A check run's state: running, or done with a conclusion (and its notes). */
type CheckRunState =
  "queued" | "in_progress" | { conclusion: "success" | "failure" | "cancelled" | "timed_out" | "neutral" | "skipped"; annotations?: DoubleAnnotation[] };

type DeploymentState = "queued" | "in_progress" | "pending" | "success" | "failure" | "error" | "inactive";

interface CheckRun {
  id: number;
  sha: string;
  name: string;
  state: CheckRunState;
  startedAt: string;
}

interface Deployment {
  id: number;
  sha: string;
  environment: string;
  createdAt: string;
  statuses: { id: number; state: DeploymentState; environmentUrl: string; logUrl: string; createdAt: string }[];
}

export interface DoubleChecks {
  /** The check run `name` (the workflow's job, "check", unless named) on the commit is now in this state. */
  checkRun(sha: string, state: CheckRunState, name?: string): void;
  /** A commit status (another service's, reported as a status rather than a check run). */
  commitStatus(sha: string, context: string, state: "pending" | "success" | "failure" | "error", description?: string): void;
  /** The host reports its deploy of the commit: a deployment to `environment` (made at the first report) and a new status of it. */
  deploy(sha: string, state: DeploymentState, options?: { environment?: string; environmentUrl?: string; logUrl?: string }): void;
  /** Routes of these endpoints: an answer, or undefined for any other request. */
  route(method: string, path: string, query: URLSearchParams): DoubleAnswer | undefined;
}

const API = "https://api.github.com";

export function doubleChecks(repo: string, commitOf: (ref: string) => string | undefined): DoubleChecks {
  const runs: CheckRun[] = [];
  const statuses: { sha: string; context: string; state: string; description: string | null; at: string; id: number }[] = [];
  const deployments: Deployment[] = [];
  let nextId = 1000;
  const now = () => new Date().toISOString();
  const repoUrl = `${API}/repos/${repo}`;

  const runJson = (run: CheckRun) => {
    const done = typeof run.state === "object";
    const annotations = done && typeof run.state === "object" ? (run.state.annotations ?? []) : [];
    return {
      id: run.id,
      head_sha: run.sha,
      node_id: `CR_${run.id}`,
      external_id: "",
      url: `${repoUrl}/check-runs/${run.id}`,
      html_url: `https://github.com/${repo}/actions/runs/${run.id}/job/${run.id}`,
      details_url: `https://github.com/${repo}/actions/runs/${run.id}/job/${run.id}`,
      status: typeof run.state === "object" ? "completed" : run.state,
      conclusion: typeof run.state === "object" ? run.state.conclusion : null,
      started_at: run.startedAt,
      completed_at: done ? now() : null,
      name: run.name,
      output: { title: null, summary: null, text: null, annotations_count: annotations.length, annotations_url: `${repoUrl}/check-runs/${run.id}/annotations` },
      check_suite: { id: run.id },
      app: { id: 15368, slug: "github-actions", name: "GitHub Actions" },
      pull_requests: [],
    };
  };

  const combined = (sha: string) => {
    // The latest status of each context, newest first.
    const latest = new Map<string, (typeof statuses)[number]>();
    for (const status of [...statuses].reverse()) if (status.sha === sha && !latest.has(status.context)) latest.set(status.context, status);
    const list = [...latest.values()];
    const state = list.some((status) => status.state === "failure" || status.state === "error")
      ? "failure"
      : list.length === 0 || list.some((status) => status.state === "pending")
        ? "pending"
        : "success";
    return {
      state,
      statuses: list.map((status) => ({
        url: `${repoUrl}/statuses/${sha}`,
        id: status.id,
        node_id: `SC_${status.id}`,
        state: status.state,
        description: status.description,
        target_url: `https://example.com/${status.context}`,
        context: status.context,
        created_at: status.at,
        updated_at: status.at,
      })),
      sha,
      total_count: list.length,
      commit_url: `${repoUrl}/commits/${sha}`,
      url: `${repoUrl}/commits/${sha}/status`,
    };
  };

  const deploymentJson = (deployment: Deployment) => ({
    url: `${repoUrl}/deployments/${deployment.id}`,
    id: deployment.id,
    node_id: `DE_${deployment.id}`,
    sha: deployment.sha,
    ref: deployment.sha,
    task: "deploy",
    payload: {},
    original_environment: deployment.environment,
    environment: deployment.environment,
    description: null,
    creator: { login: "netlify[bot]", type: "Bot" },
    created_at: deployment.createdAt,
    updated_at: deployment.statuses.at(-1)?.createdAt ?? deployment.createdAt,
    statuses_url: `${repoUrl}/deployments/${deployment.id}/statuses`,
    repository_url: repoUrl,
    transient_environment: false,
    production_environment: /production/i.test(deployment.environment),
  });

  const statusJson = (deployment: Deployment, status: Deployment["statuses"][number]) => ({
    url: `${repoUrl}/deployments/${deployment.id}/statuses/${status.id}`,
    id: status.id,
    node_id: `DES_${status.id}`,
    state: status.state,
    creator: { login: "netlify[bot]", type: "Bot" },
    description: "",
    environment: deployment.environment,
    target_url: status.logUrl,
    log_url: status.logUrl,
    environment_url: status.environmentUrl,
    created_at: status.createdAt,
    updated_at: status.createdAt,
    deployment_url: `${repoUrl}/deployments/${deployment.id}`,
    repository_url: repoUrl,
  });

  const table: [RegExp, (match: RegExpExecArray, query: URLSearchParams) => DoubleAnswer][] = [
    [
      /^commits\/([^/]+)\/check-runs$/,
      ([, ref]) => {
        const sha = commitOf(ref);
        if (!sha) return answer(422, { message: `No commit found for SHA: ${ref}`, documentation_url: "https://docs.github.com/rest", status: "422" });
        const list = runs.filter((run) => run.sha === sha).map(runJson);
        return answer(200, { total_count: list.length, check_runs: list });
      },
    ],
    [
      /^commits\/([^/]+)\/status$/,
      ([, ref]) => {
        const sha = commitOf(ref);
        return sha ? answer(200, combined(sha)) : notFound();
      },
    ],
    [
      /^check-runs\/(\d+)\/annotations$/,
      ([, id]) => {
        const run = runs.find((candidate) => candidate.id === Number(id));
        if (!run) return notFound();
        const notes = typeof run.state === "object" ? (run.state.annotations ?? []) : [];
        return answer(
          200,
          notes.map((note) => ({
            path: note.path,
            start_line: note.line,
            end_line: note.line,
            start_column: note.column ?? null,
            end_column: note.column ?? null,
            annotation_level: note.level ?? "failure",
            title: "",
            message: note.message,
            raw_details: "",
            blob_href: `https://github.com/${repo}/blob/${run.sha}/${note.path}`,
          })),
        );
      },
    ],
    [
      /^deployments$/,
      (_match, query) => {
        const sha = query.get("sha");
        const environment = query.get("environment");
        const list = deployments
          .filter((deployment) => (sha === null || deployment.sha === sha) && (environment === null || deployment.environment === environment))
          .reverse();
        return answer(200, list.map(deploymentJson));
      },
    ],
    [
      /^deployments\/(\d+)\/statuses$/,
      ([, id]) => {
        const deployment = deployments.find((candidate) => candidate.id === Number(id));
        return deployment
          ? answer(
              200,
              [...deployment.statuses].reverse().map((status) => statusJson(deployment, status)),
            )
          : notFound();
      },
    ],
  ];

  return {
    checkRun(sha, state, name = "check") {
      const run = runs.find((candidate) => candidate.sha === sha && candidate.name === name);
      if (run) run.state = state;
      else runs.push({ id: nextId++, sha, name, state, startedAt: now() });
    },
    commitStatus(sha, context, state, description) {
      statuses.push({ sha, context, state, description: description ?? null, at: now(), id: nextId++ });
    },
    deploy(sha, state, { environment = "Production", environmentUrl = "", logUrl = "" } = {}) {
      let deployment = deployments.find((candidate) => candidate.sha === sha && candidate.environment === environment);
      if (!deployment) {
        deployment = { id: nextId++, sha, environment, createdAt: now(), statuses: [] };
        deployments.push(deployment);
      }
      deployment.statuses.push({ id: nextId++, state, environmentUrl, logUrl, createdAt: now() });
    },
    route(method, path, query) {
      if (method !== "GET") return undefined;
      for (const [pattern, route] of table) {
        const match = pattern.exec(path);
        if (match) return route(match, query);
      }
      return undefined;
    },
  };
}
