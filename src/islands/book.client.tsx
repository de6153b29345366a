import { prefetchToastView } from "../components/toast/load-toast-view";
import { BookIsland } from "./book";
import { startIslands } from "./start-islands";

/** /book's island script, run after the first paint: fetches the toast's code at once, then hydrates the form. */
export function start() {
  prefetchToastView();
  startIslands({ book: <BookIsland /> });
}
