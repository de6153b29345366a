import { isValid } from "postcode";

/** What the postcode checker tells the visitor (docs/decisions.md, brief 5 and decision 5). */
export type PostcodeClassification = "covered" | "surcharge" | "invalid";

const WHITE_SPACE = /\s+/g;
/** The inward code (digit + two letters) is always the last three characters of a UK postcode. */
const INWARD_CODE_LENGTH = 3;
const MIN_LENGTH = 5;

/**
 * The brief's normalisation, used for both the visitor's input and every entry of the CSV so the two compare
 * equal: remove all white space, upper-case, reject fewer than 5 characters, put one space before the last 3.
 * On top of the brief (docs/decisions.md 5), anything not shaped like a UK postcode is rejected too, so a typo
 * such as "ABCDE" or "12345" is called invalid instead of getting the surcharge answer. The shape rules are
 * the `postcode` package's; the formatting stays the brief's own.
 *
 * Returns the normalised postcode ("IG1 3TY"), or null when the input is not a postcode.
 */
export function normalisePostcode(input: string): string | null {
  const spaced = formatPostcode(input);
  return spaced !== null && isPostcodeShaped(spaced) ? spaced : null;
}

/** The brief's normalisation alone, without the shape check: "ig13ty " → "IG1 3TY"; under 5 characters → null. */
export function formatPostcode(input: string): string | null {
  const compact = input.replace(WHITE_SPACE, "").toUpperCase();
  if (compact.length < MIN_LENGTH) return null;
  return `${compact.slice(0, -INWARD_CODE_LENGTH)} ${compact.slice(-INWARD_CODE_LENGTH)}`;
}

/** Whether a formatted string is shaped like a UK postcode (the `postcode` package's rules). */
export function isPostcodeShaped(formatted: string): boolean {
  return isValid(formatted);
}

/**
 * covered: a valid postcode in the serviced list; surcharge: valid but not in the list; invalid: not a postcode.
 * `serviced` answers whether a normalised postcode is on the list (a ServicedPostcodes, or any set of them).
 */
export function classifyPostcode(input: string, serviced: { has(postcode: string): boolean }): PostcodeClassification {
  const postcode = normalisePostcode(input);
  if (postcode === null) return "invalid";
  return serviced.has(postcode) ? "covered" : "surcharge";
}
