import { createHash } from "node:crypto";

/**
 * The third-party hosts a page may talk to, beyond its own origin: frames only (the map on the home page; the
 * scheduling provider's calendar on /booking-calendar). No page runs another site's script: the site editor's
 * sign-in lives on this origin (docs/decisions.md 23), so script-src has no host but the site's own, whatever content says.
 */
export interface ThirdPartyHosts {
  frames: string[];
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A script element's type the browser runs: none, a JavaScript MIME type, or "module". Any other (application/json, JSON-LD) is a data block. */
const RUNS = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)\s*$/i;

/**
 * The inline scripts a page runs: not data blocks (the calendar's early-answer data, JSON-LD), which the
 * browser never executes, so the policy needs no hash for them and allows nothing by them.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes) && RUNS.test(/\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? ""))
    .map(([, , body]) => body);
}

/** The values of the page's style="…" attributes, which the prerender writes for content-driven styles. */
export function inlineStyleAttributes(html: string): string[] {
  return [...html.matchAll(/\sstyle="([^"]*)"/gi)].map(([, value]) => value.replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
}

/**
 * A strict Content-Security-Policy for one built page: nothing by default, the site's own files, the
 * sha256 of each inline script and style attribute the page really has (no 'unsafe-inline', no
 * 'unsafe-eval'), and only the third-party hosts that page needs.
 */
export function contentSecurityPolicy(html: string, hosts: ThirdPartyHosts): string {
  const scriptHashes = [...new Set(inlineScripts(html).map(sha256))];
  const styleHashes = [...new Set(inlineStyleAttributes(html).map(sha256))];
  const directives: [string, string[]][] = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...scriptHashes]],
    ["style-src", ["'self'"]],
    ["style-src-attr", styleHashes.length ? ["'unsafe-hashes'", ...styleHashes] : ["'none'"]],
    ["img-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["frame-src", hosts.frames.length ? hosts.frames : ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** The same policy as a <meta> element, for 404.html (served at paths no header rule can name); frame-ancestors can't be set there. */
export function metaContentSecurityPolicy(html: string, hosts: ThirdPartyHosts): string {
  const policy = contentSecurityPolicy(html, hosts)
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}
