import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { describe, expect, it, vi } from "vitest";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import { everyChange } from "../file-kinds/describe-change.ts";
import { fileFields } from "../schema/schema-fields.ts";
import { schemaFiles } from "../schema/form-fixtures.test-support.ts";
import { namesForChange } from "./change-names.ts";

// Which files name codes is their kind's to say (file-kinds/), whose titles and checks the editor's build gives.
vi.mock("virtual:editor/baseline", async () => ({ default: (await import("../checks/editor-build.test-support.ts")).fixtureBaseline() }));
vi.mock("virtual:editor/validators", async () => ({ default: (await import("../checks/editor-build.test-support.ts")).fixtureValidators() }));
vi.mock("virtual:photos", () => ({ default: {} }));

const read = (name: string) => fs.readFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, `${name}.yaml`), "utf8");
const [pricingText, savingsText] = [read("pricing"), read("savings")];
const [pricing, savings] = [parse(pricingText), parse(savingsText)] as [{ tiers: { id: string; name: string }[] }, { rows: { tier: string }[] }];

describe("the names of a change's codes", () => {
  // A change that retired the last package: its Savings row went with it, and the package is no longer on the Pricing page now.
  const retired = pricing.tiers.at(-1)!;
  const pricingAfter = stringify({ ...pricing, tiers: pricing.tiers.slice(0, -1) });
  const savingsAfter = { ...savings, rows: savings.rows.filter((row) => row.tier !== retired.id) };
  const describeSavings = (allContent: unknown) =>
    everyChange({ fields: fileFields("savings.schema.json", savingsAfter, schemaFiles, allContent), before: savings, after: savingsAfter });

  it("names a row by the package the change retired, from the change's own files", () => {
    const now = { pricing: parse(pricingAfter) };
    const files = [
      { name: "pricing" as const, before: pricingText, after: pricingAfter },
      { name: "savings" as const, before: savingsText, after: stringify(savingsAfter) },
    ];
    expect(describeSavings(namesForChange(now, files)).join("\n")).toContain(`“${retired.name}”`);
    // Without them, the row is named by its place: what the owner never sees.
    expect(describeSavings(now).join("\n")).not.toContain(`“${retired.name}”`);
  });
});
