import { BOOKING_PARAMS, allowedValues, parseBookingQuery, type BookingRules } from "../../lib/booking-selection";

/** A choice of the six parameters as one string: each value URI-encoded (so "|" can't appear in one), in order. */
const keyOf = (values: readonly string[]) => values.map(encodeURIComponent).join("|");

/**
 * Every choice parseBookingQuery accepts as bookable, as keys: each parameter either absent or one of
 * the values content allows, tried in every combination. The parser decides; this only lists its
 * answers, so the page can look the address up before the app has started.
 */
export function bookableKeys(rules: BookingRules): string[] {
  let choices: string[][] = [[]];
  for (const name of BOOKING_PARAMS) choices = choices.flatMap((choice) => ["", ...allowedValues(rules, name)].map((value) => [...choice, value]));
  return choices
    .filter((values) => parseBookingQuery(Object.fromEntries(BOOKING_PARAMS.map((name, index) => [name, values[index]])), rules).bookable)
    .map(keyOf);
}

/** Set on the calendar's body by the early answer: CSS shows the "can't book online" answer at once. */
export const EARLY_ANSWER_ATTRIBUTE = "data-early-answer";

/**
 * A classic inline script for the top of the calendar's body: run by the parser before the first paint,
 * it marks its parent `data-early-answer="bookable"` or `"not-bookable"` by looking the address's six
 * parameters up in `keys`. A parameter given twice is left to the app (no mark), as is the page without
 * JavaScript.
 */
export function earlyAnswerScript(keys: readonly string[]): string {
  return [
    `(function(){var q=new URLSearchParams(location.search),v=[],k=${JSON.stringify(keys)};`,
    `var names=${JSON.stringify(BOOKING_PARAMS)};`,
    'for(var i=0;i<names.length;i++){var a=q.getAll(names[i]);if(a.length>1)return;v.push(encodeURIComponent(a[0]||""))}',
    `document.currentScript.parentElement.setAttribute(${JSON.stringify(EARLY_ANSWER_ATTRIBUTE)},k.indexOf(v.join("|"))<0?"not-bookable":"bookable")})()`,
  ].join("");
}
