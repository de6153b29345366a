/** One thing wrong with the content, said so that the owner can find and fix it. */
export interface ContentProblem {
  /** The file, relative to the project, e.g. content/pricing.yaml. */
  file: string;
  line: number;
  column: number;
  /** The field path in words, e.g. "prices › exterior › small › gold" ("" for the whole file). */
  field: string;
  /** One plain sentence: what is expected and what was found. */
  message: string;
}

/** `content/pricing.yaml:12:20 prices › exterior › small › gold: Expected …` */
export function formatProblem(problem: ContentProblem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return problem.field ? `${where} ${problem.field}: ${problem.message}` : `${where} ${problem.message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [`The content has ${count}:`, ...problems.map((p) => "  " + formatProblem(p))].join("\n");
}

/**
 * The "before you go live" list (placeholders.ts): not mistakes, so each line starts with "- ", which the
 * GitHub check reads as a warning at its line rather than an error (.github/content-problem-matcher.json).
 */
export function formatPlaceholders(placeholders: readonly ContentProblem[]): string {
  return [`${goLiveHeading(placeholders.length)} (docs/editing-content.md, "Going live"):`, ...placeholders.map((p) => "  - " + formatProblem(p))].join("\n");
}

/** The notes (a closure that is over): not mistakes, so each line starts with "- " as the go-live list's. */
export function formatNotes(notes: readonly ContentProblem[]): string {
  return [`To tidy: ${notes.length === 1 ? "1 thing" : `${notes.length} things`} no longer needed`, ...notes.map((p) => "  - " + formatProblem(p))].join("\n");
}

/** The list's heading, in the check's output and the editor's panel: "Before you go live: 2 things to replace". */
export function goLiveHeading(count: number): string {
  return `Before you go live: ${count === 1 ? "1 thing" : `${count} things`} to replace`;
}

/** The path of a field in words: array positions count from 1 ("items › item 3 › answer"). */
export function fieldInWords(path: readonly (string | number)[]): string {
  return path.map((part) => (typeof part === "number" ? `item ${part + 1}` : part)).join(" › ");
}

/**
 * The path `fieldInWords` wrote: "items › item 3 › answer" → ["items", 2, "answer"] ("" is the whole file). Exact for the
 * content's keys, which hold no " › " and are never "item" and a number.
 */
export function pathOfWords(words: string): (string | number)[] {
  if (words === "") return [];
  return words.split(" › ").map((part) => {
    const position = /^item (\d+)$/.exec(part);
    return position ? Number(position[1]) - 1 : part;
  });
}

/**
 * Splits a JSON Pointer ("/items/2/answer") into its parts, walking the data so that positions in a
 * list become numbers while mapping keys that look like numbers stay text.
 */
export function pointerToPath(pointer: string, data: unknown): (string | number)[] {
  if (pointer === "") return [];
  const path: (string | number)[] = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split("/")) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const step = Array.isArray(node) ? Number(part) : part;
    path.push(step);
    node = node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[step] : undefined;
  }
  return path;
}
