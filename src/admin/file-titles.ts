/**
 * The edited files' titles in the editor: each file's declared title (src/content/file-declarations.ts's fileTitle:
 * a content file's schema's title, the postcode list's own), from the schemas the editor was built with.
 */
import baseline from "virtual:editor/baseline";
import { editedFileOfPath, type EditedFile } from "../content/names.ts";
import { fileTitle as declaredTitle } from "../content/file-declarations.ts";
import { parseSchemas } from "../content/schema-texts.ts";

/** An edited file's title by its name: "Prices" for pricing, "Service area" for the postcode list. */
export const fileTitle = (file: EditedFile): string => declaredTitle(file, parseSchemas(baseline.schemas));

/** An edited file's title from its path, as GitHub's check names it (content/pricing.yaml → "Prices"); any other file (a photo) by its path. */
export function fileTitleOfPath(path: string): string {
  const file = editedFileOfPath(path);
  return file === undefined ? path : fileTitle(file);
}
