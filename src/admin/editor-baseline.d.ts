/** The content files' and schemas' texts as the editor was built (scripts/build/admin/live-content-plugin.ts). */
declare module "virtual:editor/baseline" {
  const baseline: {
    texts: Record<import("../content/names.ts").ContentName, string>;
    schemas: Record<import("../content/names.ts").ContentName | "common", string>;
    content: import("../content/content-types.ts").LoadedContent;
  };
  export default baseline;
}
