import addons from "virtual:content/addons";
import booking from "virtual:content/booking";
import pricing from "virtual:content/pricing";
import savings from "virtual:content/savings";
import type { BookingChoice } from "../../lib/booking-selection";
import { chargedExtras } from "../../lib/extras";
import { quoteFor } from "../../lib/quote";

/** The ticked add-ons that add to the price of this choice (lib/extras.ts), from content. */
export const chargedExtrasOf = (choice: Pick<BookingChoice, "extras" | "tier" | "wash">) => chargedExtras(choice, addons.items, pricing.included.rows);

/** The quote for a choice, from the same content as /pricing: the form's live quote and the hand-off's price use this one. */
export const quoteOf = (choice: BookingChoice) => quoteFor(choice, pricing, savings, booking.customQuote, chargedExtrasOf(choice));
