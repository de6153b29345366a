/**
 * The words of a list entry's buttons. Each says what it does on screen ("Move up") and, to a screen
 * reader or voice control, which entry it does it to ("Move up “How long does it take?”"): the visible
 * words come first, so saying what is seen still works.
 */
type EntryAction = "Move up" | "Move down" | "Remove";

/** The part only assistive technology hears: which entry. */
export const entryInWords = (entry: string) => ` “${entry}”`;

/** The button's accessible name. */
export const entryControlName = (action: EntryAction, entry: string) => `${action}${entryInWords(entry)}`;

/** What only assistive technology hears of an add button inside an entry: which entry it adds to. */
export const addInWords = (inEntry: string | undefined) => (inEntry ? ` to${entryInWords(inEntry)}` : "");

/** The add button's accessible name: "Add question", or "Add paragraph to “How long does it take?”" inside an entry. */
export const addControlName = (singular: string, inEntry?: string) => `Add ${singular}${addInWords(inEntry)}`;
