import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./src/content/node/vite-plugin.ts";
import { photosPlugin } from "./scripts/build/images/photos-plugin.ts";
import { pageScriptPlugin } from "./scripts/build/page-script-plugin.ts";
import { appSharedChunk } from "./scripts/build/app-shared-chunk.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The modules every page with the app (/book, /contact, /booking-calendar) loads: the frame's content and
 * meta, the toasts' context, the booking choice with its quote and content, the link builders, the "has the app
 * started" hook, the behaviours' data- attribute names and the inline script element. Not the
 * hand-off (its component and its message builder, lib/handoff.ts): /book shows it only for a custom quote or
 * a postcode we may not cover.
 */
const APP_SHARED = [
  // The site-wide words every app page renders (the layout, the meta); not the contact page's own words.
  /virtual:content\/(site\/(?!contactPage\b)|booking\/(toasts|fields|customQuote|postcode)|pricing\/(included|prices)|addons\/items|savings\/rows)/,
  /src[\\/]lib[\\/](booking-selection|extras|quote|format|links|contact-links|use-hydrated|page-script[\\/]data-attributes)\./,
  /src[\\/](features[\\/]seo[\\/]page-meta|components[\\/]toast[\\/](toast-context|load-toast-view)|domain[\\/]booking-(quote|options))\./,
  /src[\\/]components[\\/]ui[\\/](Notice|PageIntro|InlineScript|Warning)\./,
  /vite[\\/]preload-helper/,
];

const appShared = appSharedChunk(APP_SHARED);

export default defineConfig({
  plugins: [contentPlugin(root), photosPlugin(root), pageScriptPlugin(), reactRouter(), appShared.plugin],
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
      output: {
        codeSplitting: {
          groups: [
            // Every page with the app loads React, React DOM and React Router: one file, which gzips better
            // than their ten (bench:size: 2 KB less per page).
            { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // And the site's own modules they all share, as one file rather than about a dozen small ones,
            // each a request and a file's overhead (bench:size: 1.0 KB less on /book).
            // The build stops if one of the list's patterns matches no module (app-shared-chunk.ts).
            { name: "app-shared", test: appShared.test },
          ],
        },
      },
    },
  },
});
