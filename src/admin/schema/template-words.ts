/**
 * A text the page fills in (the schema's `x-template`: a plan card's point quoting a saving, a closure's notice with
 * its days), as the owner reads and writes it: never a code in braces. The file keeps each figure as `{name}` (a
 * YAML edited by hand still works, and the check reads it); the editor shows it as what it becomes, in square
 * brackets ("[the most saved on the 6-wash pack]"), and the owner puts one in from a short list beside the box.
 * What the check says of such a text is said in the same words (figureProblem).
 */
import { fillTemplate } from "../../lib/format.ts";

/** What each figure becomes on the page, by its name in the file ("upToSix": "the most saved on the 6-wash pack"). */
export type TemplateWords = Readonly<Record<string, string>>;

/** A figure as the owner reads it. */
export const shownFigure = (words: string) => `[${words}]`;

/** The text as the owner reads it: each figure the template knows as what it becomes, in square brackets (the page's own fill). */
export function shownText(stored: string, words: TemplateWords): string {
  return fillTemplate(stored, Object.fromEntries(Object.entries(words).map(([name, figure]) => [name, shownFigure(figure)])));
}

/** The text as the file keeps it: each figure shown in square brackets by its exact words, as its name in braces. */
export function storedText(shown: string, words: TemplateWords): string {
  let stored = shown;
  for (const [name, figure] of Object.entries(words)) stored = stored.split(shownFigure(figure)).join(`{${name}}`);
  return stored;
}

/** The figures a schema's pattern asks every text to hold: its look-aheads, `(?=.*\{from\})`. */
export function figuresNeeded(pattern: string | undefined): string[] {
  return [...(pattern ?? "").matchAll(/\(\?=\.\*\\\{([A-Za-z]+)\\\}\)/g)].map((match) => match[1]);
}

/**
 * What is wrong with a text's figures, in the owner's words, or undefined: a brace that is no figure the template
 * knows (typed by hand, or a figure's words half deleted and typed again), or a figure the text must hold missing.
 */
export function figureProblem(stored: string, words: TemplateWords, needed: readonly string[] = []): string | undefined {
  const withoutFigures = fillTemplate(stored, Object.fromEntries(Object.keys(words).map((name) => [name, ""])));
  if (/[{}]/.test(withoutFigures)) return "Take out the curly brackets: a figure is put in from the list under the box.";
  const missing = needed.filter((name) => !stored.includes(`{${name}}`) && Object.hasOwn(words, name));
  if (missing.length > 0) return `Put in ${missing.map((name) => shownFigure(words[name])).join(" and ")} from the list under the box.`;
  return undefined;
}
