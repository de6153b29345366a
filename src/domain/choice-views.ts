/**
 * The views of a booking choice that one feature draws and another page shows: the hand-off (features/handoff)
 * inside the booking form, the postcode check, the calendar and the contact page. A feature never imports
 * another, so these are its props: the page's island (src/islands/) passes the component in (docs/architecture.md).
 */
import type { ComponentType, ReactNode } from "react";
import type { BookingChoice } from "../lib/booking-selection";

/** The ways to tell us a choice that can't be booked online: WhatsApp, a call, an email (features/handoff/HandOff.tsx). */
export type HandOffView = ComponentType<{ choice: BookingChoice; postcode?: string }>;

/** The choice in words, each under its form label (features/handoff/SelectionSummary.tsx). */
export type SelectionSummaryView = ComponentType<{ selection: BookingChoice; postcode?: string }>;

/** The whole choice on one line (features/handoff/ChoiceLine.tsx). */
export type ChoiceLineView = ComponentType<{ choice: BookingChoice }>;

/** The booking form's postcode check for the choice so far (features/postcode/PostcodeChecker.tsx). */
export type PostcodeCheckSlot = (choice: BookingChoice) => ReactNode;
