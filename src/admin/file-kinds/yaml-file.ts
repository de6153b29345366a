/**
 * A YAML content file as a kind of file (file-kind.ts): checked by the content check with every other file as the
 * change leaves them and by the photo checks (checks/check-values.ts), said value by value with the labels of its
 * form (describe-change.ts), put back line by line (put-back.ts), feeding the page the preview draws for it.
 */
import { parse } from "yaml";
import baseline from "virtual:editor/baseline";
import type { ContentName } from "../../content/names.ts";
import { parseSchemas, schemaFile } from "../../content/schema-texts.ts";
import { checkedText } from "../checks/check-values.ts";
import { fileTitle } from "../file-titles.ts";
import { namesAnyPhoto } from "../photos/photo-checks.ts";
import { previewPage } from "../preview/preview-pages.ts";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { describedChange, everyChange } from "./describe-change.ts";
import type { FileKind } from "./file-kind.ts";
import { putBackYaml } from "./put-back.ts";

const SCHEMAS = parseSchemas(baseline.schemas) as SchemaFiles;

/** A text's values; a text that doesn't parse has none to name. */
const valuesOf = (text: string | undefined): unknown => {
  try {
    return parse(text ?? "") ?? {};
  } catch {
    return {};
  }
};

export function yamlFile(name: ContentName): FileKind {
  const title = fileTitle(name);
  const fieldsOf = (values: unknown, names: unknown) => fileFields(schemaFile(name), values, SCHEMAS, names);
  return {
    name,
    title,
    contentName: name,
    check(text, others, photos) {
      const checked = checkedText(name, text, photos, others);
      return { problems: checked.problems, content: checked.content, namesPhotos: namesAnyPhoto(name, checked.content) };
    },
    describe(before, after, names) {
      const now = valuesOf(after);
      return describedChange({ title, fields: fieldsOf(now, names), before: valuesOf(before), after: now });
    },
    changesInWords({ before, after }, names) {
      const [old, now] = [valuesOf(before), valuesOf(after)];
      return everyChange({ fields: fieldsOf(now, names), before: old, after: now });
    },
    putBack: (change, now, names) => putBackYaml(name, change, now, SCHEMAS, names),
    pagePath: (content) => previewPage(name, content.founder?.slug ?? baseline.content.founder?.slug ?? "").path,
  };
}
