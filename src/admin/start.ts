/**
 * The site editor's page script, the only one before a file opens (kept small: it runs before the owner can
 * sign in on a phone). The page already shows the sign-in or the list (scripts/build/admin/editor-page.ts);
 * this makes the sign-in work, shows the list once signed in, marks the files with unsaved changes, and opens
 * the file the address names (?file=pricing), the service area (?file=service-area), or Recent changes (?changes), by
 * loading the file editor. Once the list shows, at an idle moment, it fetches the file editor ahead of the first tap,
 * has it warm the check's code up on the content as built, and registers the worker that keeps the editor's files for
 * the next visit.
 */
import "../styles/global.css";
import "./editor.css";
import { CONTENT_NAMES, type ContentName } from "../content/names.ts";
import { signIn } from "./backends/github-sign-in.ts";
import { afterPaint, whenIdle } from "../lib/after-paint.ts";
import { hasDraft, draftStore } from "./drafts/drafts.ts";
import { readToCreate } from "./package-change/to-create.ts";
import { CHANGES_PARAMETER, EDITOR_ELEMENT_IDS, FILE_PARAMETER, SERVICE_AREA, readSettings, type EditorMode, type EditorSettings } from "./editor-settings.ts";
import { EDITOR_SERVICE_WORKER } from "./editor-names.ts";
import { forgetToken, keepToken, savedToken } from "./session.ts";

const element = (id: string) => document.getElementById(id);

let fileEditor: Promise<typeof import("./file-editor/open-file.tsx")> | undefined;
/** The file editor's code, fetched once (a failed fetch is tried again at the next need). */
function loadFileEditor(): Promise<typeof import("./file-editor/open-file.tsx")> {
  fileEditor ??= import("./file-editor/open-file.tsx").catch((error: unknown) => {
    fileEditor = undefined;
    throw error;
  });
  return fileEditor;
}

/** Keeps the editor's files for the next visit (service-worker.ts); an editor without it works as before. */
function keepForNextVisit(): void {
  navigator.serviceWorker?.register(EDITOR_SERVICE_WORKER).catch((error: unknown) => console.info("site editor: no offline copy:", error));
}

/** The file the address names, if it is one of the content files, or the service area. */
function openFileName(): ContentName | typeof SERVICE_AREA | undefined {
  const name = new URLSearchParams(location.search).get(FILE_PARAMETER);
  return name === SERVICE_AREA ? SERVICE_AREA : CONTENT_NAMES.find((candidate) => candidate === name);
}

/** Whether the address opens Recent changes (?changes). */
const changesOpen = () => new URLSearchParams(location.search).has(CHANGES_PARAMETER);

/** Marks a file of the list with what this browser keeps for it, once. */
function markFile(link: HTMLAnchorElement, className: string, words: string): void {
  if (link.querySelector(`.${className}`)) return;
  const mark = document.createElement("span");
  mark.className = `editor-draft-mark ${className}`;
  mark.textContent = words;
  link.append(mark);
}

/**
 * Marks each file of the list that has changes not saved yet (kept in this browser), and the Pricing page while the
 * booking types its saved packages need are still to create in the scheduling service (package-change/to-create.ts).
 */
function markDrafts(mode: EditorMode, settings: EditorSettings): void {
  const store = draftStore(mode === "local" ? "local" : (settings.repo ?? "github"));
  const toCreate = Object.keys(readToCreate(store)).length > 0;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-file]")) {
    const name = link.dataset.file!;
    if (hasDraft(store, name)) markFile(link, "editor-draft-mark--unsaved", " (unsaved changes)");
    if (name === "pricing" && toCreate) markFile(link, "editor-draft-mark--to-create", " (booking types to create)");
  }
}

/** The address's mark that the owner has just signed out, so the sign-in screen says what that did and didn't do. */
const SIGNED_OUT = "signed-out";

/** Where GitHub lists the access the owner has given, to revoke it: a GitHub App's (no scope asked), or an OAuth App's. */
const revokePage = (settings: EditorSettings) =>
  settings.scope ? "https://github.com/settings/applications" : "https://github.com/settings/apps/authorizations";

/** What signing out did, and what it can't: only GitHub ends the access itself. */
function sayWhatSignOutDid(message: HTMLElement, settings: EditorSettings): void {
  const link = document.createElement("a");
  link.href = revokePage(settings);
  link.textContent = "GitHub's settings, Applications";
  message.replaceChildren(
    "Signed out: this browser has forgotten your GitHub sign-in, and your unsaved changes stay here. GitHub itself still " +
      `accepts that sign-in until it ends${settings.scope ? "" : " (8 hours after you signed in)"}, or until you revoke the editor's access in `,
    link,
    ".",
  );
}

