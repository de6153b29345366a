/**
 * Where the site editor saves online (the GitHub repository and branch, and the sign-in service), from the
 * build's environment, and the schemas it draws its fields from.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { publishedBranch } from "../../../src/content/deploy-context.ts";
import type { SchemaFiles } from "../../../src/admin/schema/resolve-schema.ts";

/** Where the editor commits in production (docs/editing-content.md says how to set these on the host). */
export interface EditorBackend {
  /** The GitHub repository, "owner/name". */
  repo: string | undefined;
  branch: string;
  /** The sign-in service: Netlify's own when unset; on Cloudflare Pages, the address of the OAuth worker. */
  authUrl: string | undefined;
  /** What the sign-in asks GitHub for: empty (nothing: a GitHub App's access is its own permissions) unless set. */
  scope: string;
}

/** "owner/name" from a GitHub address in any of its forms (https, ssh, with or without .git). */
export function githubRepoIn(url: string | undefined): string | undefined {
  return url?.match(/github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/)?.[1];
}

/**
 * The backend settings: CMS_GITHUB_REPO, CMS_GITHUB_BRANCH, CMS_AUTH_URL and CMS_GITHUB_SCOPE when the host sets them;
 * otherwise the repository Netlify names (REPOSITORY_URL) or the clone's own origin, and main.
 */
export function editorBackend(rootDir: string, env: NodeJS.ProcessEnv = process.env): EditorBackend {
  const origin = () => spawnSync("git", ["remote", "get-url", "origin"], { cwd: rootDir, encoding: "utf8" }).stdout?.trim();
  return {
    repo: env.CMS_GITHUB_REPO || githubRepoIn(env.REPOSITORY_URL) || githubRepoIn(origin()),
    branch: publishedBranch(env),
    authUrl: env.CMS_AUTH_URL || undefined,
    // Unset (or "none", as sites set up before issue 60 have it): no scope, for the GitHub App the guide sets up
    // (docs/editing-content.md). "repo" only for the OAuth App fallback, which then reaches every repository.
    scope: env.CMS_GITHUB_SCOPE && env.CMS_GITHUB_SCOPE !== "none" ? env.CMS_GITHUB_SCOPE : "",
  };
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
