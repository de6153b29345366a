import source from "./page-script.ts?page-script";

/**
 * Writes the page script (page-script.ts) into the prerendered page. In the browser `source` is empty
 * (the plugin gives the app's bundle no copy), and the element React finds in the page is kept as it
 * is: the script in it has already run.
 */
export function PageScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
