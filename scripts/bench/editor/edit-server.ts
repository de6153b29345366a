/**
 * A project's own `npm run edit` server (its scripts/tools/serve.ts --edit, on its own build) editing a temporary
 * copy of its content (with the photos: Decap's media folder), so no editor can write into a project, and the bench
 * never saves. The project's serve.ts runs with its own dependencies (node --import tsx from its folder): the old
 * checkout's is the one that answers Decap's backend (decap-server, at /api/v1), ours the new editor's endpoint.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface EditServer {
  origin: string;
  stop(): void;
}

/** How long the server may take to say it is up (tsx compiling serve.ts on a loaded 2-core machine). */
const START_TIMEOUT_MS = 60_000;

export async function startEditServer({
  project,
  build,
  content,
  port,
}: {
  project: string;
  build: string;
  content: string;
  port: number;
}): Promise<EditServer> {
  const editFolder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
  fs.cpSync(content, path.join(editFolder, "content"), { recursive: true });
  const server = spawn(process.execPath, ["--import", "tsx", path.join(project, "scripts/tools/serve.ts"), "--edit", editFolder], {
    cwd: project,
    env: { ...process.env, PORT: String(port), SERVE_DIR: build },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () => {
    server.kill();
    fs.rmSync(editFolder, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(
        () => reject(new Error(`${project}'s serve.ts --edit did not start within ${START_TIMEOUT_MS / 1000} s: ${output}`)),
        START_TIMEOUT_MS,
      );
      server.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        // Both checkouts' serve.ts print this line once the editor is served.
        if (output.includes("Site editor at")) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`${project}'s serve.ts --edit stopped (exit ${code}) before serving (port ${port} taken? BENCH_PORT sets another): ${output}`));
      });
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}
