import fs from "node:fs";
import { describe, expect, it } from "vitest";
import schema from "../../../schemas/pricing.schema.json" with { type: "json" };

const css = fs.readFileSync(new URL("./pricing.css", import.meta.url), "utf8");

// The toggle shows a mode by position with one CSS rule per position; the schema caps the wash types.
describe("pricing.css", () => {
  it("shows the checked mode for every position pricing.yaml's schema allows", () => {
    const { maxItems } = schema.properties.washTypes;
    expect(maxItems).toBeGreaterThan(0);
    for (let position = 1; position <= maxItems; position++) {
      expect(css).toContain(`.mode-toggle__option:nth-of-type(${position}) input:checked) .pricing-mode:nth-child(${position})`);
    }
  });
});
