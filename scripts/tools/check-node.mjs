/**
 * The first step of `npm test`, `npm run build` and `npm run dev`: the Node that runs the project's scripts
 * is one `engines` allows. npm puts node_modules/.bin first on a script's PATH, and there the `node`
 * devDependency (docs/decisions.md, "Node") puts the supported Node. If its install script was skipped
 * (npm 11 runs only those package.json's `allowScripts` approves), the system's Node runs instead, silently:
 * this stops the run with one line saying what to do. Plain JavaScript, so it runs on any Node.
 */
import fs from "node:fs";
import semver from "semver";

const { engines } = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
const wanted = engines.node;
if (!semver.satisfies(process.version, wanted)) {
  console.error(
    `This project needs Node ${wanted}, but its scripts run on Node ${process.version} (${process.execPath}): ` +
      `the project's own Node (the "node" devDependency) is missing. Run \`npm ci\` in the project's folder; ` +
      `if npm listed "node" among skipped install scripts, check package.json's "allowScripts" still approves it.`,
  );
  process.exit(1);
}
console.log(`Node ${process.version} (${process.execPath})`);
