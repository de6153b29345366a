// @vitest-environment happy-dom
/**
 * The go-live list beside Save (GoLivePanel): each thing to replace named as the editor names it, the file by its title
 * as the list of files gives it and the field by the form's labels (a list's entry by its summary), never by the
 * check's file path, keys and line (YAML's words, which `npm run check:content` keeps), and a link that opens the file
 * at that field. Expectations come from the schemas, the fixture content and the content check's own result.
 */
import fs from "node:fs";
import path from "node:path";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FIXTURE_CONTENT_DIR, PROJECT_ROOT } from "../../../tests/support/content-root.ts";
import { checkContentTexts } from "../../content/check-texts.ts";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "../../content/names.ts";
import { isExampleAddress } from "../../content/placeholders.ts";
import { fieldInWords, goLiveHeading } from "../../content/problem.ts";
import { fileTitle as declaredTitle, schemaFile } from "../../content/file-declarations.ts";
import { readSchemaTexts } from "../../content/node/load-content.ts";
import { fieldId } from "../form/form-context.ts";
import { schemaFiles } from "../schema/form-fixtures.test-support.ts";
import type { GroupField, ListField } from "../schema/field-types.ts";
import { fieldAt } from "../schema/field-tree.ts";
import { fileFields } from "../schema/schema-fields.ts";
import { applyEdits } from "../line-edits/apply-edits.ts";
import { parse } from "yaml";
import { ChecksPanel, GoLivePanel } from "./ChecksPanel.tsx";
import { emptyFieldMessage } from "../form/fields/field-messages.ts";

const read = (...parts: string[]) => fs.readFileSync(path.join(PROJECT_ROOT, ...parts), "utf8");
const schemaTexts = readSchemaTexts(path.join(PROJECT_ROOT, "schemas"));

/** The fixture content checked as the editor checks it: its go-live fixes in the form's words. */
const checked = checkContentTexts({
  texts: Object.fromEntries(CONTENT_NAMES.map((name) => [name, read(FIXTURE_CONTENT_DIR, `${name}.yaml`)])),
  schemas: schemaTexts,
  displayPath: contentFilePath,
  fixReader: "owner",
});

const title = (name: ContentName) => declaredTitle(name, schemaFiles);
/** As the editor gives it (file-titles.ts's fileTitleOfPath, whose schemas come from the editor's build). */
const fileTitle = (file: string) => title(CONTENT_NAMES.find((name) => contentFilePath(name) === file)!);

function renderList() {
  // Open in the editor: a file with no placeholders, so every item links to another file.
  const openFile = CONTENT_NAMES.find((name) => !checked.placeholders.some((found) => found.file === contentFilePath(name)))!;
  render(
    <GoLivePanel
      placeholders={checked.placeholders}
      places={{
        content: checked.content,
        schemas: schemaFiles,
        fileTitle,
        openFile,
        onOpenField: () => expect.unreachable("a link to another file opens that file"),
      }}
    />,
  );
  return screen.getByRole("region", { name: goLiveHeading(checked.placeholders.length) });
}

/** The list's item for the placeholder the check found at `fieldPath` of `name`. */
function itemAt(list: HTMLElement, name: "founder" | "site", fieldPath: (string | number)[]) {
  const placeholder = checked.placeholders.find((found) => found.file === contentFilePath(name) && found.field === fieldInWords(fieldPath));
  expect(placeholder, `the check lists ${name} › ${fieldInWords(fieldPath)}`).toBeDefined();
  const item = within(list)
    .getAllByRole("listitem")
    .find((listed) => listed.textContent?.endsWith(placeholder!.message));
  expect(item, "the list has the placeholder's message").toBeDefined();
  return item!;
}

afterEach(cleanup);

