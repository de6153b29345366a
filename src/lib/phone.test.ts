import { describe, expect, it } from "vitest";
import { internationalPhone, telHref } from "./phone";

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
