/**
 * Lint's check of the editor's rooms (admin-rooms.ts): a folder under src/admin/ that the rooms list doesn't name
 * fails it, named with the list's file, and so does a room of the list with no folder; files beside the rooms are no
 * rooms. Run against a folder tree made here, standing for src/admin/.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { roomProblems } from "./admin-rooms.ts";

let admin: string;

beforeEach(() => {
  admin = fs.mkdtempSync(path.join(os.tmpdir(), "admin-rooms-"));
  for (const folder of ["save", "schema", "together"]) fs.mkdirSync(path.join(admin, folder));
  fs.writeFileSync(path.join(admin, "start.ts"), "export {};\n");
});
afterEach(() => fs.rmSync(admin, { recursive: true, force: true }));

describe("the editor's rooms, checked by lint", () => {
  it("pass when every folder is a room of the list and every room a folder", () => {
    expect(roomProblems(admin, ["together", "save", "schema"])).toEqual([]);
  });

  it("fail on a folder the list doesn't name, naming it and the list's file", () => {
    expect(roomProblems(admin, ["save", "schema"])).toEqual([
      "src/admin/together/ is not a room of src/admin/rooms.json: add it to that list where it belongs (a room imports only the rooms below it), with a line saying what it holds.",
    ]);
  });

  it("fail on a room with no folder (renamed or removed), and on a room listed twice", () => {
    expect(roomProblems(admin, ["together", "save", "changes", "schema", "save"])).toEqual([
      'src/admin/rooms.json lists the room "changes", but there is no folder src/admin/changes/: a room renamed or removed changes the list too.',
      'src/admin/rooms.json lists the room "save" twice.',
    ]);
  });
});
