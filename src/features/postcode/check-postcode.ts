import { classifyPostcode, normalisePostcode, type PostcodeClassification } from "../../lib/normalise-postcode";
import { loadServicedPostcodes } from "./postcode-list";

export interface PostcodeCheck {
  result: PostcodeClassification | "unavailable";
  /** The postcode as the brief normalises it ("IG1 3TY"), "" when the input is not a postcode. */
  postcode: string;
}

/**
 * One coverage check: an input that isn't a UK postcode is invalid without loading anything;
 * otherwise the serviced list is loaded (first check only) and the postcode looked up in it.
 * "unavailable" when the list can't be loaded (docs/decisions.md 7), with the postcode kept for the hand-off.
 */
export async function checkPostcode(input: string, csvUrl: string): Promise<PostcodeCheck> {
  const postcode = normalisePostcode(input);
  if (postcode === null) return { result: "invalid", postcode: "" };
  try {
    return { result: classifyPostcode(postcode, await loadServicedPostcodes(csvUrl)), postcode };
  } catch {
    return { result: "unavailable", postcode };
  }
}
