/**
 * Work written as steps: a generator whose each `yield` is a place it may stop for a while. Run at once (`runSteps`),
 * it is an ordinary call; run a task a step (`runStepsInTasks`), the browser answers a tap between two steps instead of
 * after the whole of it (the check at a pause after the owner's change: use-edited-file.ts).
 */
export type Steps<T> = Generator<void, T, void>;

/** Every step now, one after the other: the work's result. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium does), else a timer: not in TypeScript's DOM types yet. */
type WithYield = { scheduler?: { yield?: () => Promise<void> } };

/** Lets the browser do what waits (a tap's events, a frame) before the work goes on. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as WithYield).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * One step a task: resolves with the work's result (`done`), or not done once `stop()` says so between two steps (what
 * the work was for has changed; nothing more of it runs).
 */
export async function runStepsInTasks<T>(steps: Steps<T>, stop: () => boolean): Promise<{ done: true; value: T } | { done: false }> {
  for (;;) {
    const next = steps.next();
    if (next.done) return { done: true, value: next.value };
    await nextTask();
    if (stop()) return { done: false };
  }
}
