/**
 * `npm run check:content`: checks every content file against its schema and the cross-file rules, then the photo files content names;
 * then lists what is still a placeholder (exit 0 before the site is live; a problem once it is) and what to tidy (a closure that
 * is over; never a problem).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent, projectFolders } from "../../src/content/node/load-content.ts";
import { formatNotes, formatPlaceholders, formatProblems } from "../../src/content/problem.ts";
import { checkContentPhotos } from "../build/images/content-photos.ts";

// With a project named (the site editor's scratch copy, say), its content/; else this project's content (CONTENT_DIR, or content/).
const named = process.argv[2];
const root = named ? path.resolve(named) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const folders = projectFolders(root, named ? { contentDir: "content" } : {});
const { content, problems: contentProblems, placeholders, notes, files } = loadContent(folders);
// The photos' files are checked once the content that names them is right.
const problems = contentProblems.length > 0 ? contentProblems : await checkContentPhotos(content, folders);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content OK: ${files.length} files checked.`);
// Not mistakes until the site is live: listed, and the check still passes.
if (placeholders.length > 0) console.log(formatPlaceholders(placeholders));
// Never mistakes (a closure that is over): listed, and the check still passes.
if (notes.length > 0) console.log(formatNotes(notes));
