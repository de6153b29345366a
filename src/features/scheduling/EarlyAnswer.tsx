import { useSyncExternalStore } from "react";
import type { BookingRules } from "../../lib/booking-selection";
import { bookableKeys, earlyAnswerScript } from "./early-answer";

const subscribe = () => () => {};

/**
 * The early answer script (early-answer.ts), written into the prerendered calendar page: the parser
 * runs it before the first paint, so an address that can't be booked online shows its answer at once
 * instead of when the app starts. The browser never needs it again: while React hydrates the page the
 * element is kept with its content (suppressHydrationWarning: the client doesn't compute it), and
 * once React runs it is removed; a calendar reached inside the app never renders it.
 */
export function EarlyAnswer({ rules }: { rules: BookingRules }) {
  const prerenderedOrHydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  if (!prerenderedOrHydrating) return null;
  const script = import.meta.env.SSR ? earlyAnswerScript(bookableKeys(rules)) : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
