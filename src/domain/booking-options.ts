import items from "virtual:content/addons/items";
import { BOOKING_FIELDS as fields } from "./booking-fields";
import { bookingRules } from "../lib/booking-selection";

/** What the form's lists allow and what each choice does, from booking.yaml, with the extras from addons.yaml: built once, for every page that reads a choice. */
export const BOOKING_RULES = bookingRules(fields, { items });

/** A content list as select options; `revealsMore` picks the options that show more of the form. */
export const asSelectOptions = <T extends { value: string | number; label: string }>(options: readonly T[], revealsMore?: (option: T) => boolean) =>
  options.map((option) => ({ value: String(option.value), label: option.label, revealsMore: revealsMore?.(option) }));
