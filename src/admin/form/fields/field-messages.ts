/**
 * What a field says when the check refuses its value: one message, the most useful. An emptied box asks for
 * its value in the owner's words ("Enter a price."), whatever rule the check found broken; any other value
 * gets the check's own first message (the check gives each field one: src/content/check-with-validators.ts).
 * A group or a table shows every problem placed on it: those are about values the form draws no box for.
 */
import type { ContentProblem } from "../../../content/problem.ts";
import type { FormField } from "../../schema/field-types.ts";
import { figureProblem } from "../../schema/template-words.ts";

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** What an empty field asks for. */
export function emptyFieldMessage(field: FormField): string {
  switch (field.kind) {
    case "number":
      return field.unit === "pounds" ? "Enter a price." : field.unit === "minutes" ? "Enter a number of minutes." : "Enter a number.";
    case "choice":
      return "Choose one.";
    case "photo":
      return "Choose a photo.";
    case "text":
      return field.input === "code" ? "Enter a short code." : `Enter the ${field.label.toLowerCase()}.`;
    default:
      return `Enter the ${field.label.toLowerCase()}.`;
  }
}

export function fieldMessages(field: FormField, value: unknown, problems: readonly ContentProblem[]): string[] {
  if (problems.length === 0) return [];
  if (field.kind === "group" || field.kind === "code-table" || field.kind === "list") return problems.map((problem) => problem.message);
  if (isEmpty(value)) return [emptyFieldMessage(field)];
  return [ownerMessage(field, value, problems[0].message)];
}

/**
 * The check's message as the owner reads it at a field: for a text the page fills in, what is wrong with its figures
 * in their words (template-words.ts) where the check's words name a figure by its code in braces.
 */
function ownerMessage(field: FormField, value: unknown, message: string): string {
  if (!field.template || typeof value !== "string" || !/[{}]/.test(message)) return message;
  return figureProblem(value, field.template, field.figuresNeeded) ?? message;
}
