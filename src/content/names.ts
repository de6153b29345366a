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

/** A file the editor reads and saves (its backends, the local endpoint): a content file by its name, or the postcode list. */
export type EditedFile = ContentName | typeof POSTCODE_LIST_FILE;

/** Where an edited file lives, from the project's root: the one declaration every backend and the local endpoint follow. */
export const editedFilePath = (file: EditedFile) => (file === POSTCODE_LIST_FILE ? `content/${POSTCODE_LIST_FILE}` : contentFilePath(file));

/** Every file the editor edits. */
export const EDITED_FILES: readonly EditedFile[] = [...CONTENT_NAMES, POSTCODE_LIST_FILE];

/** The edited file at a path from the project's root (a commit's file), or undefined for any other (a photo). */
export const editedFileOfPath = (path: string | undefined): EditedFile | undefined => EDITED_FILES.find((file) => editedFilePath(file) === path);
