/**
 * A change of the page that no tap asked for, held while a finger or the mouse is down. The checks' verdict comes a
 * pause after the last key (use-edited-file.ts), and with it a problem's message comes or goes above Save: Save moves
 * (156 px on the Pricing page when "Not ready to save" gave way to "Every check passes"). A press that the page moves
 * under lets go on another place, and the browser makes no click: the owner's tap on Save would do nothing. So the
 * verdict waits until the press has made its click (or ended without one), then shows at once.
 */

/** The longest a change waits on a press: a press that never tells its end (a pointer let go outside the window). */
export const LONGEST_HOLD_MS = 1000;

/** Pointers down now, by their id. */
const down = new Set<number>();
/** What waits for the presses to end. */
const waiting = new Set<() => void>();

function runWaiting(): void {
  if (down.size > 0) return;
  const now = [...waiting];
  waiting.clear();
  for (const apply of now) apply();
}

/**
 * Listens at the document's top, before any handler: a press begins at its pointerdown and ends with its click,
 * after every handler of the click has run (the tap's own work sees the page it pressed on); a press that a scroll or
 * a long touch took over (pointercancel) ends there. A pointerup alone leaves the press held until its click: a touch's
 * click comes after its pointerup, at the place the page then has.
 */
function listen(): void {
  addEventListener("pointerdown", (event) => down.add(event.pointerId), { capture: true });
  addEventListener(
    "pointercancel",
    (event) => {
      down.delete(event.pointerId);
      runWaiting();
    },
    { capture: true },
  );
  addEventListener(
    "click",
    () => {
      down.clear();
      setTimeout(runWaiting, 0);
    },
    { capture: true },
  );
}

// From the module's start, so a press under way when the first change comes is known.
if (typeof addEventListener === "function") listen();

/**
 * Runs `apply` now if nothing is pressed, or once the press under way has ended (at most LONGEST_HOLD_MS later).
 * Answers how to call it off (a newer change replaces it).
 */
export function afterPress(apply: () => void): () => void {
  if (down.size === 0) {
    apply();
    return () => undefined;
  }
  const once = () => {
    window.clearTimeout(timer);
    waiting.delete(once);
    apply();
  };
  const timer = window.setTimeout(() => {
    down.clear();
    once();
  }, LONGEST_HOLD_MS);
  waiting.add(once);
  return () => {
    window.clearTimeout(timer);
    waiting.delete(once);
  };
}
