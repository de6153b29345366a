import booking from "virtual:content/booking";
import { bookingRules } from "../../lib/booking-selection";

/** What the form's lists allow and what each choice does, from booking.yaml. */
export const BOOKING_RULES = bookingRules(booking.fields);

export const asSelectOptions = (options: readonly { value: string | number; label: string }[]) =>
  options.map((option) => ({ value: String(option.value), label: option.label }));
