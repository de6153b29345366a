/**
 * `npm run test:owner-edits`: the owner's ordinary edits must never turn the checks red (issue 8).
 * Copies the project to a scratch folder, applies every edit of edits.ts to its content/ (comments
 * kept), then runs there what `npm test` runs on content: the content check, the build and the
 * browser tests whose expectations are the content (tagged @content), which read them from that same
 * (edited) content. Phone width only: the full suite already covers both widths, every state's axe scan and
 * the logic on the shipped content.
 *
 * OWNER_EDITS_KEEP=1 keeps the scratch folder for a look afterwards.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyProject } from "../support/scratch-project.ts";
import { CONTENT } from "../e2e/support/tags.ts";
import { OWNER_EDITS, applyOwnerEdits } from "./edits.ts";

const PORT = process.env.OWNER_EDITS_PORT ?? "4327";

function run(scratch: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}   (in the edited copy)`);
  const result = spawnSync(command, args, { cwd: scratch, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\nowner edits: \`${[command, ...args].join(" ")}\` failed on the edited content, kept at ${scratch}`);
    process.exit(result.status ?? 1);
  }
}

const scratch = copyProject("owner-edits-");
applyOwnerEdits(path.join(scratch, "content"), (edit) => console.log(`owner edit: ${edit.name}`));
run(scratch, "npx", ["tsx", "scripts/tools/check-content.ts"]);
run(scratch, "npm", ["run", "build"]);
run(scratch, "npx", ["playwright", "test", "--project=phone", "--grep", CONTENT], { E2E_PORT: PORT, CI: "true" });
console.log(`\nowner edits: all ${OWNER_EDITS.length} edits pass the content check, the build and the content's browser tests.`);
if (!process.env.OWNER_EDITS_KEEP) fs.rmSync(scratch, { recursive: true, force: true });
