import { describe, expect, it } from "vitest";
import { internationalPhone, mailtoHref, telHref, whatsappHref } from "./contact-links";

describe("internationalPhone", () => {
  it.each([
    ["07700 900123", "+447700900123"],
    ["07700900123", "+447700900123"],
    ["+44 7700 900123", "+447700900123"],
    ["+44 (0)7700 900123", "+447700900123"],
    ["020 7946 0018", "+442079460018"],
  ])("%s → %s", (input, expected) => {
    expect(internationalPhone(input)).toBe(expected);
    expect(telHref(input)).toBe(`tel:${expected}`);
  });
});

describe("mail and WhatsApp links", () => {
  it("builds them from content", () => {
    expect(mailtoHref("hello@example.co.uk")).toBe("mailto:hello@example.co.uk");
    expect(whatsappHref("447700900123")).toBe("https://wa.me/447700900123");
  });
});
