/**
 * The covered postcodes' list (content/serviced-postcodes.csv) as a kind of file (file-kind.ts): checked by the list's
 * own rules (src/content/postcode-list-rules.ts), said postcode by postcode, put back as a set (the postcodes a change
 * added taken out, those it removed added again, each at its place: line-edits/postcode-list-edits.ts), feeding the
 * page its declaration names (src/content/file-declarations.ts): the booking page's postcode check.
 */
import { pagesFed } from "../../content/file-declarations.ts";
import { POSTCODE_LIST_FILE } from "../../content/names.ts";
import { checkPostcodeList } from "../../content/postcode-list-rules.ts";
import { PAGES } from "../../lib/site-paths.ts";
import { fileTitle } from "../file-titles.ts";
import { applyChanges, changeMessage, postcodeChanges, postcodeChangesInWords } from "../line-edits/postcode-list-edits.ts";
import type { FileKind } from "./file-kind.ts";

export const postcodeListFile: FileKind = {
  name: POSTCODE_LIST_FILE,
  title: fileTitle(POSTCODE_LIST_FILE),
  check: (text) => ({ problems: checkPostcodeList(text), namesPhotos: false }),
  // The summary names every postcode added and removed: the message lists nothing more.
  describe: (before, after) => ({ summary: changeMessage(postcodeChanges(before, after)), listed: [] }),
  changesInWords: ({ before, after }) => postcodeChangesInWords(postcodeChanges(before ?? "", after ?? "")),
  /** A list is a set of postcodes, so nothing clashes: one added by that change and removed since is simply not there. */
  putBack({ before, after }, now) {
    if (before === undefined || after === undefined) return undefined;
    const { added, removed } = postcodeChanges(before, after);
    const text = applyChanges(now.text, { added: removed, removed: added });
    return { name: POSTCODE_LIST_FILE, now, text, restored: postcodeChangesInWords(postcodeChanges(now.text, text)), kept: [] };
  },
  // The page its declaration says it feeds.
  pagePath: () => PAGES[pagesFed(POSTCODE_LIST_FILE)[0]].path,
};
