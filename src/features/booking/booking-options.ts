import booking from "virtual:content/booking";
import type { BookingOptions } from "./booking-form-state";

/** The values each select of the form offers, from content. */
export const BOOKING_OPTIONS: BookingOptions = {
  location: booking.fields.location.options.map((o) => o.value),
  type: booking.fields.type.options.map((o) => o.value),
  blocks: booking.fields.blocks.options.map((o) => String(o.value)),
  tier: booking.fields.tier.options.map((o) => o.value),
  wash: booking.fields.wash.options.map((o) => o.value),
  size: booking.fields.size.options.map((o) => o.value),
};

export const asSelectOptions = (options: readonly { value: string | number; label: string }[]) =>
  options.map((option) => ({ value: String(option.value), label: option.label }));
