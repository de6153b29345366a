import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, contentRootWith } from "../../tests/support/content-root";
import { parse } from "yaml";
import { readSchemaFiles } from "../../scripts/build/admin/editor-config";
import { fieldAt } from "../admin/schema/field-tree";
import { schemaAtPath } from "../admin/schema/resolve-schema";
import { fileFields } from "../admin/schema/schema-fields";
import { checkContentTexts } from "./check-texts";
import { productionDeploy } from "./deploy-context";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "./names";
import { loadContent, projectFolders, readSchemaTexts } from "./node/load-content";
import { schemaFile } from "./schema-texts";
import { isDramaNumber, isExampleAddress, type FixReader, type PlaceholderMarker } from "./placeholders";
import type { ContentProblem } from "./problem";

const schemaFiles = readSchemaFiles(path.join(PROJECT_ROOT, "schemas"));

/** Every schema's text, by name, as the check reads them. */
const schemaTexts = () => readSchemaTexts(path.join(PROJECT_ROOT, "schemas"));

/** The `x-placeholder` marker a schema gives one property, read from the schema itself (its words are the messages'). */
function markerOf(schema: string, ...fieldPath: string[]): PlaceholderMarker {
  const marker = (schemaAtPath(schemaFiles, schemaFile(schema as ContentName), fieldPath) as { "x-placeholder"?: PlaceholderMarker })["x-placeholder"];
  expect(marker, `${schema} › ${fieldPath.join(" › ")} has a marker`).toBeDefined();
  return marker!;
}

/** The fixture content, with one file's text changed by `edit`; returns the project root. */
function fixtureWith(file: string, edit: (text: string) => string): string {
  const root = contentRootWith();
  const target = path.join(root, "content", file);
  const before = fs.readFileSync(target, "utf8");
  const after = edit(before);
  expect(after, `the edit changed content/${file}`).not.toBe(before);
  fs.writeFileSync(target, after);
  return root;
}

