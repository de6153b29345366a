import { BookingCalendar } from "../features/scheduling/BookingCalendar";
import { ChoiceLine } from "../features/handoff/ChoiceLine";
import { HandOff } from "../features/handoff/HandOff";
import { SelectionSummary } from "../features/handoff/SelectionSummary";
import type { PageIsland } from "../components/island/Island";

/** /booking-calendar's widgets: the whole calendar (its Back link, its answer, the provider's frame). */
function CalendarWidgets() {
  return <BookingCalendar HandOff={HandOff} SelectionSummary={SelectionSummary} ChoiceLine={ChoiceLine} />;
}

/** /booking-calendar's island. */
export default { name: "calendar", widgets: <CalendarWidgets /> } satisfies PageIsland;
