/**
 * Writes the words of the link-preview picture, from the content, for scripts/tools/make-share-image.sh:
 * name.txt (site.yaml businessName), heading.txt and tagline.txt (home.yaml hero), into the folder given.
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../../src/content/node/read-content.ts";

const folder = process.argv[2];
if (!folder) throw new Error("Usage: tsx scripts/tools/share-image-text.ts <folder>");
const content = readContent();
const site = content.site;
const home = content.home;
const lines = { name: site.businessName, heading: home.hero.heading, tagline: home.hero.tagline };
for (const [file, text] of Object.entries(lines)) fs.writeFileSync(path.join(folder, `${file}.txt`), text);
