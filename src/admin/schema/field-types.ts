/**
 * The editor's fields: what one value of a content file is, as the form shows it. Built from the schemas
 * (schema-fields.ts); the form, the commit message and the conflict merge all read this one shape.
 */

/** Where a value sits in the file: keys, and positions in lists counted from 0 (["items", 2, "answer"]). */
export type FieldPath = readonly (string | number)[];

interface FieldBase {
  /** The property's name in the file ("heading"), or the code in a code table ("gold"). */
  key: string;
  /** What the owner reads: the schema's title, the property's name in words, or the name content gives a code. */
  label: string;
  /** What the owner reads under it: the schema's x-hint, or its description. */
  hint?: string;
  /** A text the page fills in: what each figure becomes ("tier": "the package's name"; template-words.ts). */
  template?: Readonly<Record<string, string>>;
  /** The figures such a text must hold (its schema's pattern asks for them). */
  figuresNeeded?: readonly string[];
  /** False for a value the file may leave out (shown as "optional"). */
  required: boolean;
  /**
   * Where the value is. Inside a list, a field describes every entry: its path is the first entry's
   * (position 0), and `entryField` (field-tree.ts) gives another entry's.
   */
  path: FieldPath;
  /**
   * A code the site needs that the editor makes from another value of the same entry (the schema's `x-made-from`:
   * an FAQ question's link name, from its question): never shown, never asked for.
   */
  madeFrom?: string;
  /** A setting only whoever looks after the site changes (the schema's `x-developer`): drawn in a closed section of its own. */
  developer?: true;
  /**
   * Where its twin is, in a table shaped as another (the schema's `x-beside`): a new price's is today's price of the
   * same package, size and wash type, which its box shows beside it, with the change.
   */
  beside?: FieldPath;
}

/**
 * One line of text. `input` picks the phone's keyboard (and a date picker) where the schema says what the
 * text is; "code" is a code, a page's path or a language's tag, typed as written: no capital letter or spelling corrected.
 */
export interface TextField extends FieldBase {
  kind: "text";
  input?: "email" | "url" | "tel" | "date" | "code";
}

/** Text that may run to several lines: a box that grows. */
export interface ParagraphField extends FieldBase {
  kind: "paragraph";
}

export interface NumberField extends FieldBase {
  kind: "number";
  min?: number;
  max?: number;
  /** 1 for whole numbers. */
  step: number | "any";
  /** How a value reads in words (the commit message): pounds are "£40". */
  unit?: "pounds" | "minutes";
}

export interface YesNoField extends FieldBase {
  kind: "yes/no";
}

/** One of a fixed set of words (the schema's enum). */
export interface ChoiceField extends FieldBase {
  kind: "choice";
  options: string[];
  /** Each option in the owner's words (the schema's `x-choices`), where the value isn't them. */
  labels?: Readonly<Record<string, string>>;
}

/** A photo file in content/photos, named in the file as photos/<file>. */
export interface PhotoField extends FieldBase {
  kind: "photo";
}

/** Entries the owner adds, removes and moves. */
export interface ListField extends FieldBase {
  kind: "list";
  /** The fewest and most entries the schema allows. */
  min?: number;
  max?: number;
  /** One entry in words, lower case ("question"): "Add question", "Question 3". */
  singular: string;
  /** Every entry's field (a group for entries with several values), at position 0. */
  item: FormField;
  /** For entries with several values: the one whose text names a folded entry ("question"). */
  summaryKey?: string;
  /** Where the summary is a code: the name content gives each code ("gold": "Gold"), which names the entry. */
  codeNames?: Readonly<Record<string, string>>;
  /** A list the page shows as cards (the schema's `x-card`): the values each entry's card shows, in the page's order. */
  card?: readonly string[];
}

/** Values that belong together, each its own field. */
export interface GroupField extends FieldBase {
  kind: "group";
  fields: FormField[];
}

/**
 * A table keyed by codes from elsewhere in the file (prices by wash type, vehicle size and package): one
 * field per code of the list it names (whether or not the table holds a value for it yet), then any other key
 * the table holds, each labelled with the name content gives that code.
 */
export interface CodeTableField extends FieldBase {
  kind: "code-table";
  fields: FormField[];
  /** The list at the top of the file whose entries' codes are the keys ("tiers"), when the schema names one. */
  codesFrom?: string;
}

export type FormField = TextField | ParagraphField | NumberField | YesNoField | ChoiceField | PhotoField | ListField | GroupField | CodeTableField;
