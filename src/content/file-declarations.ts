/**
 * Every file the owner edits, declared once (issue 65): each content file under content/ and the covered postcodes'
 * list, with its kind, where its title comes from, its schema, the page it feeds, the figures it lends to another file
 * and the lists of codes it follows. The build (the editor's list of files), the content check (cross-file-rules.ts),
 * the editor (its titles, its preview, what follows a Pricing page edit) and the tests read this table; names.ts
 * derives the list of names from it. A new content file is one entry here, its schema and its YAML.
 *
 * Titles: a content file's title is its schema's `title` (schemas/<name>.schema.json), the one source, since YAML
 * editors show it too; the postcode list has no schema, so its title is declared here. fileTitle() works it out.
 */
import type { ContentFiles } from "./generated/content-files.ts";
import { planFigureWords, planFigures } from "../lib/plan-figures.ts";
import { PAGES, type PageName } from "../lib/site-paths.ts";

/** Where a value sits in a file, from its root; "*" stands for every entry of a list. */
type Place = readonly string[];

/**
 * A list of codes other files follow: the entries at `at` in `file`, each known by its `id` (a package by its id, a
 * pack size by its value); `what` names the list in the check's messages.
 */
export interface CodeList {
  file: keyof ContentFiles;
  at: Place;
  id: string;
  what: string;
}

/** The lists of codes other files follow, by name. */
export const CODE_LISTS = {
  packages: { file: "pricing", at: ["tiers"], id: "id", what: "packages" },
  washTypes: { file: "pricing", at: ["washTypes"], id: "id", what: "wash types" },
  vehicleSizes: { file: "pricing", at: ["vehicleSizes"], id: "id", what: "vehicle sizes" },
  packSizes: { file: "booking", at: ["fields", "blocks", "options"], id: "value", what: "pack sizes" },
} as const satisfies Record<string, CodeList>;

export type CodeListName = keyof typeof CODE_LISTS;

/**
 * A list that has an entry for each code of another, in its order, each entry naming its code at `id` (Savings at a
 * Glance: a row per package). `each`: every entry holds in turn a list with an entry for each code of a third (a
 * row's packs, one per pack size). The check asks for what is missing, extra or out of order; the editor, when the
 * codes change, renames, removes and adds the entries (a new one with its codes alone, its figures asked of the owner).
 */
export interface RowsFollowing {
  rows: Place;
  id: string;
  list: CodeListName;
  each?: { rows: Place; id: string; list: CodeListName };
}

/**
 * A value that is one of a list's codes (the booking form's custom quote names a package). The check refuses any
 * other; the editor follows a renamed code and empties a retired one, for the owner to choose again.
 */
export interface ChoiceFollowing {
  choice: Place;
  list: CodeListName;
}

export type Following = RowsFollowing | ChoiceFollowing;

/**
 * Figures a file lends another: the texts at `at` in the file `to` are templates, whose placeholders (`{upToSix}`) are
 * filled in with the figures worked out from this file's content (plan-figures.ts), so a figure changed here is
 * changed there; the check refuses a placeholder this file has no figure for.
 */
interface Lending<Content> {
  to: keyof ContentFiles;
  at: Place;
  figures: (content: Content) => Readonly<Record<string, number>>;
  /** What each figure becomes, in the owner's words: the editor shows and puts in a figure by them. */
  words: (content: Content) => Readonly<Record<string, string>>;
}

/** A content file: content/<name>.yaml, checked against schemas/<name>.schema.json, titled by the schema's title. */
export interface YamlFile<Content = unknown> {
  kind: "yaml";
  /** The file whose page shows this one as a section of it (the add-ons table, on the Pricing page); else its own page. */
  shownOn?: keyof ContentFiles;
  /** The lists of codes in other files this one follows (cross-file-rules.ts checks them; the editor follows them). */
  follows?: readonly Following[];
  lends?: Lending<Content>;
}

/** The covered postcodes, one a line: content/<file>, checked by postcode-list-rules.ts; no schema, so its title is here. */
export interface PostcodeListFile {
  kind: "postcode-list";
  title: string;
  /** The page whose visitors check their postcode against it. */
  feeds: PageName;
}

export type FileKind = (YamlFile | PostcodeListFile)["kind"];

const yaml = <const File extends Omit<YamlFile<never>, "kind">>(file: File) => ({ kind: "yaml" as const, ...file });

/** The declarations, in the order the editor lists the files (and the site reads them). */
const FILES = {
  site: yaml({}),
  home: yaml({}),
  pricing: yaml({}),
  addons: yaml({ shownOn: "pricing" }),
  plans: yaml({ shownOn: "pricing" }),
  savings: yaml({
    shownOn: "pricing",
    follows: [{ rows: ["rows"], id: "tier", list: "packages", each: { rows: ["packs"], id: "blocks", list: "packSizes" } }],
    lends: { to: "plans", at: ["cards", "*", "points", "*"], figures: planFigures, words: planFigureWords },
  }),
  faq: yaml({}),
  testimonials: yaml({ shownOn: "home" }),
  gallery: yaml({ shownOn: "home" }),
  terms: yaml({}),
  privacy: yaml({}),
  about: yaml({}),
  founder: yaml({}),
  booking: yaml({
    follows: [
      { choice: ["customQuote", "tier"], list: "packages" },
      { choice: ["customQuote", "wash"], list: "washTypes" },
      { choice: ["customQuote", "size"], list: "vehicleSizes" },
    ],
  }),
  "serviced-postcodes.csv": { kind: "postcode-list", title: "Service area", feeds: "book" },
} as const;

