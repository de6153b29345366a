/**
 * The last part of the build, run by React Router's `buildEnd` hook (react-router.config.ts), so any
 * host that runs `react-router build` gets the whole site: turns the prerendered /404 page into
 * 404.html (the home page with noindex), which static hosts serve with status 404 at any unknown
 * path; writes the founder card's "Save contact" vCard from the same content as the card, the sitemap
 * and robots.txt from the route table, the site editor at /admin/ (its prerendered page, its code and
 * its service worker, and beside build/client the local page `npm run edit` serves: admin/write-admin.ts),
 * and the security headers (_headers) with each page's Content-Security-Policy, hashing
 * the inline scripts the build really wrote. Before the headers, every page that starts the app gets it
 * after the first paint (islands.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { readContent } from "../../src/content/node/read-content.ts";
import { providerFor } from "../../src/features/scheduling/providers.ts";
import { founderVCard } from "../../src/features/founder/vcard.ts";
import { NOT_FOUND_SEGMENT, sitePaths } from "../../src/lib/site-paths.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { writeSecurityHeaders } from "./security-headers.ts";
import { writeIslands } from "./islands.ts";
import { editorHeaderRules, writeEditor } from "./admin/write-admin.ts";

const log = (message: string) => console.log(`finish static site: ${message}`);

/** Completes build/client (given) from the project's content in `rootDir`. */
export async function finishStaticSite(clientDir: string, rootDir: string): Promise<void> {
  const prerendered = path.join(clientDir, NOT_FOUND_SEGMENT, "index.html");
  if (!fs.existsSync(prerendered)) throw new Error(`finish static site: ${prerendered} is missing; the prerender list must include /${NOT_FOUND_SEGMENT}`);
  fs.renameSync(prerendered, path.join(clientDir, "404.html"));
  fs.rmSync(path.dirname(prerendered), { recursive: true });
  // The SPA fallback is never served: every route is prerendered and unknown paths get 404.html.
  fs.rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
  log("wrote 404.html");

  const content = readContent(rootDir);
  const founder = content.founder;
  const site = content.site;
  fs.writeFileSync(path.join(clientDir, founder.vcardFileName), founderVCard(founder, site));
  log(`wrote ${founder.vcardFileName}`);

  const pages = sitePaths(founder.slug);
  fs.writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(site.origin, pages));
  fs.writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(site.origin));
  log("wrote sitemap.xml and robots.txt");

  log(`wrote the site editor (admin/), which ${await writeEditor(clientDir, rootDir, site)}`);

  // The widgets' scripts (islands), started after the first paint, before the headers hash the inline scripts.
  const pageFiles = [
    ...pages.map((page) => ({ path: page.path, file: path.join(clientDir, page.path.slice(1), "index.html") })),
    { path: "/404.html", file: path.join(clientDir, "404.html") },
  ];
  log(`the islands start after the first paint (${(await writeIslands(rootDir, clientDir, pageFiles)).join(", ")})`);

  const provider = providerFor(content.booking.scheduling);
  writeSecurityHeaders(
    clientDir,
    pages,
    {
      map: content.home.leaveIt.map.embedUrl,
      schedulingFrames: [...provider.frameOrigins],
    },
    [
      // Phones offer "add to contacts" only for the vCard type.
      { path: `/${founder.vcardFileName}`, headers: [["Content-Type", "text/vcard; charset=utf-8"]] },
      ...editorHeaderRules(),
    ],
  );
  log("wrote _headers");
}