/** The 1-based line of `content/<file>` where a text first appears. */
function lineOf(root: string, file: string, text: string): number {
  const index = fs.readFileSync(path.join(root, "content", file), "utf8").split("\n").findIndex((line) => line.includes(text));
  expect(index, `${text} is in content/${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

const at = (list: readonly ContentProblem[], file: string, field?: string) =>
  list.filter((problem) => problem.file === `content/${file}` && (field === undefined || problem.field === field));
const siteLive = (text: string) => text.replace(/^live: false$/m, "live: true");

describe("values kept for examples", () => {
  it.each([
    "07700 900321",
    "07700900000",
    "07700 900999",
    "+44 7700 900654",
    "+44 (0) 7700 900654",
    "447700900321",
    "0044 7700 900321",
    "020 7946 0123",
    "0113 496 0999",
    "0161 496 0000",
    "01632 960123",
    "0808 157 0123",
  ])("%s is a drama number", (number) => {
    expect(isDramaNumber(number)).toBe(true);
  });

  it.each(["07700 901000", "07700 899999", "07911 123456", "447911123456", "020 7946 1000", "0113 496 1000", "01632 961000", "020 8514 0000"])(
    "%s is not",
    (number) => {
      expect(isDramaNumber(number)).toBe(false);
    },
  );

  it.each(["team@example.co.uk", "https://www.example.com/about", "example.org", "www.example.org.uk", "office@shop.fixture.example", "https://site.test", "a@b.invalid"])(
    "%s is an example address",
    (address) => {
      expect(isExampleAddress(address)).toBe(true);
    },
  );

  it.each(["hello@redbridge-valeting.co.uk", "https://www.examplevaleting.co.uk", "https://example-cars.com", "www.google.com", "me@examples.com"])(
    "%s is not",
    (address) => {
      expect(isExampleAddress(address)).toBe(false);
    },
  );
});

// Each test compiles every schema: seconds on a loaded machine, so never vitest's default 5 s.
describe("placeholders in the content", { timeout: 60_000 }, () => {
  it("a flag the schema marks is listed at its line, in the schema's words, while it holds its example value", () => {
    const marker = markerOf("testimonials", "samples");
    const root = fixtureWith("testimonials.yaml", (text) => text.replace(/^samples: false$/m, "samples: true"));
    const { problems, placeholders } = loadContent(projectFolders(root));
    expect(problems).toEqual([]);
    // For someone editing the file: the value to write.
    const fix = marker.fix!.replace("{done}", `set samples to ${!marker.while}`);
    expect(at(placeholders, "testimonials.yaml", "samples")).toEqual([
      { file: "content/testimonials.yaml", line: lineOf(root, "testimonials.yaml", "samples: true"), column: 10, field: "samples", message: `${marker.what} ${marker.why} ${fix}` },
    ]);
  });

  it("a flag's fix names the fields it speaks of by their keys for the check, and as the form labels them for the editor", () => {
    const map = ["leaveIt", "map"];
    const marker = markerOf("home", ...map, "checked");
    const root = fixtureWith("home.yaml", (text) => text.replace(/^( {4}checked:) true$/m, "$1 false"));
    const read = (name: ContentName) => fs.readFileSync(path.join(root, contentFilePath(name)), "utf8");
    /** The map's go-live item as the check gives it to `reader`. */
    const mapItem = (fixReader: FixReader) => {
      const texts = Object.fromEntries(CONTENT_NAMES.map((name) => [name, read(name)]));
      const { placeholders } = checkContentTexts({ texts, schemas: schemaTexts(), displayPath: contentFilePath, fixReader });
      return at(placeholders, "home.yaml", [...map, "checked"].join(" › ")).map((item) => item.message);
    };
    // The labels the editor's form gives the flag and the fields beside it.
    const label = (key: string) => `“${fieldAt(fileFields("home.schema.json", parse(read("home")), schemaFiles), [...map, key])!.label}”`;
    const filled = (words: Record<string, string>) => `${marker.what} ${marker.why} ${marker.fix!.replace(/\{(\w+)\}/g, (_, name: string) => words[name])}`;

    expect(mapItem("yaml")).toEqual([filled({ openUrl: "openUrl", embedUrl: "embedUrl", done: `set checked to ${!marker.while}` })]);
    expect(mapItem("owner")).toEqual([filled({ openUrl: label("openUrl"), embedUrl: label("embedUrl"), done: `tick ${label("checked")}` })]);
    for (const key of ["openUrl", "embedUrl", "checked"]) expect(mapItem("owner").join(""), `the editor's item names ${key} by its label`).toContain(label(key));
  });

  it("the flag set the other way is not a placeholder", () => {
    expect(at(loadContent(projectFolders(contentRootWith())).placeholders, "testimonials.yaml", "samples")).toEqual([]);
  });

  it("an example email address is found at its line, also inside a longer text; the business's own passes", () => {
    const root = fixtureWith("site.yaml", (text) => text.replace(/^ {2}email: .*$/m, '  email: "bookings@shop.example.com"'));
    const found = at(loadContent(projectFolders(root)).placeholders, "site.yaml").filter((problem) => problem.field === "contact › email");
    expect(found).toHaveLength(1);
    expect(found[0].line).toBe(lineOf(root, "site.yaml", "bookings@shop.example.com"));
    expect(found[0].message).toContain("bookings@shop.example.com");

    const own = fixtureWith("site.yaml", (text) => text.replace(/^ {2}email: .*$/m, '  email: "bookings@fixture-valeting-owner.co.uk"'));
    expect(at(loadContent(projectFolders(own)).placeholders, "site.yaml").filter((problem) => problem.field === "contact › email")).toEqual([]);
  });

  it("an example web address in the site's origin is found at its line, with the origin's own why; the business's own passes", () => {
    const root = fixtureWith("site.yaml", (text) => text.replace(/^origin: .*$/m, 'origin: "https://www.example.org.uk"'));
    const [found] = at(loadContent(projectFolders(root)).placeholders, "site.yaml", "origin");
    expect(found).toMatchObject({ line: lineOf(root, "site.yaml", "https://www.example.org.uk"), field: "origin" });
    expect(found.message).toContain(markerOf("site", "origin").why);

    const own = fixtureWith("site.yaml", (text) => text.replace(/^origin: .*$/m, 'origin: "https://www.fixture-valeting-owner.co.uk"'));
    expect(at(loadContent(projectFolders(own)).placeholders, "site.yaml", "origin")).toEqual([]);
  });

  it("a drama number is found in every form, with the why its field's schema gives (the WhatsApp number)", () => {
    const root = fixtureWith("site.yaml", (text) => text.replace(/^ {2}whatsapp: .*$/m, '  whatsapp: "447700900321"'));
    const [found] = at(loadContent(projectFolders(root)).placeholders, "site.yaml").filter((problem) => problem.field === "contact › whatsapp");
    expect(found.line).toBe(lineOf(root, "site.yaml", "447700900321"));
    expect(found.message).toContain(markerOf("site", "contact", "whatsapp").why);

    const own = fixtureWith("site.yaml", (text) => text.replace(/^ {2}whatsapp: .*$/m, '  whatsapp: "447911123456"').replace(/^ {2}phone: .*$/m, '  phone: "07911 123456"'));
    const left = at(loadContent(projectFolders(own)).placeholders, "site.yaml").map((problem) => problem.field);
    expect(left).not.toContain("contact › whatsapp");
    expect(left).not.toContain("contact › phone");
  });
});

