/**
 * The one way the tests, the benchmarks and the tools start the site's server (scripts/tools/serve.ts, `npm start`'s,
 * and with `edit` `npm run edit`'s) and wait for it: `startServer` from a script or a test, `siteWebServer` as a
 * Playwright config's webServer. Both run the same command and take the server as ready at the same moment: the
 * line serve.ts prints once it listens ("Serving the built site at http://…/"), which also names the port it took
 * (port 0 asks for a free one). Waiting on that line rather than asking the port needs no Host of the right name
 * (with --edit the server refuses any other, cms/editor-guard.ts) and can't mistake another server on the port for it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PlaywrightTestConfig } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SERVE_SCRIPT = path.join(root, "scripts/tools/serve.ts");

/** serve.ts's line once it listens, with the address it serves. */
const SERVING_LINE = /^Serving the built site at (http:\/\/\S+\/)$/m;

/** How long it may take to listen: tsx compiling serve.ts on a loaded 2-core machine. */
const START_TIMEOUT_MS = 60_000;

export interface ServerOptions {
  /** The port to listen on; 0 lets the system pick a free one (the handle's `url` names it). */
  port: number;
  /** A folder laid out as build/client to serve (SERVE_DIR); the build folder's (BUILD_DIR's) client/ unless given. */
  client?: string;
  /** `--edit <folder>`: also the editor's endpoint, saving into that folder's content (`npm run edit`). */
  edit?: string;
  /** More of the server's settings (EDITOR_HOST, EDIT_ALLOWED_HOSTS …), over this process's environment. */
  env?: Record<string, string>;
}

/** The command and the settings that start serve.ts with `options`: the same for startServer and Playwright. */
function serveCommand({ port, client, edit, env = {} }: ServerOptions): { args: string[]; env: Record<string, string> } {
  return {
    args: ["--import", "tsx", SERVE_SCRIPT, ...(edit ? ["--edit", path.resolve(edit)] : [])],
    env: { PORT: String(port), ...(client ? { SERVE_DIR: path.resolve(client) } : {}), ...env },
  };
}

export interface RunningServer {
  /** The site's address as the server printed it: http://127.0.0.1:<port>/ */
  url: string;
  /** What it has printed so far (the editor's saves, "Saved content/…"; the key's address). */
  output(): string;
  /** What it has written to stderr so far (also passed on to this process's stderr once it serves). */
  errors(): string;
  /** Whether it is still running. */
  running(): boolean;
  /** Stops it, and resolves once it has gone. */
  stop(): Promise<void>;
}

/**
 * Starts serve.ts and resolves once it serves. It rejects with serve.ts's own words (its stderr) when the server stops
 * before that (no build, the port taken …), or when it takes longer than START_TIMEOUT_MS; it is stopped when this
 * process exits.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const command = serveCommand(options);
  const server = spawn(process.execPath, command.args, { cwd: root, env: { ...process.env, ...command.env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let errors = "";
  let serving = false;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stopOnExit = () => server.kill();
  process.once("exit", stopOnExit);
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
    if (serving) process.stderr.write(chunk);
  });
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    process.removeListener("exit", stopOnExit);
    if (running()) server.kill();
    await exited;
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve.ts didn't start serving within ${START_TIMEOUT_MS / 1000} s.${said(errors)}`)), START_TIMEOUT_MS);
      server.stdout.on("data", () => {
        const found = SERVING_LINE.exec(output);
        if (!found) return;
        clearTimeout(timer);
        resolve(found[1]);
      });
      server.once("exit", (code, signal) => {
        clearTimeout(timer);
        const taken = /EADDRINUSE/.test(errors) ? ` Port ${options.port} is taken by another program.` : "";
        reject(new Error(`serve.ts stopped (${signal ?? `exit code ${code}`}) before it was serving on port ${options.port}.${taken}${said(errors)}`));
      });
      server.once("error", reject);
    });
    serving = true;
    if (errors) process.stderr.write(errors);
    return { url, output: () => output, errors: () => errors, running, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** serve.ts's stderr, for a message. */
const said = (errors: string) => (errors.trim() ? ` It said:\n${errors.trim()}` : " It said nothing on stderr.");

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;

/** An argument as the shell reads it back. */
const quoted = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/**
 * serve.ts as a Playwright config's webServer: Playwright starts it (or, outside CI, uses a server already answering
 * at its address), waits for the same line as startServer, shows its stderr and stops it after the run.
 */
export function siteWebServer(options: Omit<ServerOptions, "edit">): WebServer {
  const { args, env } = serveCommand(options);
  return {
    command: [process.execPath, ...args].map(quoted).join(" "),
    env,
    url: `http://127.0.0.1:${options.port}/`,
    wait: { stdout: SERVING_LINE },
    reuseExistingServer: !process.env.CI,
    timeout: START_TIMEOUT_MS,
  };
}
