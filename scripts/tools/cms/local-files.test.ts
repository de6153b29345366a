/**
 * A save of several files stopped half-way (local-files.ts): the server killed between two of its renames, in a
 * process of its own (killed-save.test-support.ts), then the endpoint started again over the same project. Whatever
 * the point it was killed at, content/ is whole after the start: every file as it was before the save, and no
 * temporary file anywhere in it. The saves that finish, and one whose rename fails, are src/admin/backends/local.test.ts's.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import { localEndpoint } from "./local-endpoint.ts";
import { SAVE_FOLDER, versionOf } from "./local-files.ts";

const BEFORE = { "content/pricing.yaml": "tiers: [gold]\n", "content/savings.yaml": "rows: [gold]\n", "content/photos/old.jpg": "old" };
const NEW_PRICING = "tiers: [gold, platinum]\n";
const NEW_SAVINGS = "rows: [gold, platinum]\n";
const NEW_PHOTO = "content/photos/platinum.jpg";

let root: string;

/** Every file under the project's content/ and beside it, with its text: what "whole" compares. */
function files(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of fs.readdirSync(root, { recursive: true }).map(String)) {
    if (fs.lstatSync(path.join(root, name)).isFile()) found[name.split(path.sep).join("/")] = fs.readFileSync(path.join(root, name), "utf8");
  }
  return found;
}

/** A package added on the Pricing page with its Savings row and its photo, saved by a server killed before rename `killAt`. */
function killedSave(killAt: number) {
  const save = {
    files: [
      { name: "pricing", text: NEW_PRICING, baseVersion: versionOf(Buffer.from(BEFORE["content/pricing.yaml"])) },
      { name: "savings", text: NEW_SAVINGS, baseVersion: versionOf(Buffer.from(BEFORE["content/savings.yaml"])) },
    ],
    photos: [{ path: NEW_PHOTO, text: "a new photo" }],
  };
  // Node itself with tsx's loader (not tsx's command, which runs it in a child of its own): the kill is this process's.
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/tools/cms/killed-save.test-support.ts", root, String(killAt), JSON.stringify(save)], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
  });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "killed-save-"));
  for (const [file, text] of Object.entries(BEFORE)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a multi-file save killed half-way", () => {
  // The save's renames: its journal's list into place (1), the new photo (2), the Pricing page (3), Savings (4).
  it.each([
    { killAt: 1, when: "before its journal was whole", replaced: {} },
    { killAt: 2, when: "after its journal, before any file was replaced", replaced: {} },
    { killAt: 3, when: "after the photo was renamed into place", replaced: { [NEW_PHOTO]: "a new photo" } },
    { killAt: 4, when: "between the Pricing page's rename and Savings'", replaced: { [NEW_PHOTO]: "a new photo", "content/pricing.yaml": NEW_PRICING } },
  ])("leaves content/ whole after a restart when killed $when", ({ killAt, replaced }) => {
    const killed = killedSave(killAt);
    expect(killed.signal, killed.stderr).toBe("SIGKILL");
    const contentAfterKill = Object.fromEntries(Object.entries(files()).filter(([file]) => file.startsWith("content/")));
    expect(contentAfterKill, "killed where it was meant to be: these files replaced, no other, no temporary file in content/").toEqual({
      ...BEFORE,
      ...replaced,
    });
    expect(fs.existsSync(path.join(root, SAVE_FOLDER)), "the save's journal is left beside content/").toBe(true);

    const log: string[] = [];
    localEndpoint(root, { log: (line) => log.push(line) });

    expect(files(), "every file as it was before the save, and nothing else").toEqual(BEFORE);
    expect(log).toEqual(
      killAt === 1
        ? []
        : [
            `A save was under way when the editor last stopped, so it was undone: ${NEW_PHOTO} and content/pricing.yaml and content/savings.yaml are as they were before it.`,
          ],
    );
  });

  it("removes the temporary files an older endpoint's stopped save left in content/", () => {
    const old = "content/.pricing.yaml.0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.tmp";
    fs.writeFileSync(path.join(root, old), NEW_PRICING);
    fs.writeFileSync(path.join(root, "content/photos/.new.jpg.0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9.tmp"), "half a photo");
    localEndpoint(root, { log: () => undefined });
    expect(files()).toEqual(BEFORE);
  });
});
