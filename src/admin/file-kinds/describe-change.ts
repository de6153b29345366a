/**
 * The commit message of a save: what changed, in the owner's words, so the history on GitHub reads as a
 * diary of the site ("Pricing page: Exterior, Small car, Gold £40 → £42"). Several changes: the first,
 * then how many more, on its first line, and every change on a line of its own below it (`commitMessage`), which
 * the note after a save and Recent changes show.
 */
import { formatPounds } from "../../lib/format.ts";
import type { FormField } from "../schema/field-types.ts";
import { valueChanges, type Change } from "./value-changes.ts";

/** Quoted text longer than this is just "reworded": a commit title stays one readable line. */
const QUOTED_TEXT = 40;

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

const shortened = (text: string) => (text.length > QUOTED_TEXT ? `${text.slice(0, QUOTED_TEXT - 1).trimEnd()}…` : text);

/** A value as the message shows it, or undefined when it is text too long to quote. */
export function inWords(field: FormField, value: unknown): string | undefined {
  if (field.kind === "number" && typeof value === "number") {
    if (field.unit === "pounds") return formatPounds(value);
    if (field.unit === "minutes") return `${value} min`;
    return String(value);
  }
  if (field.kind === "yes/no") return value ? "yes" : "no";
  if (field.kind === "choice" && typeof value === "string" && field.labels?.[value]) return `“${field.labels[value]}”`;
  const text = String(value);
  return text.length > QUOTED_TEXT ? undefined : `“${text}”`;
}

/** "£40 → £42", "set to “Gold”", "reworded", "replaced" … */
function whatChanged(field: FormField, before: unknown, after: unknown): string {
  if (field.kind === "photo") return isEmpty(before) ? "added" : isEmpty(after) ? "removed" : "replaced";
  if (field.kind === "paragraph") return isEmpty(after) ? "emptied" : "reworded";
  const [old, now] = [inWords(field, before), inWords(field, after)];
  if (isEmpty(before) && now !== undefined) return `set to ${now}`;
  if (isEmpty(after) && field.kind !== "yes/no") return "emptied";
  return old !== undefined && now !== undefined ? `${old} → ${now}` : "reworded";
}

function changeInWords(change: Change): string {
  const where = change.trail.map(shortened).join(", ");
  switch (change.kind) {
    case "changed":
      return `${where} ${whatChanged(change.field, change.before, change.after)}`;
    case "moved":
      return `${where}, moved “${shortened(change.entry)}” ${change.direction}`;
    default:
      return `${where}, ${change.kind} “${shortened(change.entry)}”`;
  }
}

export interface ChangeToDescribe {
  /** The schema's title: "Pricing page". */
  title: string;
  /** The file's fields (for its labels and the codes' names). */
  fields: readonly FormField[];
  /** The values as read, and as they will be saved. */
  before: unknown;
  after: unknown;
}

/**
 * The change in words, from one comparison of the values: its summary, "<schema title>: <the first change>" and, when
 * there are more, " and N more", and every change, each in the owner's words, in the order of the file's fields.
 */
export function describedChange({ title, fields, before, after }: ChangeToDescribe): { summary: string; listed: string[] } {
  const listed = everyChange({ fields, before, after });
  if (listed.length === 0) return { summary: `${title}: no changes`, listed };
  const more = listed.length > 1 ? ` and ${listed.length - 1} more` : "";
  return { summary: `${title}: ${listed[0]}${more}`, listed };
}

/** Every change, each in the owner's words, in the order of the file's fields. */
export function everyChange({ fields, before, after }: Omit<ChangeToDescribe, "title">): string[] {
  return valueChanges(fields, before, after).map(changeInWords);
}

/** The summary on the first line; when there are several changes, each of them on a line of its own below it. */
export const commitMessage = (summary: string, changes: readonly string[]) =>
  changes.length > 1 ? `${summary}\n\n${changes.map((change) => `- ${change}`).join("\n")}` : summary;
