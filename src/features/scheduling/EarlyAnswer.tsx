import contact from "virtual:content/site/contact";
import handoff from "virtual:content/booking/handoff";
import type { BookingRules } from "../../lib/booking-selection";
import { InlineScript } from "../../components/ui/InlineScript";
import { CHOICE_SOURCES } from "../../domain/choice-sources";
import { EARLY_ANSWER_DATA_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { useHydrated } from "../../lib/use-hydrated";
import { earlyAnswerData } from "./early-answer";
import earlyAnswerScript from "./early-answer-script.ts?page-script";

/** The early answer's data, computed where the page is prerendered (the client computes none of it). */
const prerenderedData = (rules: BookingRules) =>
  earlyAnswerData(rules, {
    contact: { phone: contact.phone, email: contact.email, whatsapp: contact.whatsapp },
    template: { emailSubject: handoff.emailSubject, message: handoff.message },
    sources: CHOICE_SOURCES,
  });

/**
 * The calendar's early answer, written into the prerendered calendar page after the answer it marks: its data
 * (the booking rules and what the hand-off's messages are written from, a JSON data block the browser never
 * runs) and the script that reads it (mark-early-answer.ts, built by the page-script pipeline), which the
 * parser runs before the first paint, so an address that can't be booked online shows its answer, with links
 * that carry the choice, at once instead of when the app starts. The browser never needs them again: while
 * React hydrates the page both elements are kept with their content (suppressHydrationWarning: the client
 * computes neither), and once the app has started they are removed; a calendar reached inside the app never
 * renders them.
 */
export function EarlyAnswer({ rules }: { rules: BookingRules }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  const data = import.meta.env.SSR ? prerenderedData(rules) : "";
  const dataBlock = { [EARLY_ANSWER_DATA_ATTRIBUTE]: "" };
  return (
    <>
      <script type="application/json" {...dataBlock} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data }} />
      <InlineScript source={earlyAnswerScript} />
    </>
  );
}
