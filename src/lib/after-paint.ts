/**
 * Resolves once the browser has had its chance to paint what was just set (the "Saving…" a tap on Save shows), so
 * the work after it (the checks, the lines written) never holds the tap's answer: in the task after the next
 * animation frame, or after 100 ms where no frame comes (a tab out of sight draws none).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== "function") {
      setTimeout(resolve, 0);
      return;
    }
    const late = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(late);
        resolve();
      }, 0),
    );
  });
}

/**
 * `work`'s answer, not before the browser has had its chance to paint (afterPaint): what a tap started (a read, say) goes
 * on at once, and what its answer is drawn into never holds the tap's own answer, even when it comes back at once.
 */
export async function afterPaintWith<T>(work: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([work, afterPaint()]);
  return answer;
}

/**
 * Runs `task` at the browser's next idle moment (Safari has no requestIdleCallback: a task of its own there), unless
 * the returned function calls it off first.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const idle = requestIdleCallback(task);
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
