import { BOOKING_PARAMS, allowedValues, parseBookingQuery, type BookingRules } from "../../lib/booking-selection";
import type { EarlyAnswerData } from "./mark-early-answer";

/** A choice of the six parameters as one string: each value URI-encoded (so "|" can't appear in one), in order. */
const keyOf = (values: readonly string[]) => values.map(encodeURIComponent).join("|");

/**
 * Every choice parseBookingQuery accepts as bookable, as keys: each parameter either absent or one of
 * the values content allows, tried in every combination. The parser decides; this only lists its
 * answers, so the page can look the address up before the app has started (mark-early-answer.ts).
 */
function bookableKeys(rules: BookingRules): string[] {
  let choices: string[][] = [[]];
  for (const name of BOOKING_PARAMS) choices = choices.flatMap((choice) => ["", ...allowedValues(rules, name)].map((value) => [...choice, value]));
  return choices
    .filter((values) => parseBookingQuery(Object.fromEntries(BOOKING_PARAMS.map((name, index) => [name, values[index]])), rules).bookable)
    .map(keyOf);
}

/**
 * The calendar's early-answer data (mark-early-answer.ts reads it in the page): the parameters and the
 * bookable keys, as the text of a JSON data block. "<" is escaped, so no value can end the element.
 */
export function earlyAnswerData(rules: BookingRules): string {
  const data: EarlyAnswerData = { params: [...BOOKING_PARAMS], bookable: bookableKeys(rules) };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
