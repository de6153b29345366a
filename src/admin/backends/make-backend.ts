import type { EditorBackend } from "./backend.ts";
import { githubBackend } from "./github.ts";
import { localBackend } from "./local.ts";
import type { EditorMode, EditorSettings } from "../editor-settings.ts";
import { savedToken } from "../session.ts";

/** The backend the page's mode saves through, or why there is none (said to the owner). */
export function makeBackend(mode: EditorMode, settings: EditorSettings): EditorBackend | string {
  if (mode === "local") return localBackend();
  if (!settings.repo) return "This editor doesn't know which GitHub repository to save to: the site's build needs CMS_GITHUB_REPO (docs/editing-content.md).";
  const token = savedToken();
  if (!token) return "Sign in first: go back to the list of files.";
  return githubBackend({ repo: settings.repo, branch: settings.branch, token });
}
