/**
 * The site editor's start (a module the editor's page runs before Decap CMS's own bundle): each content
 * file gets its own YAML format, which writes the edited values onto the file as it was read
 * (apply-edits.ts); its preview pane draws the file's page with the site's components and shows the
 * content check's messages (preview/); a save is refused while the check finds a problem; then Decap
 * starts with the config.yml the build generated from the schemas and the local backend's address.
 *
 * Only what Decap needs before a file is open is here. The preview and the checks (the site's React,
 * pages and stylesheet, the content check) are fetched once the owner is looking at the list of files,
 * or when a file opens or is saved; the service worker keeps every file for the next visit.
 */
import { parse } from "yaml";
import { CONTENT_NAMES, type ContentName } from "../content/names.ts";
import { nameEditorControls } from "./control-names.ts";
import { onceShown } from "./decap-elements.ts";
import { fileRead, textToSave } from "./editor-files.ts";
import { EDITOR_PAGE_DATA, EDITOR_SERVICE_WORKER, LOCAL_BACKEND_PATH, editorFormatName } from "./editor-names.ts";
import { previewTemplate, warmPreview } from "./preview/preview-template.ts";

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
  registerEventListener(listener: { name: "preSave"; handler(event: { entry: DecapEntry }): Promise<void> }): void;
  init(options: { config: Record<string, unknown> }): void;
}

const page = window as typeof window & { CMS_MANUAL_INIT?: boolean; CMS?: DecapCms };

// Decap would start as soon as its bundle runs, before the formats exist.
page.CMS_MANUAL_INIT = true;

/** What the build wrote on the script element that loads this module. */
function pageData(name: keyof typeof EDITOR_PAGE_DATA): string {
  const attribute = EDITOR_PAGE_DATA[name];
  const value = document.querySelector(`script[${attribute}]`)?.getAttribute(attribute);
  if (value === null || value === undefined) throw new Error(`site editor: the page has no ${attribute} (scripts/build/admin/write-admin.ts)`);
  return value;
}

/** Refuses a save while the content check finds a problem in what it would write; Decap shows the message. */
async function refuseProblems({ entry }: { entry: DecapEntry }): Promise<void> {
  const { saveRefusal } = await import("./editor-checks.ts");
  const refusal = saveRefusal(entry.get("collection") as ContentName, entry.getIn(["data"])?.toJS() ?? {});
  if (refusal) throw new Error(refusal);
}

/** Keeps the editor's files for the next visit (service-worker.ts); an editor without it works as before. */
function keepForNextVisit(): void {
  navigator.serviceWorker?.register(EDITOR_SERVICE_WORKER).catch((error: unknown) => console.info("site editor: no offline copy:", error));
}

document.addEventListener("DOMContentLoaded", () => {
  const cms = page.CMS;
  if (!cms) throw new Error("site editor: Decap CMS didn't load (its bundle, in admin/assets/)");
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
  cms.registerPreviewStyle(pageData("previewStyle"));
  cms.registerEventListener({ name: "preSave", handler: refuseProblems });
  // Merged into config.yml. On this computer (127.0.0.1 or localhost) Decap first asks the site's own
  // address for `npm run edit`'s local backend, and saves through it when it answers; Decap wants
  // that address whole.
  cms.init({ config: { local_backend: { url: new URL(LOCAL_BACKEND_PATH, window.location.origin).href } } });
  nameEditorControls(pageData("siteName"));
  // Nothing more is fetched until the owner sees the list of files, and then at the first idle moment: the
  // preview's code, and the worker, whose install reads the editor's files into its cache and compiles them.
  onceShown(["AppMainContainer"], () => {
    const later = (task: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(task) : setTimeout(task));
    later(() => {
      warmPreview();
      later(keepForNextVisit);
    });
  });
});
