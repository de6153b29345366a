/**
 * `npm run edit`'s server (scripts/tools/serve.ts --edit, started by scripts/tools/start-server.ts) on a build,
 * editing a temporary copy of the content (with its photos), so the editor never writes into the project and
 * the bench and the README's picture never save.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./start-server.ts";

export interface EditServer {
  origin: string;
  /** The temporary project the server edits (its content/ is the copy). */
  folder: string;
  /** The temporary copy's content folder, which the editor saves into (the bench puts files back between its saves). */
  contentDir: string;
  stop(): Promise<void>;
}

export async function startEditServer({ build, content, port }: { build: string; content: string; port: number }): Promise<EditServer> {
  const editFolder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
  const removeCopy = () => fs.rmSync(editFolder, { recursive: true, force: true });
  fs.cpSync(content, path.join(editFolder, "content"), { recursive: true });
  try {
    const server = await startServer({ port, client: build, edit: editFolder });
    return {
      origin: new URL(server.url).origin,
      folder: editFolder,
      contentDir: path.join(editFolder, "content"),
      async stop() {
        await server.stop();
        removeCopy();
      },
    };
  } catch (error) {
    removeCopy();
    throw error;
  }
}
