import { expectedOnce } from "./explain-schema-error.ts";
import { positionFinder, type SourcePosition } from "./yaml-locations.ts";

/** Where js-yaml stopped reading: 0-based line and column, and the character offset. */
export interface YamlMark {
  line: number;
  column: number;
  position: number;
}

const TAB = "Expected spaces for indentation, but found a tab character.";

/** The source with every whole-line comment blanked out (offsets kept), so a quote in a comment is not taken for a value's. */
export function withoutComments(source: string): string {
  return source.replace(/^[ \t]*#.*$/gm, (comment) => " ".repeat(comment.length));
}

/**
 * Where and why js-yaml could not read the file, in words. A tab in the indentation and a quote that
 * never closes are found where they are, not where js-yaml gave up.
 */
export function explainYamlError(
  source: string,
  reason: string,
  mark: YamlMark | undefined,
): SourcePosition & { message: string } {
  const at = positionFinder(source);
  const lineStart = mark ? mark.position - mark.column : 0;
  const indentation = mark ? /^[ \t]*/.exec(source.slice(lineStart))![0] : "";
  if (indentation.includes("\t")) {
    return { ...at(lineStart + indentation.indexOf("\t")), message: TAB };
  }
  const openQuote = mark ? unclosedQuoteBefore(source, mark.position) : undefined;
  if (openQuote !== undefined) {
    return {
      ...at(openQuote),
      message: `Expected the text that starts with the quote mark here to end with a matching ${source[openQuote]}, but it is never closed.`,
    };
  }
  const where = { line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1 };
  if (/duplicated mapping key/.test(reason) && mark) {
    const key = /^\s*(?:"([^"]*)"|'([^']*)'|([^:#\n]*?))\s*:/.exec(source.slice(mark.position));
    const name = key ? (key[1] ?? key[2] ?? key[3]) : undefined;
    if (name) return { ...where, message: expectedOnce("field name", name) };
  }
  return { ...where, message: explainYamlSyntax(reason) };
}

/**
 * Where a quoted value that never closes begins, if that is what stopped js-yaml: the last quote
 * opening a value (after "key: " or "- ") before the error, with no matching quote after it.
 */
export function unclosedQuoteBefore(source: string, errorOffset: number): number | undefined {
  const before = withoutComments(source.slice(0, errorOffset));
  const openers = [...before.matchAll(/(?:^|[:\-[,{]\s*|^\s*-\s+|:\s+)(["'])/gm)];
  const last = openers[openers.length - 1];
  if (!last || last.index === undefined) return undefined;
  const quote = last[1];
  const quoteOffset = last.index + last[0].length - 1;
  const rest = source.slice(quoteOffset + 1, errorOffset);
  const closed = quote === '"' ? /(^|[^\\])"/.test(rest) : /'(?!')/.test(rest.replace(/''/g, ""));
  return closed ? undefined : quoteOffset;
}

/** js-yaml's reasons, said for someone who has never heard of a scalar. */
function explainYamlSyntax(reason: string): string {
  const known: [RegExp, string][] = [
    [/double quoted scalar|single quoted scalar/, "Expected the quote opened before this point to be closed on the same value, but found the end of the value without its closing quote."],
    [/duplicated mapping key/, "Expected each field name once, but found this field name a second time."],
    [/bad indentation|deficient indentation/, "Expected this line to be indented like the lines around it, but found a different indentation."],
    [/tab characters/, TAB],
  ];
  const match = known.find(([pattern]) => pattern.test(reason));
  return match ? match[1] : `Expected valid YAML here, but could not read it (YAML says: ${reason}).`;
}
