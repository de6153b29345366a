/** Which kind of file the editor knows a file to be (file-kind.ts), from the file's one declaration (src/content/file-declarations.ts). */
import { fileKindOf as declaredKind, type ContentName, type EditedFile } from "../../content/file-declarations.ts";
import type { FileKind } from "./file-kind.ts";
import { postcodeListFile } from "./postcode-list-file.ts";
import { yamlFile } from "./yaml-file.ts";

export const fileKindOf = (name: EditedFile): FileKind => (declaredKind(name) === "postcode-list" ? postcodeListFile : yamlFile(name as ContentName));
