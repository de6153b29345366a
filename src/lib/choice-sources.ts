/**
 * What a choice's words and price are read from (`ChoiceSources`: booking.yaml's lists, pricing, savings, add-ons),
 * and the price and add-ons of a choice from them. Pure: content comes in through the caller, so the app
 * (domain/booking-quote.ts) and the calendar's early answer, which runs before the app
 * (features/scheduling/mark-early-answer.ts, through handoff.ts), reckon the same with the same code.
 */
import type { BookingChoice, BookingParam } from "./booking-selection.ts";
import { chargedExtras, type ExtraContent, type IncludedRows } from "./extras.ts";
import { quoteFor, type CustomQuoteRule, type QuotePricing, type QuoteSavings } from "./quote.ts";

type Options = readonly { value: string | number; label: string }[];

/** What the price of a choice is read from: pricing, savings and add-ons. */
export interface QuoteSources {
  pricing: QuotePricing;
  savings: QuoteSavings;
  customQuote: CustomQuoteRule;
  extras: readonly ExtraContent[];
  included: IncludedRows;
}

/** What a choice's words are read from too: booking.yaml's lists, each value with its label. */
export interface ChoiceSources extends QuoteSources {
  labels: Readonly<Record<BookingParam, Options>>;
}

/** The words content gives a list's chosen value (a pack size's too: its value is a number), or undefined when the list has no such value. */
export const optionLabel = (options: Options, value: string) => options.find((option) => String(option.value) === value)?.label;

/** The ticked add-ons that add to the price of this choice (extras.ts). */
export const chargedExtrasWith = (choice: Pick<BookingChoice, "extras" | "tier" | "wash">, sources: QuoteSources) =>
  chargedExtras(choice, sources.extras, sources.included);

/** The quote for a choice: the form's live quote and the hand-off's price both come from here. */
export const quoteWith = (choice: BookingChoice, sources: QuoteSources) =>
  quoteFor(choice, sources.pricing, sources.savings, sources.customQuote, chargedExtrasWith(choice, sources));
