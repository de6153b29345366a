/**
 * Every link with a query that the code builds (issue 25): the page's path comes from the route table
 * (`PAGES` in lib/site-paths.ts), the query from the booking selection's serialisers (lib/booking-selection.ts).
 */
import { PAGES } from "./site-paths.ts";

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** The booking form showing a choice (its query from formSearch, or tier/wash/size from a price). */
export const bookingFormHref = (search = "") => withSearch(PAGES.book.path, search);
/** The booking calendar for a choice (its query from bookingQuery). */
export const calendarHref = (search: string) => withSearch(PAGES.calendar.path, search);
/** The contact page, with the choice a hand-off brings (its query from contactSearch). */
export const contactHref = (search = "") => withSearch(PAGES.contact.path, search);
