import { ContactIsland } from "./contact";
import { startIslands } from "./start-islands";

/** /contact's island script, run after the first paint. */
export function start() {
  startIslands({ contact: <ContactIsland /> });
}
