/**
 * Every link to the site's own pages that the code builds (issue 25): each page's path comes from the
 * route table (lib/site-paths.ts), so no page path is written anywhere else; the query comes from the
 * booking selection's serialisers (lib/booking-selection.ts).
 */
import { pathOfRoute } from "./site-paths.ts";

/** The booking form, /book. */
export const BOOKING_FORM_PATH = pathOfRoute("routes/book.tsx");
/** The booking calendar, where the form sends a choice. */
export const CALENDAR_PATH = pathOfRoute("routes/booking-calendar.tsx");
const CONTACT_PATH = pathOfRoute("routes/contact.tsx");

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** The booking form showing a choice (its query from formSearch, or tier/wash/size from a price). */
export const bookingFormHref = (search = "") => withSearch(BOOKING_FORM_PATH, search);
/** The booking calendar for a choice (its query from bookingQuery). */
export const calendarHref = (search: string) => withSearch(CALENDAR_PATH, search);
/** The contact page, with the choice a hand-off brings (its query from contactSearch). */
export const contactHref = (search = "") => withSearch(CONTACT_PATH, search);
