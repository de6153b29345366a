/**
 * Runs after `react-router build`: turns the prerendered /404 page into 404.html (the home page with
 * noindex, decisions.md 3), which static hosts serve with status 404 at any unknown path, and writes
 * the founder card's "Save contact" vCard from the same content as the card, the sitemap and
 * robots.txt, and the security headers (_headers) with each page's Content-Security-Policy.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NOT_FOUND_PRERENDER_PATH } from "../react-router.config.ts";
import {
  readContent,
  readFounder,
  readSite,
} from "../src/content/read-content.ts";
import type { BookingContent } from "../src/content/generated/booking.ts";
import type { HomeContent } from "../src/content/generated/home.ts";
import { providerFor } from "../src/features/scheduling/providers.ts";
import { sitePaths } from "../src/lib/site-paths.ts";
import { robotsTxt, sitemapXml } from "./build-steps/sitemap.ts";
import { writeSecurityHeaders } from "./build-steps/security-headers.ts";
import { founderVCard } from "../src/features/founder/vcard.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const client = path.join(root, "build/client");
const prerendered = path.join(client, NOT_FOUND_PRERENDER_PATH, "index.html");

if (!fs.existsSync(prerendered)) {
  console.error(
    `postbuild: ${path.relative(root, prerendered)} is missing; was the build run?`,
  );
  process.exit(1);
}
fs.renameSync(prerendered, path.join(client, "404.html"));
fs.rmSync(path.dirname(prerendered), { recursive: true });
// The SPA fallback is never served: every route is prerendered and unknown paths get 404.html.
fs.rmSync(path.join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote build/client/404.html");

const founder = readFounder(root);
fs.writeFileSync(
  path.join(client, founder.vcardFileName),
  founderVCard(founder, readSite(root)),
);
console.log(`postbuild: wrote build/client/${founder.vcardFileName}`);

// Search engines: the sitemap from the route list, and robots.txt pointing at it.
const site = readSite(root);
const pages = sitePaths(founder.slug);
fs.writeFileSync(
  path.join(client, "sitemap.xml"),
  sitemapXml(site.origin, pages),
);
fs.writeFileSync(path.join(client, "robots.txt"), robotsTxt(site.origin));
console.log("postbuild: wrote build/client/sitemap.xml and robots.txt");

// Security headers, with each page's CSP hashing the inline scripts the build really wrote.
const content = readContent(root);
const provider = providerFor((content.booking as BookingContent).scheduling);
writeSecurityHeaders(
  client,
  pages,
  {
    map: (content.home as HomeContent).leaveIt.map.embedUrl,
    schedulingScript: provider.scriptUrl,
    schedulingFrames: [...provider.frameOrigins],
  },
  [
    // Phones offer "add to contacts" only for the vCard type.
    {
      path: `/${founder.vcardFileName}`,
      headers: [["Content-Type", "text/vcard; charset=utf-8"]],
    },
  ],
);
console.log("postbuild: wrote build/client/_headers");
