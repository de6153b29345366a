/** `npm run check:content`: checks every content file against its schema and the cross-file rules, then the photo files content names. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent, projectFolders } from "../../src/content/load-content.ts";
import { formatProblems } from "../../src/content/problem.ts";
import { checkContentPhotos } from "../build/images/content-photos.ts";

const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const folders = projectFolders(root);
const { content, problems: contentProblems, files } = loadContent(folders);
// The photos' files are checked once the content that names them is right.
const problems = contentProblems.length > 0 ? contentProblems : await checkContentPhotos(content, folders);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content OK: ${files.length} files checked.`);