type Declared = typeof FILES;
/** A file the editor reads and saves, by its name: a content file's (pricing), or the postcode list's file name. */
export type EditedFile = keyof Declared;
/** A content file's name: content/<name>.yaml. */
export type ContentName = { [Name in EditedFile]: Declared[Name]["kind"] extends "yaml" ? Name : never }[EditedFile];
/** The postcode list's file name (serviced-postcodes.csv). */
type PostcodeListName = Exclude<EditedFile, ContentName>;

/** Each declaration, typed: a content file's lending takes that file's content. */
export const DECLARATIONS: { readonly [Name in EditedFile]: Name extends ContentName ? YamlFile<ContentFiles[Name]> : PostcodeListFile } = FILES;

/** Every edited file's name, in the declarations' order. */
export const DECLARED_FILES = Object.keys(DECLARATIONS) as EditedFile[];

/** What kind of file it is: a YAML content file, or the postcode list. */
export const fileKindOf = (file: EditedFile): FileKind => DECLARATIONS[file].kind;

export const isContentName = (file: EditedFile): file is ContentName => fileKindOf(file) === "yaml";

/** The postcode list's file name, from its declaration. */
export const POSTCODE_LIST_NAME = DECLARED_FILES.find((file): file is PostcodeListName => !isContentName(file))!;

/** The file whose page shows a content file: its own, or the one it is a section of. */
export const pageFileOf = (name: ContentName): ContentName => DECLARATIONS[name].shownOn ?? name;

/**
 * The pages a file feeds, from the route table (src/lib/site-paths.ts): those whose words its page's file holds
 * (pricing.yaml: the Pricing page; booking.yaml: the booking form, the calendar and the thank-you page), or the
 * postcode list's declared page. site.yaml's header and footer are on every page; its own is the contact page.
 */
export function pagesFed(file: EditedFile): PageName[] {
  if (!isContentName(file)) return [(DECLARATIONS[file] as PostcodeListFile).feeds];
  const owner = pageFileOf(file);
  return (Object.keys(PAGES) as PageName[]).filter((page) => PAGES[page].wordsFile === owner);
}

/** The schemas the check reads, by name: "common" (the shared definitions), then one per content file. */
export const SCHEMA_NAMES = ["common", ...DECLARED_FILES.filter(isContentName)] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

/** The name a schema is known by, in `$ref`s and to placeholders.ts: its file's name under schemas/, e.g. pricing.schema.json. */
export const schemaFile = (name: SchemaName) => `${name}.schema.json`;

/**
 * A file's title for the owner (the editor's list, its headings, the words of a change): a content file's schema's
 * title, or the postcode list's declared title. Every schema has a title (schema-conventions.test.ts), so the name is
 * a fallback no owner sees.
 */
export function fileTitle(file: EditedFile, schemas: Readonly<Record<string, object>>): string {
  const declared = DECLARATIONS[file];
  if (declared.kind === "postcode-list") return declared.title;
  return (schemas[schemaFile(file as ContentName)] as { title?: string } | undefined)?.title ?? file;
}

/** The files that follow a list of codes of `file` (pricing: savings and booking), in the declarations' order. */
export function followersOf(file: ContentName): ContentName[] {
  return DECLARED_FILES.filter(isContentName).filter((name) =>
    (DECLARATIONS[name] as YamlFile).follows?.some((following) => CODE_LISTS[following.list].file === file),
  );
}

/** How `file` follows other files' codes (none for most). */
export const followingsOf = (file: ContentName): readonly Following[] => (DECLARATIONS[file] as YamlFile).follows ?? [];

export const isRowsFollowing = (following: Following): following is RowsFollowing => "rows" in following;

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The value at `place` in `value`, or undefined where the path breaks (the editor's values may be half typed). */
export function valueAt(value: unknown, place: Place): unknown {
  return place.reduce<unknown>((at, key) => asRecord(at)[key], value);
}

/** Every value at a place with "*" in it (each point of each card), with its path. */
export function valuesAt(value: unknown, place: Place, path: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  if (place.length === 0) return [{ path, value }];
  const [key, ...rest] = place;
  if (key !== "*") return valuesAt(asRecord(value)[key], rest, [...path, key]);
  return Array.isArray(value) ? value.flatMap((entry, i) => valuesAt(entry, rest, [...path, i])) : [];
}

/** A code: a package's id, a pack size. */
export type Code = string | number;

/** The codes of the entries at `at`, each at its `id`, in order (entries without one skipped): works on any value. */
export function codesAt(value: unknown, { at, id }: { at: Place; id: string }): Code[] {
  const entries = valueAt(value, at);
  if (!Array.isArray(entries)) return [];
  return entries.map((entry) => asRecord(entry)[id]).filter((code): code is Code => typeof code === "string" || typeof code === "number");
}

/** A list's codes in its file's content. */
export const codesIn = (content: unknown, list: CodeListName): Code[] => codesAt(content, CODE_LISTS[list]);
