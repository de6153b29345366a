/**
 * The words the editor shows the owner, where a schema's description (written for developers: codes, file names,
 * true and false) isn't them: `x-hint`, the sentence under a field, and `x-template`, for a text the page fills in
 * (a price's link label), what each placeholder in braces becomes ("tier": "the package's name"); and `x-card`, on a
 * list the page shows as cards, the values each entry's card shows, in the page's order; and `x-made-from`, on a code the
 * site needs (an FAQ question's link name), the value of the same entry it is made from, so the owner never types it
 * (src/admin/schema/made-codes.ts); `x-choices`, a choice's options in the owner's words; and `x-choices-from`, on a
 * code naming an entry of another file's list (a savings row's package), that list, whose entries the editor offers
 * by name; `x-developer`, a setting only whoever looks after the site changes, kept in a closed section of its own.
 * Annotations: ajv
 * checks their shape; the editor reads them (src/admin/schema/schema-fields.ts), and a schema test keeps every hint
 * free of developer words (src/content/schema-conventions.test.ts).
 */

export const ownerHintKeyword = {
  keyword: "x-hint",
  schemaType: "string",
  metaSchema: { type: "string", minLength: 1 },
} as const;

export const templateKeyword = {
  keyword: "x-template",
  schemaType: "object",
  metaSchema: { type: "object", minProperties: 1, propertyNames: { pattern: "^[a-zA-Z]+$" }, additionalProperties: { type: "string", minLength: 1 } },
} as const;

export const cardKeyword = {
  keyword: "x-card",
  schemaType: "array",
  metaSchema: { type: "array", minItems: 1, uniqueItems: true, items: { type: "string", pattern: "^[a-zA-Z]+$" } },
} as const;

/** A choice's options in the owner's words, by the value the file holds ("addon": "An add-on"). */
export const choicesKeyword = {
  keyword: "x-choices",
  schemaType: "object",
  metaSchema: { type: "object", minProperties: 1, additionalProperties: { type: "string", minLength: 1 } },
} as const;

/** A code that names an entry of another file's list ("pricing.tiers"): the editor offers that list's entries, by name. */
export const choicesFromKeyword = {
  keyword: "x-choices-from",
  schemaType: "string",
  metaSchema: { type: "string", pattern: "^[a-z]+\\.[a-zA-Z]+$" },
} as const;

/**
 * A table shaped as another at the top of the same file ("prices"): the editor shows each of its values beside its twin's,
 * with the change (new prices from a day, beside today's).
 */
export const besideKeyword = {
  keyword: "x-beside",
  schemaType: "string",
  metaSchema: { type: "string", pattern: "^[a-zA-Z]+$" },
} as const;

/**
 * A setting only whoever looks after the site changes (a file's address, a download's name): the editor keeps it out of
 * the owner's way, in a section of its own, closed (issue 66 item 4).
 */
export const developerKeyword = {
  keyword: "x-developer",
  metaSchema: { const: true },
} as const;

export const madeFromKeyword = {
  keyword: "x-made-from",
  schemaType: "string",
  metaSchema: { type: "string", pattern: "^[a-zA-Z]+$" },
} as const;

/**
 * The words of a property's name that aren't the owner's (web jargon, abbreviations, a brand's spelling), each as the
 * owner says it: "contactPage.whatsappLabel" is labelled "WhatsApp label", "url" "Web address".
 */
const OWNER_WORDS: Readonly<Record<string, string>> = {
  url: "web address",
  alt: "description",
  src: "file",
  cta: "button",
  id: "short name",
  whatsapp: "WhatsApp",
  vcard: "contact card",
};

/** A property's name in words, where its schema has no title: "vehicleColumnHeading" → "Vehicle column heading" (the editor's labels, a fix's field names). */
export function inWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .split(" ")
    .map((word) => OWNER_WORDS[word] ?? word)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
