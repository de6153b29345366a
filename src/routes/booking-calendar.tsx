import type { MetaFunction } from "react-router";
import calendar from "virtual:content/booking/calendar";
import { pageMeta } from "../features/seo/page-meta";
import { BookingCalendar } from "../features/scheduling/BookingCalendar";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...calendar.meta });

export default BookingCalendar;
