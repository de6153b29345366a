/**
 * Part of `npm run lint`: every folder of src/admin/ is a room of src/admin/rooms.json, and every room there is a
 * folder (admin-rooms.ts), so the rooms' import rules (.dependency-cruiser.mjs) see all of the editor. Exits 1,
 * naming each folder or room that doesn't match.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN_ROOMS, ROOMS_FILE, projectRoomProblems } from "./admin-rooms.ts";

const problems = projectRoomProblems(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."));
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`Editor rooms: every folder of src/admin/ is one of the ${ADMIN_ROOMS.length} rooms of ${ROOMS_FILE}.`);
