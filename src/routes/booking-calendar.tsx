import type { MetaFunction } from "react-router";
import calendar from "virtual:content/booking/calendar";
import { pageMeta } from "../features/seo/page-meta";
import { BookingCalendar } from "../features/scheduling/BookingCalendar";
import { ChoiceLine } from "../features/handoff/ChoiceLine";
import { HandOff } from "../features/handoff/HandOff";
import { SelectionSummary } from "../features/handoff/SelectionSummary";

export const meta: MetaFunction = ({ location }) => pageMeta({ path: location.pathname, ...calendar.meta });

export default function Calendar() {
  return <BookingCalendar HandOff={HandOff} SelectionSummary={SelectionSummary} ChoiceLine={ChoiceLine} />;
}
