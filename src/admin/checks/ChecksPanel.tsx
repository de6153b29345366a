import { memo, useMemo, type MouseEvent } from "react";
import { CONTENT_NAMES, contentFilePath, type ContentName } from "../../content/names.ts";
import { BreakableText } from "../../components/ui/BreakableText.tsx";
import { formatProblem, goLiveHeading, pathOfWords, type ContentProblem } from "../../content/problem.ts";
import { missingLabel } from "../../content/explain-schema-error.ts";
import { schemaFile } from "../../content/schema-texts.ts";
import { CHECKS_LABEL } from "../editor-names.ts";
import { FILE_PARAMETER } from "../editor-settings.ts";
import { fieldId } from "../form/form-context.ts";
import { fieldAt, valueAt } from "../schema/field-tree.ts";
import { emptyFieldMessage, fieldMessages } from "../form/fields/field-messages.ts";
import type { FieldPath, FormField } from "../schema/field-types.ts";
import { fileFields, type SchemaFiles } from "../schema/schema-fields.ts";
import { fieldInOwnerWords } from "../tap/field-place.ts";
import "./checks.css";

/**
 * Beside the Save button: what `npm run check:content` would say about the content if it were saved as it
 * stands (its messages, each at its place as the editor names it), or that every check passes. Saving is refused while a problem stands; each
 * problem also shows at its field.
 */
export function ChecksPanel({ problems, places }: { problems: readonly ContentProblem[]; places: Places }) {
  if (problems.length === 0) {
    return (
      <section className="editor-checks editor-tone--good" aria-label={CHECKS_LABEL} role="status">
        <p>Every check passes: this can be saved.</p>
      </section>
    );
  }
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return (
    <section className="editor-checks editor-tone--bad" aria-label={CHECKS_LABEL} role="alert">
      <h2>Not ready to save: {count} to fix</h2>
      <ProblemItems problems={problems} places={places} />
    </section>
  );
}

/** What names a problem's place as the owner knows it, and opens it. */
export interface Places {
  /**
   * Every file's values as the owner has them (the checked content, with the open file's values and those of the
   * files its save brings, checked or not): the fields each file's form has, its list entries' names. A file its
   * schema refuses is named by its values all the same: a new package's savings row is "Ceramic", not "Savings row 5".
   */
  content: Partial<Record<ContentName, unknown>>;
  schemas: SchemaFiles;
  /** A file's name for the owner from its path (file-titles.ts): its schema's title, as the list of files names it. */
  fileTitle(path: string): string;
  /** The file open in the editor, whose fields open in this page (`onOpenField`, as a tap on the page opens them). */
  openFile: ContentName;
  onOpenField(path: FieldPath): void;
}

type Files = Pick<Places, "content" | "fileTitle">;

/**
 * One thing to replace, where the owner finds it: the file's title and the field as its form labels it ("Founder contact
 * card › Social › Pixelfed › Url", a list's entry by its summary), and the field's path. The check's own path says which
 * field; a part the form has no field for is left out, and the path is that of the field that holds it.
 */
function ownerPlace(placeholder: ContentProblem, { content, fileTitle }: Files, fieldsOf: (name: ContentName) => FormField[]) {
  const name = CONTENT_NAMES.find((candidate) => contentFilePath(candidate) === placeholder.file);
  const title = fileTitle(placeholder.file);
  if (!name) return { words: title, message: placeholder.message };
  const values = content[name];
  const fields = fieldsOf(name);
  const placed = pathOfWords(placeholder.field);
  const path = atMissingField(fields, placed, placeholder.message);
  if (path.length > placed.length) {
    // A value left out, at its own field, said as the field says it: "… › Ceramic › Monthly loyalty: Enter a price."
    const field = fieldAt(fields, path)!;
    return { words: [title, fieldInOwnerWords(fields, values, path)].filter(Boolean).join(" › "), name, path, message: emptyFieldMessage(field) };
  }
  const missing = path.findIndex((_, depth) => !fieldAt(fields, path.slice(0, depth + 1)));
  const held = missing === -1 ? path : path.slice(0, missing);
  const field = fieldAt(fields, held);
  // Said as the field says it (field-messages.ts): an empty box asks for its value ("Choose one."), a text's figures
  // in the owner's words.
  const message = field && missing === -1 ? (fieldMessages(field, valueAt(values, held), [placeholder])[0] ?? placeholder.message) : placeholder.message;
  return { words: [title, fieldInOwnerWords(fields, values, held)].filter(Boolean).join(" › "), name, path: held, message };
}

