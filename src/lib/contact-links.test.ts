import { describe, expect, it } from "vitest";
import { internationalPhone, mailtoHref, telHref, whatsappHref } from "./contact-links";

// Numbers from Ofcom's drama range, as in the fixture content (tests/fixtures/content).
describe("internationalPhone", () => {
  it.each([
    ["07700 900777", "+447700900777"],
    ["07700900777", "+447700900777"],
    ["+44 7700 900777", "+447700900777"],
    ["+44 (0)7700 900777", "+447700900777"],
    ["+447700900777", "+447700900777"],
    ["020 7946 0018", "+442079460018"],
  ])("%s → %s", (input, expected) => {
    expect(internationalPhone(input)).toBe(expected);
    expect(telHref(input)).toBe(`tel:${expected}`);
  });
});

describe("mail and WhatsApp links", () => {
  it("builds them from content", () => {
    expect(mailtoHref("office@fixture.example")).toBe("mailto:office@fixture.example");
    expect(whatsappHref("447700900778")).toBe("https://wa.me/447700900778");
  });
});
