import { Fragment, type ReactNode } from "react";
import type { FormField } from "../../schema/field-types.ts";

/** The heading of the settings kept out of the owner's way, named for whoever they are for. */
export const DEVELOPER_SECTION = "For whoever looks after the site";
/** Its class: the owner's-words test leaves it closed, as the owner finds it. */
export const DEVELOPER_SECTION_CLASS = "form-developer";

/**
 * A group's fields, in the schema's order, but for the settings only whoever looks after the site changes (the schema's
 * `x-developer`: a file's address, a download's name), which come last in a section of their own, closed until opened
 * (issue 66 item 4). A problem at one of them opens it (the problems' links open every <details> around a field).
 */
export function FieldList({ fields, renderField }: { fields: readonly FormField[]; renderField: (field: FormField) => ReactNode }) {
  const shown = (list: readonly FormField[]) => list.map((field) => <Fragment key={field.key}>{renderField(field)}</Fragment>);
  const developer = fields.filter((field) => field.developer && !field.madeFrom);
  return (
    <>
      {shown(fields.filter((field) => !field.developer))}
      {developer.length > 0 && (
        <details className={DEVELOPER_SECTION_CLASS}>
          <summary>{DEVELOPER_SECTION}</summary>
          {shown(developer)}
        </details>
      )}
    </>
  );
}
