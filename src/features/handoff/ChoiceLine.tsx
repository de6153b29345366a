import calendar from "virtual:content/booking/calendar";
import { BOOKING_FIELDS as fields } from "../../domain/booking-fields";
import type { BookingChoice } from "../../lib/booking-selection";
import { fillTemplate } from "../../lib/format";
import { chargedExtrasOf } from "../../domain/booking-quote";
import { optionLabel } from "../../lib/choice-sources";
import { Notice } from "../../components/ui/Notice";

/**
 * The whole choice on one line, for the calendar page (issue 23): package · size · wash type, its
 * extras after a "+", and the number of cars, as "Gold · Small / Hatchback · Exterior Only + Engine
 * Bay Detailing · 2 cars". Nothing for a choice without extras and with one car: the page is as before.
 */
export function ChoiceLine({ choice }: { choice: BookingChoice }) {
  const extras = chargedExtrasOf(choice).map((extra) => extra.name);
  if (extras.length === 0 && choice.cars < 2) return null;
  const washAndExtras = [optionLabel(fields.wash.options, choice.wash), ...extras].filter(Boolean).join(" + ");
  const parts = [optionLabel(fields.tier.options, choice.tier), optionLabel(fields.size.options, choice.size), washAndExtras];
  if (choice.cars > 1) parts.push(fillTemplate(fields.cars.count, { cars: choice.cars }));
  return (
    <div className="choice-line">
      <p className="choice-line__choice">{parts.filter(Boolean).join(" · ")}</p>
      <Notice>{calendar.extrasNote}</Notice>
    </div>
  );
}
