import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./src/content/node/vite-plugin.ts";
import { photosPlugin } from "./scripts/build/images/photos-plugin.ts";
import { pageScriptPlugin } from "./scripts/build/page-script-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [contentPlugin(root), photosPlugin(root), pageScriptPlugin(), reactRouter()],
  // One small stylesheet for the whole site (about 4 KB gzipped): a single render-blocking request
  // that every later page already has in cache.
  build: {
    cssCodeSplit: false,
    modulePreload: false,
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      // Constants written into the modules that use them, strings too (the default inlines only some): the
      // behaviours' data- attribute names (lib/page-script/data-attributes.ts) then cost the app's chunks no exports.
      optimization: { inlineConst: { mode: "all" } },
    },
  },
});
