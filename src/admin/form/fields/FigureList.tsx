/**
 * Beside a text the page fills in (template-words.ts): the figures it may quote, by what each becomes on the page,
 * in a short list closed until the owner opens it. A tap puts the figure in where the box's cursor was (or over what
 * was selected there), as the box shows it, in square brackets, and the cursor goes on after it. And `useTextBox`,
 * what every text box (TextInput.tsx, ParagraphInput.tsx) shows and stores, such a text's figures included.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";
import type { FormField } from "../../schema/field-types.ts";
import { shownFigure, shownText, storedText, type TemplateWords } from "../../schema/template-words.ts";
import { useForm } from "../form-context.ts";

/**
 * A text box's text as the owner reads it (`shown`: a figure as what it becomes, when the field is a text the page
 * fills in) and what a change of it stores (the figures as the file keeps them; an optional text emptied left out).
 */
export function useTextBox<Box extends HTMLInputElement | HTMLTextAreaElement>(field: FormField) {
  const { setValue } = useForm();
  const box = useRef<Box>(null);
  const shown = (text: string) => (field.template ? shownText(text, field.template) : text);
  const change = (typed: string) => {
    const stored = field.template ? storedText(typed, field.template) : typed;
    setValue(field.path, stored === "" && !field.required ? undefined : stored);
  };
  return { box, shown, change };
}

interface FigureListProps {
  template: TemplateWords;
  /** The box the figure goes into. */
  box: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  /** The box's text as shown, with the figure put in: the field stores it. */
  onPut: (shown: string) => void;
}

export function FigureList({ template, box, onPut }: FigureListProps) {
  /** Where the cursor goes once the box shows the text with the figure in it. */
  const caret = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = box.current;
    if (caret.current === undefined || !element) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  });
  const put = (words: string) => {
    const element = box.current;
    if (!element) return;
    const figure = shownFigure(words);
    const [from, to] = [element.selectionStart ?? element.value.length, element.selectionEnd ?? element.value.length];
    caret.current = from + figure.length;
    onPut(`${element.value.slice(0, from)}${figure}${element.value.slice(to)}`);
  };
  return (
    <details className="form-field__figures">
      <summary>Put in a figure</summary>
      <ul>
        {Object.entries(template).map(([name, words]) => (
          <li key={name}>
            <button type="button" className="button" onClick={() => put(words)}>
              {words}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
