import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { describe, expect, it, vi } from "vitest";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import { applyEdits } from "../line-edits/apply-edits.ts";
import { schemaFiles } from "../schema/form-fixtures.test-support.ts";
import { addPostcode, coveredPostcodes, removePostcodes } from "../line-edits/postcode-list-edits.ts";
import { postcodeListFile } from "./postcode-list-file.ts";
import { putBackYaml } from "./put-back.ts";

// The kinds name a file by its title, which the editor's build gives them.
vi.mock("virtual:editor/baseline", async () => ({ default: (await import("../checks/editor-build.test-support.ts")).fixtureBaseline() }));
vi.mock("virtual:photos", () => ({ default: {} }));

const START = fs.readFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, "pricing.yaml"), "utf8");

/** The fixture pricing file with some prices changed (outside › size › tier) and, optionally, its heading. */
function pricing(from: string, prices: Record<string, number>, heading?: string): string {
  const values = parseDocument(from);
  for (const [at, price] of Object.entries(prices)) values.setIn(["prices", "outside", ...at.split(".")], price);
  if (heading !== undefined) values.set("heading", heading);
  return applyEdits(from, values.toJS());
}

const now = (text: string) => ({ text, version: "now" });

describe("a change put back on the file as it is today", () => {
  // Yesterday: two prices, on two lines. Since: one of them again, and the heading.
  const after = pricing(START, { "compact.quick": 16, "estate.quick": 15 });
  const today = pricing(after, { "estate.quick": 16 }, "Fixture prices, newly worded");

  it("restores what only that change altered, keeps what changed since, and names what it kept", () => {
    const putBack = putBackYaml("pricing", { before: START, after }, now(today), schemaFiles)!;
    expect(putBack.text).toBe(pricing(today, { "compact.quick": 11 }));
    expect(putBack.restored).toEqual(["Fixture Outside, Fixture Compact Car, Fixture Quick £16 → £11"]);
    expect(putBack.kept).toEqual(["Fixture Outside, Fixture Estate Car, Fixture Quick kept at £16"]);
  });

  it("merges a line piece by piece: a price beside it changed since stays, and is no clash", () => {
    const sameLine = pricing(after, { "compact.supreme": 50 });
    const putBack = putBackYaml("pricing", { before: START, after }, now(sameLine), schemaFiles)!;
    expect(putBack.text).toBe(pricing(sameLine, { "compact.quick": 11, "estate.quick": 13 }));
    expect(putBack.kept).toEqual([]);
  });

  it("changes nothing when the file already reads as before that change", () => {
    const putBack = putBackYaml("pricing", { before: START, after }, now(START), schemaFiles)!;
    expect(putBack.text).toBe(START);
    expect(putBack.restored).toEqual([]);
  });

  it("can't put back a change that added or removed the whole file", () => {
    expect(putBackYaml("pricing", { after }, now(today), schemaFiles)).toBeUndefined();
  });
});

describe("a change to the covered postcodes put back", () => {
  const START_LIST = fs.readFileSync(path.join(PROJECT_ROOT, FIXTURE_CONTENT_DIR, "serviced-postcodes.csv"), "utf8");
  const [first, second] = coveredPostcodes(START_LIST);
  const added = (text: string, postcode: string) => {
    const outcome = addPostcode(text, postcode);
    if (!("text" in outcome)) throw new Error(outcome.problem);
    return outcome.text;
  };
  // Yesterday: one postcode added beside the first, and the second removed. Since: another added right beside it.
  const after = removePostcodes(added(START_LIST, `${first.slice(0, -1)}Z`), new Set([second]));
  const today = added(after, `${first.slice(0, -1)}Y`);

  it("takes out what it added and adds back what it removed, whatever was added beside them since", () => {
    const putBack = postcodeListFile.putBack({ before: START_LIST, after }, now(today))!;
    expect(putBack.text).toBe(added(START_LIST, `${first.slice(0, -1)}Y`));
    expect(putBack.restored).toEqual([`${second} added`, `${first.slice(0, -1)}Z removed`]);
    expect(putBack.kept).toEqual([]);
  });
});
