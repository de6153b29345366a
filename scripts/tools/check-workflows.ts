/**
 * Part of `npm run lint`: every workflow in .github/workflows read by GitHub's own parser (workflow-problems.ts), and
 * every action it uses pinned by its commit (workflow-pins.ts). Exits 1, naming the file, line and column, when GitHub
 * would refuse one or an action is named by a tag.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unpinnedUses } from "./workflow-pins.ts";
import { workflowProblems } from "./workflow-problems.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const folder = path.join(root, ".github/workflows");
const files = fs.readdirSync(folder).filter((file) => /\.ya?ml$/.test(file));
let count = 0;
for (const file of files) {
  const name = path.join(".github/workflows", file);
  const content = fs.readFileSync(path.join(folder, file), "utf8");
  const problems = [...(await workflowProblems(name, content)), ...unpinnedUses(name, content)];
  for (const problem of problems) console.error(problem);
  count += problems.length;
}
if (count > 0) {
  console.error(`\n${count} problem(s) in the workflows: GitHub would not run them, or would run code a moved tag chose.`);
  process.exit(1);
}
console.log(`Workflows: ${files.length} file(s), as GitHub's parser reads them, without a problem, every action pinned by its commit.`);
