/**
 * The site editor's start (build/client/admin/editor.js, loaded before Decap CMS's own bundle): each
 * content file gets its own YAML format, which writes the edited values onto the file as it was read
 * (apply-edits.ts), and then Decap starts with the config.yml the build generated from the schemas
 * and the local backend's address.
 */
import { parse } from "yaml";
import { CONTENT_NAMES } from "../content/names.ts";
import { applyEdits } from "./apply-edits.ts";
import { LOCAL_BACKEND_PATH, editorFormatName } from "./editor-names.ts";

/** The part of Decap CMS's global object this script uses. */
interface DecapCms {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(data: unknown): string }): void;
  init(options: { config: Record<string, unknown> }): void;
}

const page = window as typeof window & { CMS_MANUAL_INIT?: boolean; CMS?: DecapCms };

// Decap would start as soon as its bundle runs, before the formats exist.
page.CMS_MANUAL_INIT = true;

document.addEventListener("DOMContentLoaded", () => {
  const cms = page.CMS;
  if (!cms) throw new Error("site editor: Decap CMS didn't load (admin/decap-cms.js)");
  for (const name of CONTENT_NAMES) {
    // The file's text as last read: each save writes the editor's values onto it.
    let read = "";
    cms.registerCustomFormat(editorFormatName(name), "yaml", {
      fromFile(text) {
        read = text;
        return parse(text) ?? {};
      },
      toFile(data) {
        return applyEdits(read, data);
      },
    });
  }
  // Merged into config.yml. On this computer (127.0.0.1 or localhost) Decap first asks the site's own
  // address for `npm run edit`'s local backend, and saves through it when it answers; Decap wants
  // that address whole.
  cms.init({ config: { local_backend: { url: new URL(LOCAL_BACKEND_PATH, window.location.origin).href } } });
});
