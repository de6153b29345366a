import type { MetaFunction } from "react-router";
import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { BookingCalendar } from "../features/scheduling/BookingCalendar";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...booking.calendar.meta });

export default BookingCalendar;
