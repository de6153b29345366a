/**
 * A note of GitHub's check at a line of a content file (backends/github-follow.ts), as a problem at its field in the form:
 * the line read back to the field path with the content check's own YAML locations (yaml-locations.ts), in the text
 * that was saved (the text the check read). The workflow's notes are the content check's messages
 * ("prices › exterior › small › gold: Expected …", .github/content-problem-matcher.json): the field's words are
 * left out where they lead, as the form shows the message at that field.
 */
import { parse } from "yaml";
import { fieldInWords, pointerToPath, type ContentProblem } from "../../content/problem.ts";
import { locateNodes } from "../../content/yaml-locations.ts";
import type { CheckAnnotation } from "../backends/backend.ts";

/** The pointer of the deepest value (or key) at this line, the one at this column first. */
function pointerAt(text: string, line: number, column: number | undefined): string | undefined {
  let best: { pointer: string; depth: number; exact: boolean } | undefined;
  for (const [pointer, location] of locateNodes(text)) {
    const places = [location.value, ...(location.key ? [location.key] : [])].filter((place) => place.line === line);
    if (places.length === 0) continue;
    const exact = column !== undefined && places.some((place) => place.column === column);
    const depth = pointer.split("/").length;
    if (!best || (exact && !best.exact) || (exact === best.exact && depth > best.depth)) best = { pointer, depth, exact };
  }
  return best?.pointer;
}

/** The problem the form shows for a note of the check on `text` (its file's text as saved). */
export function noteAsProblem(note: CheckAnnotation, text: string): ContentProblem {
  let field = "";
  try {
    const pointer = pointerAt(text, note.line, note.column);
    if (pointer !== undefined) field = fieldInWords(pointerToPath(pointer, parse(text)));
  } catch {
    // A text that doesn't read as YAML: the note stays with the whole file.
  }
  const message = field && note.message.startsWith(`${field}: `) ? note.message.slice(field.length + 2) : note.message;
  return { file: note.path, line: note.line, column: note.column ?? 1, field, message: `GitHub's check: ${message}` };
}
