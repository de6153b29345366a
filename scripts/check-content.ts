/** `npm run check:content`: checks every content file against its schema and the cross-file rules. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadContent, projectFolders } from "../src/content/load-content.ts";
import { formatProblems } from "../src/content/problem.ts";

const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { problems, files } = loadContent(projectFolders(root));
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content OK: ${files.length} files checked.`);
