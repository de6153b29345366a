import { ChoiceInput } from "./ChoiceInput.tsx";
import { FieldList } from "./FieldList.tsx";
import type { FormField } from "../../schema/field-types.ts";
import { GridView, isGrid } from "./GridView.tsx";
import { GroupView } from "./GroupView.tsx";
import { ListView } from "../lists/ListView.tsx";
import { NumberInput } from "./NumberInput.tsx";
import { ParagraphInput } from "./ParagraphInput.tsx";
import { PhotoInput } from "./PhotoInput.tsx";
import { TextInput } from "./TextInput.tsx";
import { YesNoInput } from "./YesNoInput.tsx";

/** The control for one field, by its kind. Groups and lists draw their children through this same function. */
export function FieldView({ field }: { field: FormField }) {
  // A code made from the owner's words (made-codes.ts) is never asked for.
  if (field.madeFrom) return null;
  switch (field.kind) {
    case "text":
      return <TextInput field={field} />;
    case "paragraph":
      return <ParagraphInput field={field} />;
    case "number":
      return <NumberInput field={field} />;
    case "yes/no":
      return <YesNoInput field={field} />;
    case "choice":
      return <ChoiceInput field={field} />;
    case "photo":
      return <PhotoInput field={field} />;
    case "list":
      return <ListView field={field} renderField={renderField} />;
    case "group":
    case "code-table":
      if (isGrid(field)) return <GridView field={field} />;
      return (
        <GroupView field={field}>
          <FieldList fields={field.fields} renderField={renderField} />
        </GroupView>
      );
  }
}

const renderField = (field: FormField) => <FieldView field={field} />;
