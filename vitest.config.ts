import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./src/content/vite-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [contentPlugin(root)],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
