/**
 * The edited files' titles in the editor: each file's declared title (src/content/file-declarations.ts's fileTitle:
 * a content file's schema's title, the postcode list's own), from the schemas the editor was built with.
 */
import baseline from "virtual:editor/baseline";
import { editedFileOfPath, type EditedFile } from "../content/names.ts";
import { fileTitle as declaredTitle } from "../content/file-declarations.ts";
import { parseSchemas } from "../content/schema-texts.ts";

/** An edited file's title by its name: "Prices" for pricing, "Service area" for the postcode list. */
let schemas: ReturnType<typeof parseSchemas> | undefined;
/** The build's schemas, parsed once when a title is first asked for: they are fixed for the page's life, and a list or a bar asks for titles at each render. */
const builtSchemas = () => (schemas ??= parseSchemas(baseline.schemas));

export const fileTitle = (file: EditedFile): string => declaredTitle(file, builtSchemas());

/** An edited file's title from its path, as GitHub's check names it (content/pricing.yaml → "Prices"); any other file (a photo) by its path. */
export function fileTitleOfPath(path: string): string {
  const file = editedFileOfPath(path);
  return file === undefined ? path : fileTitle(file);
}
