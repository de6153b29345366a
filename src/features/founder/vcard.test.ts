import { describe, expect, it } from "vitest";
import founder from "virtual:content/founder";
import site from "virtual:content/site";
import { escapeText, foldLine, founderVCard } from "./vcard";

// On the fixture content (tests/fixtures/content): its values never change, so the card is typed in.

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 2426 unfolding: a line break followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("escapeText", () => {
  it.each([
    ["plain", "plain"],
    ["Tester, Testford", "Tester\\, Testford"],
    ["a;b", "a\\;b"],
    ["back\\slash", "back\\\\slash"],
    ["line\nbreak", "line\\nbreak"],
    ["windows\r\nbreak", "windows\\nbreak"],
    ["old mac\rbreak", "old mac\\nbreak"],
    ["\\,", "\\\\\\,"],
    ["Café £7 – ok", "Café £7 – ok"],
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

describe("founderVCard", () => {
  const card = founderVCard(founder, site);
  const lines = unfold(card).split("\r\n");

  it("is the whole card, in order, with CRLF line endings", () => {
    expect(lines).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Fixture;Sam Q.;;;",
      "FN:Sam Q. Fixture",
      "ORG:Fixture Valeting Company",
      "TITLE:Chief tester\\; Fixture Valeting Company",
      "TEL;TYPE=CELL:+447700900888",
      "EMAIL;TYPE=INTERNET:sam@fixture.example",
      "ADR;TYPE=WORK:;;;Testford\\, Fixtureshire;;;",
      "item1.URL:https://www.fixture.example/about",
      "item1.X-ABLabel:Fixture site",
      "item2.URL:https://profile.fixture.example/?id=7&kind=valet",
      "item2.X-ABLabel:Fixture profile",
      "item3.URL:https://mastodon.example/@samfixture",
      "item3.X-ABLabel:Mastodon",
      "item4.URL:https://pixelfed.example/samfixture",
      "item4.X-ABLabel:Pixelfed",
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
    ["a one-word name is the given name", { name: "Sam" }, "N:;Sam;;;"],
    ["extra spaces between names are dropped", { name: " Sam  Q.   Fixture " }, "N:Fixture;Sam Q.;;;"],
    ["special characters in the name are escaped", { name: "Sam Fixture;Smith" }, "FN:Sam Fixture\\;Smith"],
    ["a line break in the role can't start a new property", { role: "Tester\nEND:VCARD" }, "TITLE:Tester\\nEND:VCARD"],
    ["a backslash in the location is escaped", { location: "Testford \\ Mockington" }, "ADR;TYPE=WORK:;;;Testford \\\\ Mockington;;;"],
    [
      "a line break in a URL is dropped",
      { website: { label: "x", url: "https://example.co.uk/\nBEGIN:VCARD" } },
      "item1.URL:https://example.co.uk/BEGIN:VCARD",
    ],
  ])("%s", (_, change, expectedLine) => {
    const changed = unfold(founderVCard({ ...founder, ...change }, site)).split("\r\n");
    expect(changed).toContain(expectedLine);
    expect(changed.filter((line) => line === "BEGIN:VCARD")).toHaveLength(1);
    expect(changed.filter((line) => line === "END:VCARD")).toHaveLength(1);
  });

  it("folds a long value and still unfolds to the same property", () => {
    const role = "Chief tester and head valeter, Fixture Valeting Company – Testford, Mockington, Little Mocking & Fixtureshire";
    const longCard = founderVCard({ ...founder, role }, site);
    expect(longCard).toMatch(/\r\n /);
    expect(unfold(longCard).split("\r\n")).toContain(`TITLE:${escapeText(role)}`);
  });
});
