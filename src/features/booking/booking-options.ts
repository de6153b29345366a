import booking from "virtual:content/booking";
import { bookingRules } from "../../lib/booking-selection";

/** What the form's lists allow and what each choice does, from booking.yaml. */
export const BOOKING_RULES = bookingRules(booking.fields);

/** A content list as select options; `revealsMore` picks the options that show more of the form. */
export const asSelectOptions = <T extends { value: string | number; label: string }>(options: readonly T[], revealsMore?: (option: T) => boolean) =>
  options.map((option) => ({ value: String(option.value), label: option.label, revealsMore: revealsMore?.(option) }));
