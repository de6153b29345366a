import type { FounderContent } from "../../content/generated/founder.ts";
import type { SiteContent } from "../../content/generated/site.ts";
import { internationalPhone } from "../../lib/contact-links";

/*
 * The founder card's "Save contact" file: a vCard 3.0 (RFC 2426) built from content/founder.yaml at
 * build time (scripts/build/finish-static-site.ts), so the file never disagrees with the page. 3.0 rather than 4.0
 * because it is the version every phone's contacts app imports.
 */

const CRLF = "\r\n";
/** RFC 2426 §2.6 / RFC 6350 §3.2: a physical line holds at most 75 octets, line break excluded. */
const MAX_LINE_OCTETS = 75;

const utf8 = new TextEncoder();

/** A TEXT value with its special characters escaped: backslash, comma, semicolon and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds one content line into physical lines of at most 75 octets; each continuation starts with a
 * space, which counts towards its 75. Splits only between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const physical: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8.encode(character).length;
    const limit = physical.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      physical.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  physical.push(current);
  return physical.join(`${CRLF} `);
}

/**
 * The structured name (N): family name last, as the content gives one full name. A name of one
 * word is kept whole as the given name.
 */
function structuredName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  const family = words.length > 1 ? (words.pop() ?? "") : "";
  return [family, words.join(" "), "", "", ""].map(escapeText).join(";");
}

/**
 * URI values are not TEXT, so they are not backslash-escaped (that would change the address);
 * line breaks can't be part of a URI and are dropped so they can't end the property early.
 */
function uriValue(uri: string): string {
  return uri.replace(/[\r\n]/g, "");
}

export type FounderVCardInput = Pick<FounderContent, "name" | "role" | "phone" | "email" | "location" | "website" | "businessProfile" | "social" | "labels">;

/**
 * The vCard text of the founder card, CRLF line endings, folded at 75 octets. Links carry an
 * Apple-style label (itemN.X-ABLabel), which other contacts apps ignore while still importing the URL.
 */
export function founderVCard(founder: FounderVCardInput, site: Pick<SiteContent, "businessName">): string {
  const links = [
    { label: founder.labels.website, url: founder.website.url },
    { label: founder.labels.businessProfile, url: founder.businessProfile.url },
    ...founder.social.map((profile) => ({ label: profile.network, url: profile.url })),
  ];
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${structuredName(founder.name)}`,
    `FN:${escapeText(founder.name)}`,
    `ORG:${escapeText(site.businessName)}`,
    `TITLE:${escapeText(founder.role)}`,
    `TEL;TYPE=CELL:${internationalPhone(founder.phone)}`,
    `EMAIL;TYPE=INTERNET:${escapeText(founder.email)}`,
    // The location is a general area, never a street address, so it fills only the locality.
    `ADR;TYPE=WORK:;;;${escapeText(founder.location)};;;`,
    ...links.flatMap((link, index) => [`item${index + 1}.URL:${uriValue(link.url)}`, `item${index + 1}.X-ABLabel:${escapeText(link.label)}`]),
    "END:VCARD",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
