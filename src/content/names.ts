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
  "terms",
  "privacy",
  "about",
  "founder",
  "booking",
] as const;

export type ContentName = (typeof CONTENT_NAMES)[number];
