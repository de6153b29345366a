/**
 * The words of a list entry's buttons. Each says what it does on screen ("Move up") and, to a screen
 * reader or voice control, which entry it does it to ("Move up “How long does it take?”"): the visible
 * words come first, so saying what is seen still works.
 */
export type EntryAction = "Move to top" | "Move up" | "Move down" | "Move to bottom" | "Remove";

/** The part only assistive technology hears: which entry. */
export const entryInWords = (entry: string) => ` “${entry}”`;

/** The button's accessible name. */
export const entryControlName = (action: EntryAction, entry: string) => `${action}${entryInWords(entry)}`;

/** What only assistive technology hears of an add button inside an entry: which entry it adds to. */
export const addInWords = (inEntry: string | undefined) => (inEntry ? ` to${entryInWords(inEntry)}` : "");

/** The add button's accessible name: "Add question", or "Add paragraph to “How long does it take?”" inside an entry. */
export const addControlName = (singular: string, inEntry?: string) => `Add ${singular}${addInWords(inEntry)}`;

/** Where an entry went, for a screen reader once it has moved: "“How long does it take?” is now at the top". */
export function movedInWords(entry: string, at: number, count: number): string {
  const place = at === 0 ? "at the top" : at === count - 1 ? "at the bottom" : `number ${at + 1} of ${count}`;
  return `“${entry}” is now ${place}`;
}
