import booking from "virtual:content/booking";
import type { BookingChoice } from "../../lib/booking-selection";

const labelOf = (options: readonly { value: string | number; label: string }[], value: string) =>
  options.find((option) => String(option.value) === value)?.label;

/** The visitor's choice in words, for booking by phone or email when the calendar won't load. */
export function SelectionSummary({ selection }: { selection: BookingChoice }) {
  const { fields } = booking;
  const rows = [
    [fields.location.label, labelOf(fields.location.options, selection.location)],
    [fields.type.label, labelOf(fields.type.options, selection.type)],
    [fields.blocks.label, labelOf(fields.blocks.options, selection.blocks)],
    [fields.tier.label, labelOf(fields.tier.options, selection.tier)],
    [fields.wash.label, labelOf(fields.wash.options, selection.wash)],
    [fields.size.label, labelOf(fields.size.options, selection.size)],
  ].filter((row): row is [string, string] => row[1] !== undefined);
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
