/**
 * A save killed between two of its renames, for local-files.test.ts: run in a process of its own, it saves in the
 * project at its first argument the save its third argument gives (JSON: saveContentFiles's files, and photos to
 * add as text), and just before rename number <second argument> it kills itself with SIGKILL, as a computer's
 * owner closing the terminal would stop `npm run edit`: nothing after that point runs, no `finally` and no undo.
 */
import fs from "node:fs";
import { saveContentFiles, type ContentWrite } from "./local-files.ts";

const [root, killAt, save] = process.argv.slice(2);
const { files, photos } = JSON.parse(save) as { files: ContentWrite[]; photos: { path: string; text: string }[] };

const rename = fs.renameSync;
let renames = 0;
Object.assign(fs, {
  renameSync(from: fs.PathLike, to: fs.PathLike) {
    renames += 1;
    if (renames === Number(killAt)) process.kill(process.pid, "SIGKILL");
    rename(from, to);
  },
});

saveContentFiles(root, { files, photos: { add: photos.map((photo) => ({ path: photo.path, bytes: Buffer.from(photo.text) })), remove: [] } });
