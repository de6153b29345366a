import type { Route } from "./+types/booking-calendar";
import booking from "virtual:content/booking";
import { pageMeta } from "../features/seo/page-meta";
import { BookingCalendar } from "../features/scheduling/BookingCalendar";

export const meta: Route.MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...booking.calendar.meta });

export default BookingCalendar;