describe("a live site refuses placeholders", { timeout: 60_000 }, () => {
  it("with live: true, one sample review left fails the check at its line, with the Act's sentence", () => {
    const marker = markerOf("testimonials", "samples");
    expect(marker.why).toContain("Digital Markets, Competition and Consumers Act 2024");
    const root = fixtureWith("testimonials.yaml", (text) => text.replace(/^samples: false$/m, "samples: true"));
    const site = path.join(root, "content/site.yaml");
    fs.writeFileSync(site, siteLive(fs.readFileSync(site, "utf8")));
    const { problems, placeholders } = loadContent(projectFolders(root));
    expect(placeholders).toEqual([]);
    const review = at(problems, "testimonials.yaml", "samples");
    expect(review).toHaveLength(1);
    expect(review[0]).toMatchObject({ line: lineOf(root, "testimonials.yaml", "samples: true"), field: "samples" });
    expect(review[0].message).toContain(marker.why);
    expect(review[0].message).toContain("live");
  });

  it("a production deploy counts as live whatever the switch says; a deploy preview only lists", () => {
    const root = contentRootWith();
    const listed = loadContent(projectFolders(root), {}).placeholders;
    expect(listed.length).toBeGreaterThan(0);
    const production = loadContent(projectFolders(root), { NETLIFY: "true", CONTEXT: "production" });
    expect(production.placeholders).toEqual([]);
    expect(production.problems.map(({ file, line, column, field }) => ({ file, line, column, field }))).toEqual(
      listed.map(({ file, line, column, field }) => ({ file, line, column, field })),
    );
    expect(production.problems.every((problem) => problem.message.includes("Netlify's production deploy"))).toBe(true);
    const preview = loadContent(projectFolders(root), { NETLIFY: "true", CONTEXT: "deploy-preview" });
    expect(preview.problems).toEqual([]);
    expect(preview.placeholders).toEqual(listed);
  });
});

describe("productionDeploy", () => {
  it.each([
    [{ NETLIFY: "true", CONTEXT: "production" }, true],
    [{ NETLIFY: "true", CONTEXT: "deploy-preview" }, false],
    [{ NETLIFY: "true", CONTEXT: "branch-deploy" }, false],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, true],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "new-prices" }, false],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "live", CMS_GITHUB_BRANCH: "live" }, true],
    [{ CF_PAGES: "1", CF_PAGES_BRANCH: "main", CMS_GITHUB_BRANCH: "live" }, false],
    [{}, false],
    [{ CONTEXT: "production" }, false],
  ])("%o → %s", (env, live) => {
    expect(productionDeploy(env) !== undefined).toBe(live);
  });
});
