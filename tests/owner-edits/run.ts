/**
 * `npm run test:owner-edits`: the owner's ordinary edits must never turn the checks red (issue 8).
 * Copies the content folder (its YAML and photos) to a scratch folder, applies every edit of edits.ts there
 * (comments kept), then runs `npm run test:content` on it (scripts/tools/test-content.ts: what a content change can
 * turn red, and nothing more), with CONTENT_DIR naming the edited copy and BUILD_DIR a build folder of its own
 * (scripts/build/site-folders.ts), so the project's own content/ and build/ are never touched: the content check,
 * the build, the HTML check and the browser tests whose expectations are the content (tagged @content), which read
 * them from that same (edited) content and run against that build, at a phone's and a computer's width.
 *
 * OWNER_EDITS_KEEP=1 keeps the scratch folder for a look afterwards.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT, fixtureBuildDir } from "../support/content-root.ts";
import { OWNER_EDITS, applyOwnerEdits } from "./edits.ts";

const PORT = process.env.OWNER_EDITS_PORT ?? "4327";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "owner-edits-"));
const contentDir = path.join(scratch, "content");
const buildDir = fixtureBuildDir("owner-edits");
const env = { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir };

function run(command: string, args: string[], extra: NodeJS.ProcessEnv = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}   (on the edited content)`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: PROJECT_ROOT, stdio: "inherit", env: { ...env, ...extra } });
  if (result.status !== 0) {
    console.error(`\nowner edits: \`${[command, ...args].join(" ")}\` failed on the edited content, kept at ${scratch}`);
    process.exit(result.status ?? 1);
  }
  console.log(`owner edits: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

fs.cpSync(path.join(PROJECT_ROOT, "content"), contentDir, { recursive: true });
applyOwnerEdits(contentDir, (edit) => console.log(`owner edit: ${edit.name}`));
run("npx", ["tsx", "scripts/tools/test-content.ts"], { E2E_PORT: PORT, CI: "true" });
console.log(`\nowner edits: all ${OWNER_EDITS.length} edits pass every check of the content (npm run test:content).`);
if (!process.env.OWNER_EDITS_KEEP) for (const folder of [scratch, buildDir]) fs.rmSync(folder, { recursive: true, force: true });
