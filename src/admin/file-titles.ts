/** The content files' names for the owner: each file's schema's title, as the list of files names it (write-admin.ts). */
import baseline from "virtual:editor/baseline";
import type { ContentName } from "../content/names.ts";
import { parseSchemas, schemaFile } from "../content/schema-texts.ts";

/** A content file's title from its path, as GitHub's check names it (content/pricing.yaml → "Prices"). */
export function fileTitleOfPath(path: string): string {
  const name = path.replace(/^content\/|\.yaml$/g, "") as ContentName;
  return (parseSchemas(baseline.schemas)[schemaFile(name)] as { title?: string } | undefined)?.title ?? path;
}
