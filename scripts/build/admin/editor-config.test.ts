import { describe, expect, it } from "vitest";
import { editorBackend } from "./editor-config.ts";

/** The scope the editor's sign-in asks GitHub for, as the build reads it from the host's environment. */
const scopeWith = (setting?: string) =>
  editorBackend(process.cwd(), { CMS_GITHUB_REPO: "valet-owner/site", ...(setting === undefined ? {} : { CMS_GITHUB_SCOPE: setting }) }).scope;

describe("the sign-in's scope (CMS_GITHUB_SCOPE)", () => {
  it("is none with no setting: the GitHub App's own permissions, never the OAuth App's repo", () => {
    expect(scopeWith()).toBe("");
    expect(scopeWith("")).toBe("");
  });

  it("is none for a site set up with `none` before it was the default", () => {
    expect(scopeWith("none")).toBe("");
  });

  it("is repo only when the site sets it, for the OAuth App fallback", () => {
    expect(scopeWith("repo")).toBe("repo");
  });
});
