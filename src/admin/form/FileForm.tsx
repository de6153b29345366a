import { memo, useCallback, useEffect, useMemo, useRef } from "react";
import { fieldInWords, type ContentProblem } from "../../content/problem.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";
import { followCodes } from "../schema/code-keys.ts";
import { withMadeCodes } from "../schema/made-codes.ts";
import type { FieldPath, FormField } from "../schema/field-types.ts";
import { entryName, fieldAt, isPlainObject, setValueAt, valueAt } from "../schema/field-tree.ts";
import { FieldList } from "./fields/FieldList.tsx";
import { FieldView } from "./fields/FieldView.tsx";
import { fieldId, FormContext, type FormState } from "./form-context.ts";
import { placeProblems, shownPaths } from "./place-problems.ts";
import { ProblemSummary } from "./ProblemSummary.tsx";
import { renamedCodeProblems } from "../schema/renamed-codes.ts";
import "./form.css";

interface FileFormProps {
  /** The file's fields (schema-fields.ts's fileFields). */
  fields: readonly FormField[];
  /** The file's values as the form shows them. */
  values: unknown;
  /** Every edit, with the whole of the new values. */
  onChange(values: unknown): void;
  /** The content check's problems: this file's show at their fields; the rest (another file's, the whole file's) above the form. */
  problems: readonly ContentProblem[];
  /** This file as problems name it (content/pricing.yaml). */
  file: string;
  /** Another file's title, from its path as problems name it: where a problem of a file a change here brings is listed. */
  fileTitle?: (path: string) => string;
  /** The file's values as read: a code renamed since, which other files still name, is marked at its Id. */
  asRead?: unknown;
  /**
   * Each photo change as it happens: a photo chosen (to upload), a photo's file no longer named (to remove).
   * The owner of the values gathers them (photo-changes.ts's mergePhotoChanges) for the save.
   */
  onPhotosChange?(change: PhotoChange): void;
  /** The photos the next save uploads (chosen now, or kept with the draft through a reload). */
  newPhotos?: PhotoChange["add"];
  /** Only the field at this path, with its checks (the sheet a tap on the page opens: src/admin/tap/FieldSheet.tsx). */
  only?: FieldPath;
}

/** Nothing the owner could mean: an optional group with nothing in it is left out of the file. */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === "" || (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.values(value).every(isBlank));

/**
 * The values with `value` at `path`, any optional group on the way that this emptied left out (a pair's before
 * photo), the code tables following a renamed or removed code (code-keys.ts), and a new entry's code made from its
 * words (made-codes.ts).
 */
function withValue(fields: readonly FormField[], asRead: unknown, values: unknown, path: FieldPath, value: unknown): unknown {
  // A new entry's code first, so the code tables follow it as it changes with the entry's name.
  let next = followCodes(fields, values, withMadeCodes(fields, asRead, setValueAt(values, path, value)));
  for (let depth = path.length - 1; depth > 0; depth--) {
    const at = path.slice(0, depth);
    const field = fieldAt(fields, at);
    if (field?.kind === "group" && !field.required && isBlank(valueAt(next, at))) next = setValueAt(next, at, undefined);
  }
  return next;
}

/**
 * The form of one content file: a control for each field of its schema, the content check's problems at
 * their fields and listed above, in one column that fits a phone. It holds no values of its own: each
 * edit goes to `onChange`, which owns the values (and keeps the draft, runs the check, draws the preview).
 */
export const FileForm = memo(function FileForm({
  fields,
  values,
  onChange,
  problems,
  file,
  fileTitle,
  asRead,
  onPhotosChange,
  newPhotos,
  only,
}: FileFormProps) {
  // An edit that arrives before the new values do (a photo made ready meanwhile) builds on the latest ones.
  const latest = useRef(values);
  const read = useRef(asRead);
  useEffect(() => {
    latest.current = values;
    read.current = asRead;
  }, [values, asRead]);

  const paths = useMemo(() => shownPaths(fields, values), [fields, values]);
  const placed = useMemo(
    () => placeProblems([...problems, ...renamedCodeProblems(fields, asRead, values, problems, file)], file, paths),
    [fields, asRead, values, problems, file, paths],
  );
  const idOfWords = useMemo(() => new Map(paths.map((path) => [fieldInWords(path), fieldId(path)])), [paths]);

  const setValue = useCallback(
    (path: FieldPath, value: unknown) => {
      const next = withValue(fields, read.current, latest.current, path, value);
      latest.current = next;
      onChange(next);
    },
    [fields, onChange],
  );

  const form = useMemo<FormState>(
    () => ({
      values,
      setValue,
      problemsAt: (path) => placed.byField.get(fieldInWords(path)) ?? [],
      hasProblemsUnder: (path) => {
        const words = fieldInWords(path);
        return [...placed.byField.keys()].some((at) => at === words || at.startsWith(`${words} › `));
      },
      reportPhotos: (change) => onPhotosChange?.(change),
      newPhoto: (path) => newPhotos?.find((photo) => photo.path === path)?.bytes,
    }),
    [values, setValue, placed, onPhotosChange, newPhotos],
  );

  // Above the form: what isn't shown at the very field it names, linked to the field that holds it, if any.
  const listed = problems
    .filter((problem) => placed.fieldOf.get(problem) !== problem.field || problem.file !== file)
    .map((problem) => {
      const at = placed.fieldOf.get(problem);
      const id = at === undefined ? undefined : idOfWords.get(at);
      return id ? { problem, fieldId: id } : { problem };
    });

  return (
    <FormContext.Provider value={form}>
      <div className="file-form">
        {only ? (
          <OnlyField fields={fields} values={values} path={only} />
        ) : (
          <>
            <ProblemSummary problems={listed} file={file} fileTitle={fileTitle} othersShown={listed.length < problems.length} />
            <FieldList fields={fields} renderField={(field) => <FieldView field={field} />} />
          </>
        )}
      </div>
    </FormContext.Provider>
  );
});

/** One field of the form on its own, where the form has it: a list's entry named as the list names it ("Paragraph 2"). */
function OnlyField({ fields, values, path }: { fields: readonly FormField[]; values: unknown; path: FieldPath }) {
  const field = fieldAt(fields, path);
  if (!field) return null;
  const list = fieldAt(fields, path.slice(0, -1));
  const at = path[path.length - 1];
  const label = list?.kind === "list" && typeof at === "number" ? entryName(list, valueAt(values, path), at) : field.label;
  return <FieldView field={{ ...field, label }} />;
}
