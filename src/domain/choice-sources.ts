import { BOOKING_FIELDS as fields } from "./booking-fields";
import type { ChoiceSources } from "../lib/choice-sources";
import { QUOTE_SOURCES } from "./booking-quote";

/**
 * What a choice's words and price are read from, in content: the hand-off's messages and the summary of a choice.
 * Apart from booking-quote.ts so that a page that only quotes (the form, as it starts) doesn't load the labels' map.
 */
export const CHOICE_SOURCES: ChoiceSources = {
  ...QUOTE_SOURCES,
  labels: {
    location: fields.location.options,
    type: fields.type.options,
    blocks: fields.blocks.options,
    tier: fields.tier.options,
    wash: fields.wash.options,
    size: fields.size.options,
  },
};
