import { BOOKING_FIELDS as fields } from "../../domain/booking-fields";
import postcodeWords from "virtual:content/booking/postcode";
import type { BookingChoice } from "../../lib/booking-selection";
import { handoffValues } from "../../lib/handoff";
import { CHOICE_SOURCES } from "../../domain/choice-sources";

/** The visitor's choice in words, each under its form label: what a hand-off sends, shown before it is sent. */
export function SelectionSummary({ selection, postcode = "" }: { selection: BookingChoice; postcode?: string }) {
  const words = handoffValues(selection, postcode, CHOICE_SOURCES);
  const rows = [
    [fields.location.label, words.location],
    [fields.type.label, words.type],
    [fields.blocks.label, words.blocks],
    [fields.tier.label, words.tier],
    [fields.wash.label, words.wash],
    [fields.size.label, words.size],
    [fields.extras.label, words.extras],
    [fields.cars.label, words.cars],
    [postcodeWords.label, words.postcode],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <dl className="selection-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
