import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./src/content/vite-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [contentPlugin(root)],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    // Tests compile schemas and spawn the content check; on a busy 2-core machine that can take far
    // longer than vitest's 5 s default, which must never decide a result.
    testTimeout: 60_000,
  },
});
