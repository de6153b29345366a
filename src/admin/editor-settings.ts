/**
 * What the editor's page tells its script (scripts/build/admin/editor-page.ts writes it, src/admin/start.ts reads
 * it): where it saves, and the ids of the page's parts. One module, so the page and the script can't disagree.
 */

import { POSTCODE_LIST_FILE, type ContentName } from "../content/names.ts";
import { fileTitle } from "../content/file-declarations.ts";

/** "github": the published editor, which signs in and commits; "local": `npm run edit`'s, which saves into content/. */
export type EditorMode = "github" | "local";

/** The page's mode, on its <html> element, so the first paint already shows the right screen. */
export const EDITOR_MODE_ATTRIBUTE = "data-editor-mode";

/** The address's parameter naming the open file: /admin/?file=pricing. */
export const FILE_PARAMETER = "file";

/** The address's parameter that opens Recent changes instead of the list: /admin/?changes. */
export const CHANGES_PARAMETER = "changes";

/**
 * The service area's screen (the covered postcodes, src/admin/service-area/): its value of FILE_PARAMETER
 * (/admin/?file=service-area), and the name its unsaved changes are kept under (drafts/drafts.ts).
 */
export const SERVICE_AREA = "service-area";

/** The service area's name for the owner (its link in the list, its heading, its changes in Recent changes): the postcode list's title. */
export const SERVICE_AREA_TITLE = fileTitle(POSTCODE_LIST_FILE, {});

/** Where the editor saves online, and whose site it is (from the build's environment and site.yaml). */
export interface EditorSettings {
  siteName: string;
  /** "owner/name" on GitHub; unset when the build found none (then only `npm run edit` can save). */
  repo?: string;
  branch: string;
  /** The sign-in service (Netlify's when unset, or the owner's own OAuth worker). */
  authUrl?: string;
  /**
   * What the sign-in asks GitHub for (CMS_GITHUB_SCOPE): unset or empty for the GitHub App, whose access is its own
   * permissions on the repository it is installed on; "repo" for an OAuth App (every repository the owner can reach).
   */
  scope?: string;
}

/** The ids of the page's parts. */
export const EDITOR_ELEMENT_IDS = {
  settings: "editor-settings",
  main: "editor-main",
  account: "editor-account",
  signIn: "editor-sign-in",
  signInButton: "editor-sign-in-button",
  signInMessage: "editor-sign-in-message",
  list: "editor-list",
  file: "editor-file",
} as const;

/** The settings the page holds, and its mode. */
export function readSettings(document: Document): { mode: EditorMode; settings: EditorSettings } {
  const mode = document.documentElement.getAttribute(EDITOR_MODE_ATTRIBUTE) === "local" ? "local" : "github";
  const text = document.getElementById(EDITOR_ELEMENT_IDS.settings)?.textContent;
  if (!text) throw new Error("site editor: the page has no settings (scripts/build/admin/editor-page.ts)");
  return { mode, settings: JSON.parse(text) as EditorSettings };
}

/** What a file's editor is opened with (file-editor/open-file.tsx opens it; FileEditor.tsx takes them as its props). */
export interface OpenFileOptions {
  name: ContentName;
  mode: EditorMode;
  settings: EditorSettings;
}
