import items from "virtual:content/addons/items";
import customQuote from "virtual:content/booking/customQuote";
import included from "virtual:content/pricing/included";
import prices from "virtual:content/pricing/prices";
import offers from "virtual:content/pricing/offers";
import rows from "virtual:content/savings/rows";
import type { BookingChoice } from "../lib/booking-selection";
import { chargedExtrasWith, quoteWith, type QuoteSources } from "../lib/choice-sources";

/** What a choice's price is read from, in content: the same as /pricing shows. */
export const QUOTE_SOURCES: QuoteSources = {
  pricing: { prices, offers },
  savings: { rows },
  customQuote,
  extras: items,
  included: included.rows,
};

/** The ticked add-ons that add to the price of this choice (lib/extras.ts), from content. */
export const chargedExtrasOf = (choice: Pick<BookingChoice, "extras" | "tier" | "wash">) => chargedExtrasWith(choice, QUOTE_SOURCES);

/** The quote for a choice, from the same content as /pricing: the form's live quote and the hand-off's price use this one. */
export const quoteOf = (choice: BookingChoice) => quoteWith(choice, QUOTE_SOURCES);
