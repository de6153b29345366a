import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { BookingCalendar } from "../features/scheduling/BookingCalendar";

export const meta = () => pageMeta({ path: "/booking-calendar", ...booking.calendar.meta, indexable: false });

export default BookingCalendar;
