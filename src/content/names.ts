/** Every content file the site reads, by name: content/<name>.yaml checked against schemas/<name>.schema.json. */
export const CONTENT_NAMES = [
  "site",
  "home",
  "pricing",
  "addons",
  "plans",
  "savings",
  "faq",
  "testimonials",
  "gallery",
  "terms",
  "privacy",
  "about",
  "founder",
  "booking",
] as const;

export type ContentName = (typeof CONTENT_NAMES)[number];

/**
 * The covered postcodes, one a line (issue 57): content the owner edits like the YAML, checked by
 * postcode-list-rules.ts, and published by the build at booking.yaml's postcode › csvPath, where visitors' check fetches it.
 */
export const POSTCODE_LIST_FILE = "serviced-postcodes.csv";

/** A content file's path from the project's root, as messages and the editor name it: content/pricing.yaml. */
export const contentFilePath = (name: ContentName) => `content/${name}.yaml`;
