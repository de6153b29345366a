import { describe, expect, it } from "vitest";
import { escapeText, foldLine, founderVCard, type FounderVCardInput } from "./vcard";
import { internationalPhone } from "../../lib/contact-links";

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 2426 unfolding: a line break followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, "");

const founder: FounderVCardInput = {
  name: "Alex Morgan",
  role: "Founder, Redbridge Mobile Valeting",
  phone: "07700 900456",
  email: "founder@example.co.uk",
  location: "Ilford, Redbridge",
  website: { label: "www.example.co.uk", url: "https://www.example.co.uk" },
  businessProfile: { label: "Find us on Google", url: "https://www.google.com/maps/search/?api=1&query=Redbridge+Mobile+Valeting" },
  social: [
    { network: "Instagram", label: "@redbridgevaleting", url: "https://www.instagram.com/redbridgevaleting" },
    { network: "TikTok", label: "@redbridgevaleting", url: "https://www.tiktok.com/@redbridgevaleting" },
  ],
  labels: {
    phone: "Call",
    email: "Email",
    location: "Location",
    website: "Website",
    businessProfile: "Business profile",
    social: "Social",
    saveContact: "Save contact",
  },
};
const site = { businessName: "Redbridge Mobile Valeting" };

describe("escapeText", () => {
  it.each([
    ["plain", "plain"],
    ["Founder, Redbridge", "Founder\\, Redbridge"],
    ["a;b", "a\\;b"],
    ["back\\slash", "back\\\\slash"],
    ["line\nbreak", "line\\nbreak"],
    ["windows\r\nbreak", "windows\\nbreak"],
    ["old mac\rbreak", "old mac\\nbreak"],
    ["\\,", "\\\\\\,"],
    ["Café £5 – ok", "Café £5 – ok"],
  ])("%j → %j", (value, expected) => {
    expect(escapeText(value)).toBe(expected);
  });
});

describe("foldLine", () => {
  const ascii = (length: number) => "x".repeat(length);

  it.each([
    ["empty", "", [""]],
    ["75 octets stay on one line", ascii(75), [ascii(75)]],
    ["76 octets fold after 75", ascii(76), [ascii(75), ` ${ascii(1)}`]],
    ["continuations hold 74 octets after their space", ascii(75 + 74 + 1), [ascii(75), ` ${ascii(74)}`, ` ${ascii(1)}`]],
    // "£" is 2 octets: 74 + 2 would be 76, so it moves whole to the next line.
    ["a 2-octet character is never split", `${ascii(74)}£`, [ascii(74), " £"]],
    ["a 4-octet character is never split", `${ascii(73)}🚗`, [ascii(73), " 🚗"]],
    ["a 2-octet character that fits stays", `${ascii(73)}£`, [`${ascii(73)}£`]],
  ])("%s", (_, line, expected) => {
    expect(foldLine(line).split("\r\n")).toEqual(expected);
  });

  it.each([ascii(300), "é".repeat(120), `TITLE:${"Détailing, ".repeat(20)}`, "🚗".repeat(50)])(
    "keeps every physical line within 75 octets and unfolds back to the original (%#)",
    (line) => {
      const folded = foldLine(line);
      for (const physical of folded.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
      expect(unfold(folded)).toBe(line);
    },
  );
});

describe("internationalPhone", () => {
  it.each([
    ["07700 900456", "+447700900456"],
    ["07700900456", "+447700900456"],
    ["+44 7700 900456", "+447700900456"],
    ["+44 (0)7700 900456", "+447700900456"],
    ["020 7946 0000", "+442079460000"],
  ])("%s → %s", (phone, expected) => {
    expect(internationalPhone(phone)).toBe(expected);
  });
});

describe("founderVCard", () => {
  const card = founderVCard(founder, site);
  const lines = unfold(card).split("\r\n");

  it("is the whole card, in order, with CRLF line endings", () => {
    expect(lines).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Morgan;Alex;;;",
      "FN:Alex Morgan",
      "ORG:Redbridge Mobile Valeting",
      "TITLE:Founder\\, Redbridge Mobile Valeting",
      "TEL;TYPE=CELL:+447700900456",
      "EMAIL;TYPE=INTERNET:founder@example.co.uk",
      "ADR;TYPE=WORK:;;;Ilford\\, Redbridge;;;",
      "item1.URL:https://www.example.co.uk",
      "item1.X-ABLabel:Website",
      "item2.URL:https://www.google.com/maps/search/?api=1&query=Redbridge+Mobile+Valeting",
      "item2.X-ABLabel:Business profile",
      "item3.URL:https://www.instagram.com/redbridgevaleting",
      "item3.X-ABLabel:Instagram",
      "item4.URL:https://www.tiktok.com/@redbridgevaleting",
      "item4.X-ABLabel:TikTok",
      "END:VCARD",
      "",
    ]);
  });

  it("uses CRLF only, ends with one, and keeps every physical line within 75 octets", () => {
    expect(card.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
    for (const physical of card.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
  });

  it.each([
    ["a one-word name is the given name", { name: "Alex" }, "N:;Alex;;;"],
    ["a middle name stays with the given name", { name: "Alex  J. Morgan" }, "N:Morgan;Alex J.;;;"],
    ["special characters in the name are escaped", { name: "Alex Morgan;Smith" }, "FN:Alex Morgan\\;Smith"],
    ["a line break in the role can't start a new property", { role: "Founder\nEND:VCARD" }, "TITLE:Founder\\nEND:VCARD"],
    ["a backslash in the location is escaped", { location: "Ilford \\ Essex" }, "ADR;TYPE=WORK:;;;Ilford \\\\ Essex;;;"],
    ["a line break in a URL is dropped", { website: { label: "x", url: "https://example.co.uk/\nBEGIN:VCARD" } }, "item1.URL:https://example.co.uk/BEGIN:VCARD"],
  ])("%s", (_, change, expectedLine) => {
    const changed = unfold(founderVCard({ ...founder, ...change }, site)).split("\r\n");
    expect(changed).toContain(expectedLine);
    expect(changed.filter((line) => line === "BEGIN:VCARD")).toHaveLength(1);
    expect(changed.filter((line) => line === "END:VCARD")).toHaveLength(1);
  });

  it("folds a long value and still unfolds to the same property", () => {
    const role = "Founder and head valeter, Redbridge Mobile Valeting – Redbridge, Ilford, Wanstead & Essex";
    const longCard = founderVCard({ ...founder, role }, site);
    expect(longCard).toMatch(/\r\n /);
    expect(unfold(longCard).split("\r\n")).toContain(`TITLE:${escapeText(role)}`);
  });
});
