import { CalendarIsland } from "./calendar";
import { startIslands } from "./start-islands";

/** /booking-calendar's island script, run after the first paint. */
export function start() {
  startIslands({ calendar: <CalendarIsland /> });
}
