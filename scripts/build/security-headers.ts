import fs from "node:fs";
import path from "node:path";
import { sitePathAt, type SitePath } from "../../src/lib/site-paths.ts";
import { contentSecurityPolicy, metaContentSecurityPolicy, type ThirdPartyHosts } from "./content-security-policy.ts";
import { writeHeadersFile, type HeaderRule } from "./headers-file.ts";

/**
 * Headers every response gets. The CSP and the opener policy are per page (below), so exactly one of
 * each applies anywhere: Cloudflare Pages joins a header that two matching rules set into one
 * comma-separated value, which for these two is no policy a browser can use, and the site editor
 * (/admin/) needs its own of both (scripts/build/admin/write-admin.ts).
 */
const SITE_WIDE_HEADERS: [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
  ["X-Frame-Options", "DENY"],
];

/** Every page of the site keeps other sites' windows out of its own (the editor's sign-in needs its pop-up's answer instead). */
const PAGE_OPENER_POLICY: [string, string] = ["Cross-Origin-Opener-Policy", "same-origin"];

const origin = (url: string) => new URL(url).origin;

/**
 * Writes build/client/_headers: the site-wide headers for every path, then each prerendered page's own
 * CSP (under its path with and without the trailing slash). 404.html, served at paths no rule can name,
 * carries its CSP in a <meta> element instead.
 */
export function writeSecurityHeaders(
  clientDir: string,
  pages: SitePath[],
  hosts: { map: string; schedulingFrames: string[] },
  extraRules: HeaderRule[] = [],
): void {
  // A page's policy stays in force through client-side navigation, so every page allows the map's
  // frame (any page can lead to the home page). The scheduling provider's frame is allowed on the booking
  // calendar only, which the booking form opens as a full page load for that reason.
  const hostsFor = (page: SitePath): ThirdPartyHosts =>
    page.thirdParty.includes("scheduling") ? { frames: [origin(hosts.map), ...hosts.schedulingFrames] } : { frames: [origin(hosts.map)] };

  const rules: HeaderRule[] = [{ path: "/*", headers: SITE_WIDE_HEADERS }];
  for (const page of pages) {
    const file = path.join(clientDir, page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`);
    const policy = contentSecurityPolicy(fs.readFileSync(file, "utf8"), hostsFor(page));
    const paths = page.path === "/" ? ["/", "/index.html"] : [page.path, `${page.path}/`, `${page.path}/index.html`];
    for (const rulePath of paths)
      rules.push({
        path: rulePath,
        headers: [["Content-Security-Policy", policy], PAGE_OPENER_POLICY],
      });
  }
  fs.writeFileSync(path.join(clientDir, "_headers"), writeHeadersFile([...rules, ...extraRules]));

  const notFound = path.join(clientDir, "404.html");
  const html = fs.readFileSync(notFound, "utf8");
  // 404.html is the home page at any unknown path: it gets the home page's hosts.
  const meta = metaContentSecurityPolicy(html, hostsFor(sitePathAt("/")));
  const withPolicy = html.replace(/<meta charSet="utf-8"\/>/i, (charset) => `${charset}${meta}`);
  if (withPolicy === html) throw new Error("security headers: 404.html has no <meta charSet> to put its CSP after");
  fs.writeFileSync(notFound, withPolicy);
}
