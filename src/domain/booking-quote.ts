import items from "virtual:content/addons/items";
import customQuote from "virtual:content/booking/customQuote";
import included from "virtual:content/pricing/included";
import prices from "virtual:content/pricing/prices";
import rows from "virtual:content/savings/rows";
import type { BookingChoice } from "../lib/booking-selection";
import { chargedExtras } from "../lib/extras";
import { quoteFor } from "../lib/quote";

/** The ticked add-ons that add to the price of this choice (lib/extras.ts), from content. */
export const chargedExtrasOf = (choice: Pick<BookingChoice, "extras" | "tier" | "wash">) => chargedExtras(choice, items, included.rows);

/** The quote for a choice, from the same content as /pricing: the form's live quote and the hand-off's price use this one. */
export const quoteOf = (choice: BookingChoice) => quoteFor(choice, { prices }, { rows }, customQuote, chargedExtrasOf(choice));
