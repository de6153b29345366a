import { Fragment } from "react";

/** A run of this many characters or more without a space may be wider than a phone's line: it gets break points. */
const LONG_RUN = 16;
/** The characters a long run may break after: a web address's, an e-mail address's and a file path's separators. */
const BREAK_AFTER = /(?<=[/.?&=@#_-])(?=.)/;

/**
 * A text's pieces, with a break allowed after each separator of its long runs without a space ("https://www.example." /
 * "co.uk/about"): where a box is too narrow for the run, the line wraps between its parts and never inside a word
 * (issue 58: no word split across two lines). Short runs and ordinary words are left whole.
 */
export function breakPieces(text: string): string[] {
  return text.split(/(\s+)/).flatMap((run) => (run.length >= LONG_RUN ? run.split(BREAK_AFTER) : [run]));
}

/** The text as written (read and copied unchanged), with a <wbr> at each break point of breakPieces. */
export function BreakableText({ text }: { text: string }) {
  const pieces = breakPieces(text);
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && !/^\s/.test(piece) && !/\s$/.test(pieces[index - 1]) && <wbr />}
      {piece}
    </Fragment>
  ));
}
