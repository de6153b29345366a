/**
 * A classic inline script, `source` being a module the page-script pipeline built (`import source from
 * "./x.ts?page-script"`, scripts/build/page-script-plugin.ts). The prerendered page carries its text, and the
 * parser runs it where it stands; in the browser `source` is empty (the app's bundle gets no copy) and the
 * element React finds in the page is kept as it is: the script in it has already run. The build hashes it
 * into the page's Content-Security-Policy, like every inline script.
 */
export function InlineScript({ source }: { source: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
