/** The content files' and schemas' texts as the editor was built (scripts/build/admin/live-content-plugin.ts). */
declare module "virtual:editor/baseline" {
  const baseline: {
    texts: Record<import("../content/names.ts").ContentName, string>;
    schemas: Record<import("../content/file-declarations.ts").SchemaName, string>;
    content: import("../content/content-types.ts").LoadedContent;
    /** The photo files in the content folder as built, content/photos/<file>. */
    photos: string[];
  };
  export default baseline;
}
