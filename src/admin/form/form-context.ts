/**
 * What every field of the open file's form reads and calls: the values, one way to change a value, the
 * problems placed at fields, and where photo changes are reported. Provided by FileForm.
 */
import { createContext, useContext } from "react";
import type { ContentProblem } from "../../content/problem.ts";
import type { PhotoChange } from "../photos/photo-changes.ts";
import type { FieldPath } from "../schema/field-types.ts";

export interface FormState {
  values: unknown;
  /** Sets one value (undefined leaves it out of the file) and tells the form's owner. */
  setValue(path: FieldPath, value: unknown): void;
  /** The content check's problems shown at the field at `path`. */
  problemsAt(path: FieldPath): readonly ContentProblem[];
  /** Whether any problem shows at this field or inside it (a folded entry says it needs a fix). */
  hasProblemsUnder(path: FieldPath): boolean;
  reportPhotos(change: PhotoChange): void;
  /** The file the next save uploads for this photo (content/photos/<file>), if it is a new one. */
  newPhoto(path: string): Blob | undefined;
}

export const FormContext = createContext<FormState | null>(null);

export function useForm(): FormState {
  const form = useContext(FormContext);
  if (!form) throw new Error("A field is drawn outside its FileForm");
  return form;
}

/** The element id of the field at `path` (problems link to it): "field-items.2.answer". */
export const fieldId = (path: FieldPath) => `field-${path.join(".")}`;
