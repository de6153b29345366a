import { lazy, Suspense, type ComponentProps } from "react";
import type { HandOff as HandOffComponent } from "./HandOff";

/** Fetches the hand-off's code (once: the browser keeps the module). */
const loadHandOff = () => import("./HandOff");

const HandOff = lazy(() => loadHandOff().then((module) => ({ default: module.HandOff })));

/** For a page that is about to show the hand-off (a postcode check under way): its code arrives with the answer. */
export function prefetchHandOff(): void {
  loadHandOff().catch(() => {
    // Forgotten: the hand-off tries again when it is shown.
  });
}

/**
 * The hand-off where it is the exception, on /book: the custom-quote combination, or a postcode we may not
 * cover. Its code is fetched when it is first needed, not with the form (bench:size), and it appears as
 * soon as that code is there.
 */
export function LazyHandOff(props: ComponentProps<typeof HandOffComponent>) {
  return (
    <Suspense fallback={null}>
      <HandOff {...props} />
    </Suspense>
  );
}
