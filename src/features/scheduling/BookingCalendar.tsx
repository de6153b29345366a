import { useCallback, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import booking from "virtual:content/booking";
import { providerFor } from "./providers";
import { SchedulingEmbed } from "./SchedulingEmbed";
import { HandOff } from "../handoff/HandOff";
import { SelectionSummary } from "../handoff/SelectionSummary";
import { contactSearch } from "../../lib/handoff";
import { BOOKING_PARAMS, bookingRules, parseBookingQuery, schedulingPath, type BookingChoice } from "../../lib/booking-selection";
import { EarlyAnswer } from "./EarlyAnswer";
import "./scheduling.css";

const { calendar } = booking;
const provider = providerFor(booking.scheduling);
const rules = bookingRules(booking.fields);
const NOTHING_CHOSEN = Object.fromEntries(BOOKING_PARAMS.map((name) => [name, ""])) as BookingChoice;

type Reading =
  | { state: "reading" }
  | { state: "bookable"; selection: BookingChoice; path: string }
  | { state: "not-bookable"; given: BookingChoice };

/**
 * /booking-calendar: reads the choice from the query string after hydration, then mounts the
 * provider's embed, or says the choice can't be booked online. The prerendered HTML has no query: it
 * holds the "Sorry" answer hidden, and the early answer script shows it before the first paint when
 * the address can't be booked, so that answer never waits for the app (it was the page's LCP).
 */
export function BookingCalendar() {
  const location = useLocation();
  const navigate = useNavigate();
  const [reading, setReading] = useState<Reading>({ state: "reading" });
  const [missing, setMissing] = useState(false);
  const onMissing = useCallback(() => setMissing(true), []);

  useEffect(() => {
    const { bookable: selection, given } = parseBookingQuery(new URLSearchParams(location.search), rules);
    setMissing(false);
    setReading(
      selection
        ? {
            state: "bookable",
            selection,
            path: schedulingPath(selection, booking.scheduling.prefix, rules),
          }
        : { state: "not-bookable", given },
    );
  }, [location.search]);

  // Until the address is read, the answer the early answer script may show is the one for no choice.
  const given = reading.state === "not-bookable" ? reading.given : NOTHING_CHOSEN;

  const goBack = () => {
    // The form opens this page with a full page load, so the page before it in the history is known
    // from the referrer; React Router's own history index covers later client-side moves. Opened
    // directly (nothing of ours to go back to), Back leads to the form.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const cameFromThisSite = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    if (index > 0) void navigate(-1);
    else if (cameFromThisSite) window.history.back();
    else void navigate("/book");
  };

  return (
    <div className="page booking-calendar">
      <button type="button" className="button" onClick={goBack}>
        <span aria-hidden="true">← </span>
        {calendar.backLabel}
      </button>
      <h1>{calendar.title}</h1>
      <p className="booking-calendar__hint">{calendar.hint}</p>
      {/* The same reserved height before and after the query string is read, so nothing below jumps. */}
      <div className="booking-calendar__body">
        <EarlyAnswer rules={rules} />
        {reading.state === "bookable" && (
          <>
            <div aria-live="polite">
              {missing && (
                <div className="calendar-fallback">
                  <p>{calendar.fallback.message}</p>
                  <h2>{calendar.fallback.selectionHeading}</h2>
                  <SelectionSummary selection={reading.selection} />
                  <p>
                    <Link to={`/contact?${contactSearch(reading.selection)}`}>
                      {calendar.fallback.contactLinkLabel}
                    </Link>
                  </p>
                </div>
              )}
            </div>
            <SchedulingEmbed
              provider={provider}
              path={reading.path}
              fallbackDelayMs={calendar.fallback.delayMs}
              onMissing={onMissing}
            />
          </>
        )}
        {reading.state !== "bookable" && (
          // While the address is being read this is shown only if the early answer said so (scheduling.css).
          <div className="booking-calendar__not-bookable" data-shown={reading.state === "not-bookable"}>
            <p className="warning" role="status">
              {calendar.noPath} <Link to={`/contact?${contactSearch(given)}`}>{calendar.contactLinkLabel}</Link>
            </p>
            <HandOff choice={given} />
          </div>
        )}
      </div>
    </div>
  );
}