describe("the go-live list", () => {
  it("names another file's list entry by the file's title, the list's label, the entry's summary and the field's label, linked to that field", () => {
    const list = renderList();
    const values = checked.content.founder as { social: Record<string, string>[] };
    const fields = fileFields("founder.schema.json", values, schemaFiles);
    const social = fieldAt(fields, ["social"]) as ListField;
    const index = values.social.findIndex((profile) => isExampleAddress(profile.url));
    const url = (social.item as GroupField).fields.find((field) => field.key === "url")!;

    const item = itemAt(list, "founder", ["social", index, "url"]);
    const words = [title("founder"), social.label, values.social[index][social.summaryKey!], url.label].join(" › ");
    const link = within(item).getByRole("link", { name: words });
    expect(link.getAttribute("href")).toBe(`?file=founder#${fieldId(["social", index, "url"])}`);
    // The check's words for the file and field, and its line, are YAML's: none of them here.
    expect(item.textContent).not.toContain(contentFilePath("founder"));
    expect(item.textContent).not.toContain(fieldInWords(["social", index, "url"]));
    expect(item.textContent).not.toMatch(/\bline \d/);
  });

  it("names a field inside a group by the group's label and its own", () => {
    const list = renderList();
    const fields = fileFields("site.schema.json", checked.content.site, schemaFiles);
    const words = [title("site"), fieldAt(fields, ["contact"])!.label, fieldAt(fields, ["contact", "phone"])!.label].join(" › ");
    const link = within(itemAt(list, "site", ["contact", "phone"])).getByRole("link", { name: words });
    expect(link.getAttribute("href")).toBe(`?file=site#${fieldId(["contact", "phone"])}`);
  });
});

describe("the checks' problems", () => {
  it("name a new package's savings row by the package, while its schema refuses the row, at the value left out", () => {
    const texts = Object.fromEntries(CONTENT_NAMES.map((name) => [name, read(FIXTURE_CONTENT_DIR, `${name}.yaml`)]));
    const [pricing, savings] = [parse(texts.pricing), parse(texts.savings)];
    pricing.tiers.push({ id: "ceramic", name: "Fixture Ceramic", duration: "A day" });
    // The row the editor brings with the package, its monthly loyalty saving not yet given.
    savings.rows.push({ tier: "ceramic", packs: savings.rows[0].packs });
    const problems = checkContentTexts({
      texts: { ...texts, pricing: applyEdits(texts.pricing, pricing), savings: applyEdits(texts.savings, savings) },
      schemas: schemaTexts,
      displayPath: contentFilePath,
      fixReader: "owner",
    });
    const row = problems.problems.find((problem) => problem.file === contentFilePath("savings"));
    expect(row, "the check refuses the row").toBeDefined();
    render(
      <ChecksPanel
        problems={[row!]}
        places={{ content: { ...problems.content, pricing, savings }, schemas: schemaFiles, fileTitle, openFile: "pricing", onOpenField: () => undefined }}
      />,
    );
    // At the value left out, named as the form names it, and said as the field says it.
    const rows = fileFields(schemaFile("savings"), savings, schemaFiles).find((field) => field.key === "rows") as ListField;
    const loyalty = (rows.item as GroupField).fields.find((field) => field.key === "monthlyLoyalty")!;
    const link = screen.getByRole("link");
    expect(link.textContent).toBe([title("savings"), rows.label, "Fixture Ceramic", loyalty.label].join(" › "));
    expect(link.getAttribute("href")).toBe(`?file=savings#${fieldId(["rows", savings.rows.length - 1, "monthlyLoyalty"])}`);
    expect(link.parentElement!.parentElement!.textContent).toBe(`${link.textContent}: ${emptyFieldMessage(loyalty)}`);
  });

  it("say an empty choice as its box says it, never the check's words for a code: an offer's wash type not yet chosen", () => {
    const texts = Object.fromEntries(CONTENT_NAMES.map((name) => [name, read(FIXTURE_CONTENT_DIR, `${name}.yaml`)]));
    const pricing = parse(texts.pricing);
    pricing.offers = [{ words: "Fixture offer", from: "2027-03-01", to: "2027-03-31", saving: 1, tiers: [], washTypes: [""], vehicleSizes: [] }];
    const problems = checkContentTexts({
      texts: { ...texts, pricing: applyEdits(texts.pricing, pricing) },
      schemas: schemaTexts,
      displayPath: contentFilePath,
      fixReader: "owner",
    });
    const [problem] = problems.problems;
    expect(problem?.file, "the check refuses the empty code").toBe(contentFilePath("pricing"));
    render(
      <ChecksPanel
        problems={[problem!]}
        places={{ content: { ...problems.content, pricing }, schemas: schemaFiles, fileTitle, openFile: "pricing", onOpenField: () => undefined }}
      />,
    );
    const choice = fieldAt(fileFields(schemaFile("pricing"), pricing, schemaFiles), ["offers", 0, "washTypes", 0])!;
    expect(choice.kind).toBe("choice");
    const link = screen.getByRole("link");
    expect(link.parentElement!.parentElement!.textContent).toBe(`${link.textContent}: ${emptyFieldMessage(choice)}`);
  });
});
