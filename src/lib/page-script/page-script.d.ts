/** A module bundled into an inline script's source text (scripts/build/page-script-plugin.ts). */
declare module "*?page-script" {
  const source: string;
  export default source;
}
