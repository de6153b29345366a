/**
 * The editor's titles, from the schemas it was built with (virtual:editor/baseline, given here the project's own):
 * each file's declared title (src/content/file-declarations.ts), by name and by path; any other path as it is.
 */
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { PROJECT_ROOT } from "../../tests/support/content-root.ts";
import { readSchemaFiles } from "../../scripts/build/admin/editor-config.ts";
import { fileTitle as declaredTitle } from "../content/file-declarations.ts";
import { EDITED_FILES, editedFilePath } from "../content/names.ts";
import { readSchemaTexts } from "../content/node/load-content.ts";
import { fileTitle, fileTitleOfPath } from "./file-titles.ts";

vi.mock("virtual:editor/baseline", () => ({ default: { schemas: readSchemaTexts(path.join(PROJECT_ROOT, "schemas")) } }));

const schemas = readSchemaFiles(path.join(PROJECT_ROOT, "schemas"));

describe("a file's title in the editor", () => {
  it.each(EDITED_FILES)("%s: its declared title, by its name and by its path", (file) => {
    expect(fileTitle(file)).toBe(declaredTitle(file, schemas));
    expect(fileTitleOfPath(editedFilePath(file))).toBe(fileTitle(file));
  });

  it("names a file that is no edited file (a photo) by its path", () => {
    expect(fileTitleOfPath("content/photos/van.jpg")).toBe("content/photos/van.jpg");
  });
});
