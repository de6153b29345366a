/**
 * The site editor's rooms (src/admin/<room>/), from the one list of them, src/admin/rooms.json, top to bottom:
 * .dependency-cruiser.mjs makes its import rules from that list, check-admin-rooms.ts (in `npm run lint`) fails on a
 * folder of src/admin/ it doesn't name, and docs-tables.test.ts checks the docs' lists of rooms against it.
 */
import fs from "node:fs";
import path from "node:path";
import adminRooms from "../../src/admin/rooms.json" with { type: "json" };

/** Where the list is, from the project's root, as lint's messages name it. */
export const ROOMS_FILE = "src/admin/rooms.json";

/** The rooms' folders, from the top room down. */
export const ADMIN_ROOMS: readonly string[] = adminRooms.rooms.map((room) => room.folder);

/**
 * What lint says of the folders in `adminFolder` (src/admin/) against `rooms`, one plain sentence each: a folder that
 * isn't a room of the list, a room of the list with no folder, a room listed twice. None when they agree.
 */
export function roomProblems(adminFolder: string, rooms: readonly string[]): string[] {
  const folders = fs
    .readdirSync(adminFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...folders
      .filter((folder) => !rooms.includes(folder))
      .map(
        (folder) =>
          `src/admin/${folder}/ is not a room of ${ROOMS_FILE}: add it to that list where it belongs (a room imports only the rooms below it), with a line saying what it holds.`,
      ),
    ...rooms
      .filter((room) => !folders.includes(room))
      .map((room) => `${ROOMS_FILE} lists the room "${room}", but there is no folder src/admin/${room}/: a room renamed or removed changes the list too.`),
    ...rooms.filter((room, index) => rooms.indexOf(room) !== index).map((room) => `${ROOMS_FILE} lists the room "${room}" twice.`),
  ];
}

/** The project's own src/admin/ against its list. */
export const projectRoomProblems = (root: string) => roomProblems(path.join(root, "src/admin"), ADMIN_ROOMS);
