import { classifyPostcode, normalisePostcode, type PostcodeClassification } from "./normalise-postcode";
import { loadServicedPostcodes } from "./postcode-list";

/**
 * One coverage check: an input that isn't a UK postcode is invalid without loading anything;
 * otherwise the serviced list is loaded (first check only) and the postcode looked up in it.
 * Rejects with PostcodeListUnavailable when the list can't be loaded.
 */
export async function checkPostcode(input: string, csvUrl: string): Promise<PostcodeClassification> {
  if (normalisePostcode(input) === null) return "invalid";
  return classifyPostcode(input, await loadServicedPostcodes(csvUrl));
}
