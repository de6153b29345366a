import { describe, expect, it } from "vitest";
import { inWords } from "./owner-words";

describe("a property's name in words, for a field with no title", () => {
  it("splits the name into words, the first capitalised", () => {
    expect(inWords("vehicleColumnHeading")).toBe("Vehicle column heading");
    expect(inWords("delay_ms")).toBe("Delay ms");
  });

  it("says web words and abbreviations as the owner does, wherever they stand", () => {
    expect(inWords("url")).toBe("Web address");
    expect(inWords("openUrl")).toBe("Open web address");
    expect(inWords("whatsappLabel")).toBe("WhatsApp label");
    expect(inWords("alt")).toBe("Description");
    expect(inWords("vcardFileName")).toBe("Contact card file name");
  });
});
