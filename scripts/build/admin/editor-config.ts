/**
 * The site editor's config.yml (Decap CMS), written by the build: one collection per content file,
 * each holding that one file, with fields generated from its schema (schema-fields.ts) and its own
 * comment-keeping YAML format (src/admin/apply-edits.ts). Nothing in it is typed by hand: a schema
 * change shows in the editor at the next build.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { CONTENT_NAMES, contentFilePath } from "../../../src/content/names.ts";
import { editorFormatName } from "../../../src/admin/editor-names.ts";
import { publishedBranch } from "../../../src/content/deploy-context.ts";
import { projectFolders } from "../../../src/content/node/load-content.ts";
import { fileFields, type EditorField, type SchemaFiles } from "./schema-fields.ts";

/** Where the editor commits in production (docs/editing-content.md says how to set these on the host). */
export interface EditorBackend {
  /** The GitHub repository, "owner/name". */
  repo: string | undefined;
  branch: string;
  /** The sign-in service: Netlify's own when unset; on Cloudflare Pages, the address of the OAuth worker. */
  authUrl: string | undefined;
}

/** "owner/name" from a GitHub address in any of its forms (https, ssh, with or without .git). */
export function githubRepoIn(url: string | undefined): string | undefined {
  return url?.match(/github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/)?.[1];
}

/**
 * The backend settings: CMS_GITHUB_REPO, CMS_GITHUB_BRANCH and CMS_AUTH_URL when the host sets them;
 * otherwise the repository Netlify names (REPOSITORY_URL) or the clone's own origin, and main.
 */
export function editorBackend(rootDir: string, env: NodeJS.ProcessEnv = process.env): EditorBackend {
  const origin = () => spawnSync("git", ["remote", "get-url", "origin"], { cwd: rootDir, encoding: "utf8" }).stdout?.trim();
  return {
    repo: env.CMS_GITHUB_REPO || githubRepoIn(env.REPOSITORY_URL) || githubRepoIn(origin()),
    branch: publishedBranch(env),
    authUrl: env.CMS_AUTH_URL || undefined,
  };
}

interface JsonSchemaFile {
  title?: string;
  description?: string;
}

export interface EditorCollection {
  name: string;
  label: string;
  description?: string;
  format: string;
  extension: "yaml";
  delete: false;
  files: { name: string; label: string; file: string; fields: EditorField[] }[];
}

/** Every schema file of the project, by file name. */
export function readSchemaFiles(schemaDir: string): SchemaFiles {
  return Object.fromEntries(
    fs
      .readdirSync(schemaDir)
      .filter((file) => file.endsWith(".schema.json"))
      .map((file) => [file, JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8"))]),
  );
}

/** One collection per content file, in the order of CONTENT_NAMES. */
export function editorCollections(rootDir: string): EditorCollection[] {
  const files = readSchemaFiles(path.join(rootDir, "schemas"));
  return CONTENT_NAMES.map((name) => {
    const schemaFile = `${name}.schema.json`;
    const schema = files[schemaFile] as JsonSchemaFile;
    const label = schema.title ?? name;
    const content = parse(fs.readFileSync(path.join(projectFolders(rootDir).contentDir, `${name}.yaml`), "utf8"));
    return {
      name,
      label,
      ...(schema.description ? { description: schema.description } : {}),
      format: editorFormatName(name),
      extension: "yaml",
      // A content file is never deleted from the editor. Its preview draws its page (src/admin/preview/).
      delete: false,
      files: [{ name, label, file: contentFilePath(name), fields: fileFields(schemaFile, content, files) }],
    };
  });
}

/** What the editor shows of the site (site.yaml): its address, and its logo on the sign-in screen. */
export interface EditorSite {
  origin: string;
  logo: { src: string };
}

/** The whole config.yml, as an object. */
export function editorConfig(rootDir: string, backend: EditorBackend, site: EditorSite) {
  return {
    backend: {
      name: "github",
      ...(backend.repo ? { repo: backend.repo } : {}),
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      commit_messages: { update: "Edit {{path}} in the site editor" },
    },
    site_url: site.origin,
    display_url: site.origin,
    // The sign-in screen's logo, in place of Decap's (src/admin/control-names.ts puts the business's name beside it).
    logo: { src: site.logo.src },
    // The owner's photos (the gallery): uploaded beside the content, never published as they are; the
    // build publishes upright copies without their metadata (scripts/build/images/). Content
    // names each as photos/<file>, as common.schema.json's photoFile expects.
    media_folder: "content/photos",
    public_folder: "photos",
    collections: editorCollections(rootDir),
  };
}
