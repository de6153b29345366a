/**
 * The owner-edit step must pass on any valid content, the owner's included (issue 19): an owner who has
 * already made one of these edits (an FAQ question "gift-vouchers", a "diamond" tier, a "van" size…) must
 * never get a red check from the step's own edit colliding with theirs. So the edits are applied, round after
 * round, to the shipped content and to the fixture content: from the second round on, the content already
 * holds every edit's first choice, and more tiers, sizes, questions, add-ons and sections each time, until
 * the lists reach their schema's longest. After every round the build's own content check must find nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { schemaFile } from "../../src/content/file-declarations.ts";
import { loadContent } from "../../src/content/node/load-content.ts";
import { checkedContent } from "../../src/content/node/read-content.ts";
import { formatProblem } from "../../src/content/problem.ts";
import { CONTENT_NAMES } from "../../src/content/names.ts";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../support/content-root.ts";
import { OWNER_EDITS, applyOwnerEdits, unused } from "./edits.ts";

/** Enough rounds for the tiers (the longest list to fill) to reach their most on either content, and one more. */
const ROUNDS = 6;
const scratches: string[] = [];
afterAll(() => scratches.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

const readAll = (contentDir: string) => Object.fromEntries(CONTENT_NAMES.map((name) => [name, fs.readFileSync(path.join(contentDir, `${name}.yaml`), "utf8")]));

describe.each([
  // The owner's content may hold any of the edits already (it is what the step must pass on).
  { name: "the shipped content", contentFolder: "content", holdsNoEdit: false },
  // The fixture content never changes and holds none of them.
  { name: "the fixture content", contentFolder: FIXTURE_CONTENT_DIR, holdsNoEdit: true },
])("the owner's edits on $name", ({ contentFolder, holdsNoEdit }) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "owner-edits-rounds-"));
  scratches.push(root);
  const contentDir = path.join(root, "content");
  fs.cpSync(path.join(PROJECT_ROOT, contentFolder), contentDir, { recursive: true });
  const folders = { rootDir: root, contentDir, schemaDir: path.join(PROJECT_ROOT, "schemas") };

  it.each(Array.from({ length: ROUNDS }, (__, index) => index + 1))("round %i: every edit applies and the content check passes", (round) => {
    const changedBy: string[] = [];
    let before = JSON.stringify(readAll(contentDir));
    applyOwnerEdits(contentDir, (edit, docs) => {
      const now = JSON.stringify(Object.fromEntries(CONTENT_NAMES.map((name) => [name, docs[name].toString({ lineWidth: 0 })])));
      if (now !== before) changedBy.push(edit.name);
      before = now;
    });
    const { problems } = loadContent(folders);
    expect(problems.map(formatProblem)).toEqual([]);
    // On content that holds none of them, every edit changes something: none is skipped unseen.
    if (round === 1 && holdsNoEdit) expect(changedBy).toEqual(OWNER_EDITS.map((edit) => edit.name));
  });

  it("after the rounds, the lists are full and each added tier and size has a code and name of its own", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "schemas", schemaFile("pricing")), "utf8")) as {
      properties: Record<string, { maxItems: number }>;
    };
    // Read through the content check, typed by it: the rounds left it whole (the test above).
    const { pricing } = checkedContent(PROJECT_ROOT, { contentDir });
    for (const list of ["tiers", "vehicleSizes"] as const) {
      expect(pricing[list], list).toHaveLength(schema.properties[list].maxItems);
      expect(new Set(pricing[list].map((entry) => entry.name)).size, `${list}' names`).toBe(pricing[list].length);
    }
    expect(pricing.tiers.map((tier) => tier.id)).toEqual(expect.arrayContaining(["diamond", "diamond-2"]));
  });
});

describe("a new code, name or address", () => {
  it("is the one wanted when it is free, and the first numbered one free when it isn't", () => {
    expect(unused("van", ["small", "large"])).toBe("van");
    expect(unused("van", ["van", "van-2", "large"])).toBe("van-3");
    expect(unused("Small Van", ["Small Van"], " ")).toBe("Small Van 2");
  });
});
