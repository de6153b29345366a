/**
 * The production build served for a benchmark (bench:interactive, bench:lighthouse, bench:toast): the
 * same server as `npm start` (scripts/tools/serve.ts, with the host's headers and gzip), on the benchmark's port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts scripts/tools/serve.ts on `port`, serving this project's build or `folder` (laid out as build/client);
 * the caller waits for it (waitForServer) and kills it when done.
 */
export function serveBuild(port: number, folder?: string): ChildProcess {
  return spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/tools/serve.ts")], {
    env: { ...process.env, PORT: String(port), ...(folder ? { SERVE_DIR: path.resolve(folder) } : {}) },
    stdio: "ignore",
  });
}

/** Waits until `url` answers (up to 10 s). */
export async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not start at ${url}`);
}
