/**
 * The site editor's start (build/client/admin/editor.js, loaded before Decap CMS's own bundle): each
 * content file gets its own YAML format, which writes the edited values onto the file as it was read
 * (apply-edits.ts); its preview pane draws the file's page with the site's components and shows the
 * content check's messages (preview/); a save is refused while the check finds a problem; then Decap
 * starts with the config.yml the build generated from the schemas and the local backend's address.
 */
import { parse } from "yaml";
import { CONTENT_NAMES, type ContentName } from "../content/names.ts";
import { formatProblems } from "../content/problem.ts";
import { nameEditorControls } from "./control-names.ts";
import { checkEdit, fileRead, textToSave } from "./editor-checks.ts";
import { LOCAL_BACKEND_PATH, editorFormatName } from "./editor-names.ts";
import { previewTemplate } from "./preview/register-previews.tsx";

/** What Decap hands an event listener: the entry being saved (an Immutable.js map). */
interface DecapEntry {
  get(key: "collection"): string;
  getIn(path: string[]): { toJS(): unknown } | undefined;
}

/** The part of Decap CMS's global object this script uses. */
interface DecapCms {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: unknown): string }): void;
  registerPreviewTemplate(name: string, template: unknown): void;
  registerPreviewStyle(href: string): void;
  registerEventListener(listener: { name: "preSave"; handler(event: { entry: DecapEntry }): void }): void;
  init(options: { config: Record<string, unknown> }): void;
}

const page = window as typeof window & { CMS_MANUAL_INIT?: boolean; CMS?: DecapCms };

/** The editor's own stylesheet, beside this script: the site's stylesheet for the preview, and the checks' panel. */
const PREVIEW_STYLESHEET = "editor.css";

// Decap would start as soon as its bundle runs, before the formats exist.
page.CMS_MANUAL_INIT = true;

/** Refuses a save while the content check finds a problem in what it would write; Decap shows the message. */
function refuseProblems({ entry }: { entry: DecapEntry }): void {
  const name = entry.get("collection") as ContentName;
  const { problems } = checkEdit(name, entry.getIn(["data"])?.toJS() ?? {});
  if (problems.length > 0) throw new Error(formatProblems(problems));
}

document.addEventListener("DOMContentLoaded", () => {
  const cms = page.CMS;
  if (!cms) throw new Error("site editor: Decap CMS didn't load (admin/decap-cms.js)");
  const preview = previewTemplate();
  for (const name of CONTENT_NAMES) {
    cms.registerCustomFormat(editorFormatName(name), "yaml", {
      fromFile(text) {
        fileRead(name, text);
        return parse(text) ?? {};
      },
      toFile(data) {
        return textToSave(name, data);
      },
    });
    cms.registerPreviewTemplate(name, preview);
  }
  cms.registerPreviewStyle(PREVIEW_STYLESHEET);
  cms.registerEventListener({ name: "preSave", handler: refuseProblems });
  // Merged into config.yml. On this computer (127.0.0.1 or localhost) Decap first asks the site's own
  // address for `npm run edit`'s local backend, and saves through it when it answers; Decap wants
  // that address whole.
  cms.init({ config: { local_backend: { url: new URL(LOCAL_BACKEND_PATH, window.location.origin).href } } });
  nameEditorControls();
});
