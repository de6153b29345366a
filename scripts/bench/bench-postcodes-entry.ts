/** The browser bundle of the benchmark (scripts/bench/bench-postcodes.ts): the real postcode modules. */
export { classifyPostcode, normalisePostcode } from "../../src/lib/normalise-postcode.ts";
export { ServicedPostcodes, loadServicedPostcodes, resetServicedPostcodesCache } from "../../src/features/postcode/postcode-list.ts";
export { csvRows } from "../../src/lib/postcode-list-reader.ts";
