/** Which kind of file the editor knows a file to be (file-kind.ts): the one place that tells them apart. */
import { POSTCODE_LIST_FILE, type EditedFile } from "../../content/names.ts";
import type { FileKind } from "./file-kind.ts";
import { postcodeListFile } from "./postcode-list-file.ts";
import { yamlFile } from "./yaml-file.ts";

export const fileKindOf = (name: EditedFile): FileKind => (name === POSTCODE_LIST_FILE ? postcodeListFile : yamlFile(name));
