import fs from "node:fs";
import path from "node:path";
import { CONTENT_NAMES, POSTCODE_LIST_FILE, type ContentName } from "../names.ts";
import { checkPostcodeList } from "../postcode-list-rules.ts";
import type { ContentProblem } from "../problem.ts";
import { checkContentTexts, type CheckedContent } from "../check-texts.ts";
import { SCHEMA_NAMES, schemaFile, type SchemaTexts } from "../schema-texts.ts";
import { productionDeploy } from "../deploy-context.ts";
import { contentDirSetting } from "../../../scripts/build/site-folders.ts";


export interface ContentFolders {
  /** Folder holding <name>.yaml files. */
  contentDir: string;
  /** Folder holding <name>.schema.json files and common.schema.json. */
  schemaDir: string;
  /** Folder that file names in messages are relative to (the project root). */
  rootDir: string;
}

export interface ContentResult extends CheckedContent {
  /** The YAML files read, for watching. */
  files: string[];
  /** The covered postcodes' list as written (serviced-postcodes.csv), for the build to publish; undefined when missing. */
  postcodeList: string | undefined;
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);

/**
 * Reads every content file and schema from the folders and checks them (check-texts.ts), as live when
 * the environment is a production deploy (deploy-context.ts).
 * Returns all problems at once; callers decide whether to print them or fail the build.
 */
export function loadContent(folders: ContentFolders, env: Readonly<Record<string, string | undefined>> = process.env): ContentResult {
  const contentFile = (name: ContentName) => path.join(folders.contentDir, `${name}.yaml`);
  const checked = checkContentTexts({
    texts: Object.fromEntries(CONTENT_NAMES.map((name) => [name, readIfThere(contentFile(name))])),
    schemas: readSchemaTexts(folders.schemaDir),
    displayPath: (name) => path.relative(folders.rootDir, contentFile(name)).split(path.sep).join("/"),
    productionDeploy: productionDeploy(env),
  });
  const listFile = path.join(folders.contentDir, POSTCODE_LIST_FILE);
  const postcodeList = readIfThere(listFile);
  const problems = [...checked.problems, ...postcodeListProblems(postcodeList, path.relative(folders.rootDir, listFile).split(path.sep).join("/"))];
  return { ...checked, problems, files: CONTENT_NAMES.map(contentFile), postcodeList };
}

/** Every schema's text, by name (file-declarations.ts's SCHEMA_NAMES), from the folder of schemas. */
export function readSchemaTexts(schemaDir: string): SchemaTexts {
  return Object.fromEntries(SCHEMA_NAMES.map((name) => [name, fs.readFileSync(path.join(schemaDir, schemaFile(name)), "utf8")])) as SchemaTexts;
}

/** The covered postcodes' problems, each at its line of the list (postcode-list-rules.ts). */
function postcodeListProblems(text: string | undefined, file: string): ContentProblem[] {
  if (text === undefined) return [{ file, line: 1, column: 1, field: "", message: "Expected this file to exist, but it is missing." }];
  return checkPostcodeList(text).map(({ line, message }) => ({ file, line, column: 1, field: "", message }));
}

export interface FolderOptions {
  /**
   * The folder holding the content files, relative to the root (or absolute): CONTENT_DIR, "content" (the
   * owner's) unless set (scripts/build/site-folders.ts), or as told, e.g. the unit tests' fixture content.
   * Schemas always come from "schemas".
   */
  contentDir?: string;
}

/** The project's own folders, from its root. */
export function projectFolders(rootDir: string, { contentDir = contentDirSetting() }: FolderOptions = {}): ContentFolders {
  return { rootDir, contentDir: path.resolve(rootDir, contentDir), schemaDir: path.join(rootDir, "schemas") };
}
