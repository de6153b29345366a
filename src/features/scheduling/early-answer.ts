import type { BookingParam, BookingRules } from "../../lib/booking-selection";
import type { ChoiceSources } from "../../lib/choice-sources";
import type { EarlyAnswerData, EarlyHandoff } from "./mark-early-answer";

/**
 * The calendar's early-answer data (mark-early-answer.ts reads it in the page): the booking rules the app's
 * own parser reads the address with, and what the hand-off's messages are written from, as the text of a JSON
 * data block. "<" is escaped, so no value can end the element.
 */
export function earlyAnswerData(rules: BookingRules, handoff: EarlyHandoff): string {
  const data: EarlyAnswerData = {
    // Only what the parser reads: the lists' labels and the rest of their content stay out of the page.
    rules: {
      locations: rules.locations.map(({ value, checksPostcode }) => ({ value, checksPostcode })),
      types: rules.types.map(({ value, choosesPack }) => ({ value, choosesPack })),
      packs: rules.packs,
      tiers: rules.tiers,
      washes: rules.washes.map(({ value, schedulingSuffix }) => ({ value, schedulingSuffix })),
      sizes: rules.sizes,
      extras: rules.extras,
      maxCars: rules.maxCars,
    },
    handoff: { ...handoff, sources: onlyWhatIsRead(handoff.sources) },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The sources as choice-words.ts reads them: the lists' values and labels, the add-ons without their descriptions. */
function onlyWhatIsRead(sources: ChoiceSources): ChoiceSources {
  const labels = Object.fromEntries(
    Object.entries(sources.labels).map(([name, options]) => [name, options.map(({ value, label }) => ({ value, label }))]),
  ) as Record<BookingParam, { value: string | number; label: string }[]>;
  const extras = sources.extras.map(({ id, name, price, time, includedAs }) => ({ id, name, price, time, includedAs }));
  return { ...sources, labels, extras };
}
