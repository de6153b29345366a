/** The content files' names for the owner: each file's schema's title, as the list of files names it (write-admin.ts). */
import baseline from "virtual:editor/baseline";
import { editedFilePath, POSTCODE_LIST_FILE, type ContentName, type EditedFile } from "../content/names.ts";
import { SERVICE_AREA_TITLE } from "./editor-settings.ts";
import { parseSchemas, schemaFile } from "../content/schema-texts.ts";

/** An edited file's title from its path, as GitHub's check names it (content/pricing.yaml → "Prices"). */
export function fileTitleOfPath(path: string): string {
  if (path === editedFilePath(POSTCODE_LIST_FILE)) return SERVICE_AREA_TITLE;
  const name = path.replace(/^content\/|\.yaml$/g, "") as ContentName;
  return (parseSchemas(baseline.schemas)[schemaFile(name)] as { title?: string } | undefined)?.title ?? path;
}

/** An edited file's title by its name: a content file's, or the service area's. */
export const editedFileTitle = (file: EditedFile) => fileTitleOfPath(editedFilePath(file));