/** A value the check says is left out, at its own field (the form has one, labelled as the check names it); else where the check placed it. */
function atMissingField(fields: readonly FormField[], path: FieldPath, message: string): FieldPath {
  const label = missingLabel(message);
  const holder = label === undefined ? undefined : fieldAt(fields, path);
  const missing = holder?.kind === "group" ? holder.fields.find((field) => field.label === label) : undefined;
  return missing ? [...path, missing.key] : path;
}

/**
 * Below the checks, before the site is live: what is still the example's (src/content/placeholders.ts), the same list as
 * `npm run check:content`'s "Before you go live", each at its place as the editor names it. Gone once the list is
 * empty; once site.yaml's `live` is true, each is a problem in the checks above instead.
 */
export function GoLivePanel({ placeholders, places }: { placeholders: readonly ContentProblem[]; places: Places }) {
  if (placeholders.length === 0) return null;
  return (
    <section className="editor-checks editor-tone--warn editor-go-live" aria-labelledby="editor-go-live-heading">
      <h2 id="editor-go-live-heading">{goLiveHeading(placeholders.length)}</h2>
      <ProblemItems problems={placeholders} places={places} />
    </section>
  );
}

/**
 * Problems, each named as the editor names its place (the file's title, the form's labels; the check's file, keys and
 * line are YAML's), then what the check says. Each is a link to its field: another file's opens that file there
 * (use-page-taps.ts opens the field its address names); this file's opens in this page. Drawn again only when the
 * problems or their places change (memo): the go-live list is long, and a save's status or a tap draws the bar it is in.
 */
const ProblemItems = memo(function ProblemItems({ problems, places }: { problems: readonly ContentProblem[]; places: Places }) {
  const { openFile, onOpenField, content, schemas, fileTitle } = places;
  // Each problem's place worked out when the problems or the values change, never at a render for anything else (a
  // tap's, the save's status): each file's fields once for the whole list (the go-live list names a file's fields a
  // dozen times).
  const placed = useMemo(() => {
    const fieldsByFile = new Map<ContentName, FormField[]>();
    const fieldsOf = (name: ContentName) => {
      let fields = fieldsByFile.get(name);
      if (!fields) fieldsByFile.set(name, (fields = fileFields(schemaFile(name), content[name], schemas, content)));
      return fields;
    };
    return problems.map((problem) => ({ problem, ...ownerPlace(problem, { content, fileTitle }, fieldsOf) }));
  }, [problems, content, schemas, fileTitle]);
  return (
    <ul>
      {placed.map(({ problem, words, name, path, message }) => {
        const href = name && `?${FILE_PARAMETER}=${name}${path.length > 0 ? `#${fieldId(path)}` : ""}`;
        // This file's own field opens in this page, as a tap on the page opens it: the link would change only the
        // address's field, which the page (start.ts) takes for Back, and reloads.
        const inPage = (event: MouseEvent) => {
          if (name !== openFile || path.length === 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpenField(path);
        };
        return (
          <li key={formatProblem(problem)}>
            <strong>
              {href ? (
                <a href={href} onClick={inPage}>
                  <BreakableText text={words} />
                </a>
              ) : (
                <BreakableText text={words} />
              )}
            </strong>
            : <BreakableText text={message} />
          </li>
        );
      })}
    </ul>
  );
});
