/**
 * The booking journey every suite walks: choose on the form, tick the terms, press Continue, arrive on the calendar
 * for that choice. Each runner has its own hands (Playwright's page in tests/e2e/support/booking-flow.ts, WebdriverIO's
 * browser in tests/engines/webkit/booking.test.ts) and gives them here as steps; the order, and what "done" means, is
 * written once.
 */
export interface BookingJourneySteps<C> {
  /** Chooses the choice's values on the form. */
  choose(choice: C): Promise<void>;
  /** Ticks the terms box (already ticked: left so). */
  tickTerms(): Promise<void>;
  /** Presses Continue. */
  pressContinue(): Promise<void>;
  /** Resolves once the calendar for the choice is the page on screen; fails otherwise. */
  calendarShown(choice: C): Promise<void>;
}

/** Walks the journey: chooses `choice` (unless the form shows it already), ticks the terms, presses Continue and waits for the calendar. */
export async function continueToCalendar<C>(steps: BookingJourneySteps<C>, choice: C, { alreadyChosen = false } = {}): Promise<void> {
  if (!alreadyChosen) await steps.choose(choice);
  await steps.tickTerms();
  await steps.pressContinue();
  await steps.calendarShown(choice);
}
