import type { BookingRules } from "../../lib/booking-selection";
import { InlineScript } from "../../components/ui/InlineScript";
import { EARLY_ANSWER_DATA_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { useHydrated } from "../../lib/use-hydrated";
import { earlyAnswerData } from "./early-answer";
import earlyAnswerScript from "./early-answer-script.ts?page-script";

/**
 * The calendar's early answer, written into the prerendered calendar page: its data (the bookable keys, a
 * JSON data block the browser never runs) and the script that reads it (mark-early-answer.ts, built by the
 * page-script pipeline), which the parser runs before the first paint, so an address that can't be booked
 * online shows its answer at once instead of when the app starts. The browser never needs them again:
 * while React hydrates the page both elements are kept with their content (suppressHydrationWarning: the
 * client computes neither), and once the app has started they are removed; a calendar reached inside the
 * app never renders them.
 */
export function EarlyAnswer({ rules }: { rules: BookingRules }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  const data = import.meta.env.SSR ? earlyAnswerData(rules) : "";
  const dataBlock = { [EARLY_ANSWER_DATA_ATTRIBUTE]: "" };
  return (
    <>
      <script type="application/json" {...dataBlock} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data }} />
      <InlineScript source={earlyAnswerScript} />
    </>
  );
}
