/**
 * `npm run check:html`: the Nu HTML Checker (vnu-jar, on the machine's Java) over every page the
 * build wrote. Fails on any error, naming the file, line and column.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clientDir } from "../build/site-folders.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const client = clientDir(root);
const vnuJar = fileURLToPath(import.meta.resolve("vnu-jar/build/dist/vnu.jar"));

const pages = !fs.existsSync(client)
  ? []
  : fs
      .readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html"))
      .map((file) => path.join(client, file));
if (pages.length === 0) {
  console.error("check:html: no built pages found; run `npm run build` first.");
  process.exit(1);
}

const result = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "gnu", ...pages], { encoding: "utf8" });
if (result.error) {
  console.error(`check:html: could not run Java (${result.error.message}). Install a Java 11+ runtime, e.g. \`apt-get install -y default-jre-headless\`.`);
  process.exit(1);
}
const errors = (result.stdout + result.stderr).split("\n").filter((line) => line.includes("error"));
if (result.status !== 0 || errors.length > 0) {
  console.error(errors.map((line) => line.replace(`file:${client}/`, `${path.relative(root, client)}/`)).join("\n"));
  console.error(`check:html: ${errors.length} error(s) in ${pages.length} pages.`);
  process.exit(1);
}
console.log(`check:html: ${pages.length} pages, 0 errors.`);