function showSignedIn(): void {
  element(EDITOR_ELEMENT_IDS.signIn)?.setAttribute("hidden", "");
  const account = element(EDITOR_ELEMENT_IDS.account);
  if (account && !account.querySelector("button")) {
    const signOut = document.createElement("button");
    signOut.type = "button";
    signOut.className = "editor-link-button";
    signOut.textContent = "Sign out";
    signOut.addEventListener("click", () => {
      forgetToken();
      location.assign(`./?${SIGNED_OUT}`);
    });
    account.replaceChildren("Signed in with GitHub · ", signOut);
  }
}

/** Stops following the save on the list (follow-on-list.tsx), once it started. */
let stopListFollow: (() => void) | undefined;

/** The list, or the open file; then, at idle, the file editor's code and the worker. */
function showEditor(mode: EditorMode, settings: EditorSettings): void {
  const name = openFileName();
  if (!name && !changesOpen()) {
    element(EDITOR_ELEMENT_IDS.list)?.removeAttribute("hidden");
    markDrafts(mode, settings);
    whenIdle(() => {
      loadFileEditor().then(
        ({ prepareChecks, followOnList }) => {
          // Online, a save made in a file's page is still followed here (unless a file opened meanwhile).
          if (mode === "github" && !openFileName()) stopListFollow = followOnList(element(EDITOR_ELEMENT_IDS.list)!, settings);
          // Then, at the next idle moments, the check's code is warmed up on the content as built.
          prepareChecks(whenIdle);
        },
        () => {
          // Fetched again when a file opens, which says so if it can't.
        },
      );
      whenIdle(keepForNextVisit);
    });
    return;
  }
  element(EDITOR_ELEMENT_IDS.list)?.setAttribute("hidden", "");
  // The file's page follows the save itself.
  stopListFollow?.();
  stopListFollow = undefined;
  const pane = element(EDITOR_ELEMENT_IDS.file)!;
  pane.removeAttribute("hidden");
  pane.setAttribute("aria-busy", "true");
  pane.textContent = name ? "Opening the file…" : "Opening the recent changes…";
  // Drawn once "Opening…" is painted: the tap on the list's link is answered before the screen's own work.
  Promise.all([loadFileEditor(), afterPaint()]).then(
    ([{ openFile, openRecentChanges, openServiceArea }]) => {
      if (name === SERVICE_AREA) openServiceArea(pane, { mode, settings });
      else if (name) openFile(pane, { name, mode, settings });
      else openRecentChanges(pane, { mode, settings });
      element(EDITOR_ELEMENT_IDS.main)?.focus();
    },
    () => {
      pane.setAttribute("aria-busy", "false");
      pane.textContent = `The editor couldn't load ${name ? "this file's form" : "the recent changes"}: check the connection and reload the page.`;
    },
  );
  whenIdle(keepForNextVisit);
}

/**
 * A file of the list (or Recent changes) opens in this page (its address changes as the link's would), so the file editor's code,
 * fetched while the owner looked at the list, starts at once instead of after a new page load. Back reloads the
 * page, which shows the list (the draft is already kept).
 */
function openFilesInPage(mode: EditorMode, settings: EditorSettings): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-file], a[data-view]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.pushState(null, "", link.href);
    window.scrollTo(0, 0);
    showEditor(mode, settings);
  });
  window.addEventListener("popstate", () => location.reload());
}

function start(): void {
  const { mode, settings } = readSettings(document);
  openFilesInPage(mode, settings);
  if (mode === "local" || savedToken()) {
    if (mode === "github") showSignedIn();
    showEditor(mode, settings);
    return;
  }
  const button = element(EDITOR_ELEMENT_IDS.signInButton);
  const message = element(EDITOR_ELEMENT_IDS.signInMessage);
  if (message && new URLSearchParams(location.search).has(SIGNED_OUT)) sayWhatSignOutDid(message, settings);
  button?.addEventListener("click", () => {
    if (message) message.textContent = "Signing in: finish in the GitHub window…";
    signIn({ authUrl: settings.authUrl, scope: settings.scope, siteId: location.hostname }).then(
      (token) => {
        keepToken(token);
        if (message) message.textContent = "";
        showSignedIn();
        showEditor(mode, settings);
      },
      (error: unknown) => {
        if (message) message.textContent = error instanceof Error ? error.message : String(error);
      },
    );
  });
}

start();
