import { BookingCalendar } from "../features/scheduling/BookingCalendar";
import { ChoiceLine } from "../features/handoff/ChoiceLine";
import { HandOff } from "../features/handoff/HandOff";
import { SelectionSummary } from "../features/handoff/SelectionSummary";

/** /booking-calendar's island: the whole calendar (its Back link, its answer, the provider's frame). */
export function CalendarIsland() {
  return <BookingCalendar HandOff={HandOff} SelectionSummary={SelectionSummary} ChoiceLine={ChoiceLine} />;
}
