import { useCallback, useEffect, useState } from "react";
import calendar from "virtual:content/booking/calendar";
import scheduling from "virtual:content/booking/scheduling";
import { providerFor } from "./providers";
import { SchedulingEmbed } from "./SchedulingEmbed";
import type { ChoiceLineView, HandOffView, SelectionSummaryView } from "../../domain/choice-views";
import { Warning } from "../../components/ui/Warning";
import { contactSearch } from "../../lib/booking-selection";
import { bookingFormHref, contactHref } from "../../lib/links";
import { PAGES } from "../../lib/site-paths";
import { usePageAddress } from "../../lib/page-address";
import { BACK_TO_FORM_ATTRIBUTE, CONTACT_WITH_CHOICE_ATTRIBUTE } from "../../lib/page-script/data-attributes";
import { formSearch, initialChoice, parseBookingQuery, schedulingPath, type BookingChoice } from "../../lib/booking-selection";
import { BOOKING_RULES as rules } from "../../domain/booking-options";
import { EarlyAnswer } from "./EarlyAnswer";
import "./scheduling.css";
const provider = providerFor(scheduling);
/** No parameter given: a fresh choice without even its starting location and booking type. */
const NOTHING_CHOSEN: BookingChoice = { ...initialChoice(rules), location: "", type: "" };

type Reading =
  | { state: "reading" }
  | { state: "bookable"; selection: BookingChoice; path: string; formHref: string }
  | { state: "not-bookable"; given: BookingChoice; formHref: string };

/** The form's address showing this choice (the form's own serialiser: only what differs from a fresh form). */
const formHref = (choice: BookingChoice) => bookingFormHref(formSearch(choice, rules));

/**
 * /booking-calendar: reads the choice from the query string after hydration, then frames the
 * provider's calendar, or says the choice can't be booked online. The prerendered HTML has no query: it
 * holds the "Sorry" answer hidden, and the early answer script shows it before the first paint when
 * the address can't be booked, so that answer never waits for the app (it was the page's LCP).
 * Back is a link to the form carrying the choice: from the first paint (the early answer script sets it on the
 * prerendered link), and, once the app has read the query, the form's own address for the choice. The "Sorry"
 * answer's contact link and hand-off carry the choice from the first paint the same way. The choice's views (the hand-off, the summary, the line) are the hand-off feature's:
 * the route passes them in.
 */
export function BookingCalendar({
  HandOff,
  SelectionSummary,
  ChoiceLine,
}: {
  HandOff: HandOffView;
  SelectionSummary: SelectionSummaryView;
  ChoiceLine: ChoiceLineView;
}) {
  const address = usePageAddress();
  const [reading, setReading] = useState<Reading>({ state: "reading" });
  const [missing, setMissing] = useState(false);
  const onMissing = useCallback(() => setMissing(true), []);

  useEffect(() => {
    const { bookable: selection, given, choice } = parseBookingQuery(new URLSearchParams(address.search()), rules);
    const back = formHref(choice);
    setMissing(false);
    setReading(
      selection
        ? {
            state: "bookable",
            selection,
            path: schedulingPath(selection, scheduling.prefix, rules),
            formHref: back,
          }
        : { state: "not-bookable", given, formHref: back },
    );
  }, [address]);

  // Until the address is read, the answer the early answer script may show is the one for no choice.
  const given = reading.state === "not-bookable" ? reading.given : NOTHING_CHOSEN;

  return (
    <div className="page booking-calendar">
      {/* Until the app has read the address, the early answer gives this link the address's choice (mark-early-answer.ts):
          an href React finds changed as it starts, and replaces with the same choice once the address is read. */}
      <a
        className="button"
        href={reading.state === "reading" ? PAGES.book.path : reading.formHref}
        suppressHydrationWarning
        {...{ [BACK_TO_FORM_ATTRIBUTE]: "" }}
      >
        <span aria-hidden="true">← </span>
        {calendar.backLabel}
      </a>
      <h1>{calendar.title}</h1>
      <p className="booking-calendar__hint">{calendar.hint}</p>
      {/* The same reserved height before and after the query string is read, so nothing below jumps. */}
      <div className="booking-calendar__body">
        {reading.state === "bookable" && (
          <>
            <ChoiceLine choice={reading.selection} />
            <div aria-live="polite">
              {missing && (
                <div className="calendar-fallback">
                  <p>{calendar.fallback.message}</p>
                  <h2>{calendar.fallback.selectionHeading}</h2>
                  <SelectionSummary selection={reading.selection} />
                  <p>
                    <a href={contactHref(contactSearch(reading.selection))}>{calendar.fallback.contactLinkLabel}</a>
                  </p>
                </div>
              )}
            </div>
            <SchedulingEmbed
              key={reading.path}
              provider={provider}
              path={reading.path}
              title={calendar.title}
              fallbackDelayMs={calendar.fallback.delayMs}
              onMissing={onMissing}
            />
          </>
        )}
        {reading.state !== "bookable" && (
          // While the address is being read this is shown only if the early answer said so (scheduling.css).
          <div className="booking-calendar__not-bookable" data-shown={reading.state === "not-bookable"}>
            <Warning role="status">
              {calendar.noPath} {/* Given the address's choice before the app starts by the early answer (mark-early-answer.ts), with this same code. */}
              <a href={contactHref(contactSearch(given))} {...{ [CONTACT_WITH_CHOICE_ATTRIBUTE]: "" }} suppressHydrationWarning>
                {calendar.contactLinkLabel}
              </a>
            </Warning>
            <HandOff choice={given} />
          </div>
        )}
        {/* After the answer, so the early answer's script finds its links already in the page. */}
        <EarlyAnswer rules={rules} />
      </div>
    </div>
  );
}
