import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { contentPlugin } from "./src/content/vite-plugin.ts";
import { photosPlugin } from "./scripts/build/images/photos-plugin.ts";
import { pageScriptPlugin } from "./scripts/build/page-script-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * `npm run dev`: React Router's plugin asks Vite to pre-bundle react-router-dom whenever that name
 * resolves, and the one in node_modules is Decap CMS's own react-router-dom 5, which can't be bundled
 * against React Router 7 (MISSING_EXPORT "__RouterContext"), so the dev server stopped. The site never
 * imports it: it is taken off the list, after React Router's plugin has made it.
 */
function withoutDecapRouter(): Plugin {
  return {
    name: "without-decap-router",
    enforce: "post",
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps!.include = include.filter((name) => name !== "react-router-dom");
    },
  };
}

export default defineConfig({
  plugins: [contentPlugin(root), photosPlugin(root), pageScriptPlugin(), reactRouter(), withoutDecapRouter()],
  // One small stylesheet for the whole site (about 4 KB gzipped): a single render-blocking request
  // that every later page already has in cache.
  build: {
    cssCodeSplit: false,
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        // Every page loads React, React DOM and React Router, and the site frame's small modules: one
        // file each instead of about ten, which gzip better together (bench:size: 2 KB less per page).
        // The small UI pieces every page with the app draws (Notice, PageIntro) join the shell rather than
        // each costing a request and a file's overhead (0.3 KB less on /book).
        codeSplitting: {
          groups: [
            { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: "shell",
              test: /virtual:content\/(site|booking\/toasts)|src[\\/](features[\\/]seo[\\/]page-meta|lib[\\/]contact-links|features[\\/]toast[\\/](?:toast-context|load-toast-view)|components[\\/]ui[\\/](?:Notice|PageIntro))|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
});
