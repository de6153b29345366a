import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./src/content/vite-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [contentPlugin(root), reactRouter()],
  // One small stylesheet for the whole site (about 4 KB gzipped): a single render-blocking request
  // that every later page already has in cache.
  build: { cssCodeSplit: false },
});
