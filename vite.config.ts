import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./src/content/vite-plugin.ts";
import { photosPlugin } from "./scripts/build-steps/images/photos-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [contentPlugin(root), photosPlugin(root), reactRouter()],
  // One small stylesheet for the whole site (about 4 KB gzipped): a single render-blocking request
  // that every later page already has in cache.
  build: {
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Every page loads React, React DOM and React Router, and the site frame's small modules: one
        // file each instead of about ten, which gzip better together (bench:size: 2 KB less per page).
        codeSplitting: {
          groups: [
            { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: "shell",
              test: /virtual:content\/(site|booking\/toasts)|src[\\/](features[\\/]seo[\\/]page-meta|lib[\\/]contact-links|features[\\/]toast[\\/]toast-context)|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
});
