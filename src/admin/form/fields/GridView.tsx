/**
 * A table of numbers by two codes (one wash type's prices: vehicle sizes by packages), edited as the page shows it:
 * one grid, a row per vehicle size and a column per package, each cell a number box named by its column and row
 * ("Gold, Saloon / Small SUV"). What the check says of a cell is listed under the grid, each line naming its cell
 * and tied to it as its description, so the grid keeps its shape on a phone.
 */
import type { CodeTableField, FormField, NumberField } from "../../schema/field-types.ts";
import { useFieldParts } from "./FieldFrame.tsx";
import { GroupView } from "./GroupView.tsx";
import { fieldId, useForm } from "../form-context.ts";
import { valueAt } from "../../schema/field-tree.ts";
import { formatPounds } from "../../../lib/format.ts";
import { NumberBox } from "./NumberInput.tsx";

type Row = Omit<CodeTableField, "fields"> & { fields: NumberField[] };
type GridField = Omit<CodeTableField, "fields"> & { fields: Row[] };

const isNumbers = (field: FormField): field is Row => field.kind === "code-table" && field.fields.every((cell) => cell.kind === "number");

/** A code table whose entries are code tables of numbers: a grid. */
export const isGrid = (field: FormField): field is GridField => field.kind === "code-table" && field.fields.length > 0 && field.fields.every(isNumbers);

/** The grid's columns: every code its rows have, in the order they first come, with the name content gives it. */
function columnsOf(rows: readonly Row[]): { key: string; label: string }[] {
  const columns = new Map<string, string>();
  for (const row of rows) for (const cell of row.fields) if (!columns.has(cell.key)) columns.set(cell.key, cell.label);
  return [...columns].map(([key, label]) => ({ key, label }));
}

/** A value beside its twin's (a new price beside today's, the schema's `x-beside`): "today £40, +£2". */
function besideWords(twin: unknown, value: unknown): string | undefined {
  if (typeof twin !== "number") return undefined;
  const today = `today ${formatPounds(twin)}`;
  if (value === twin) return `${today}, the same`;
  if (typeof value !== "number") return today;
  const change = value - twin;
  return `${today}, ${change > 0 ? "+" : "−"}${formatPounds(Math.abs(change))}`;
}

/**
 * A cell: its number box, described by its own line under the grid when the check has something to say, and, in a
 * table beside another (new prices), by its twin's value and the change, shown under the box.
 */
function Cell({ field, name }: { field: NumberField; name: string }) {
  const parts = useFieldParts(field);
  const { values } = useForm();
  const beside = field.beside && besideWords(valueAt(values, field.beside), valueAt(values, field.path));
  const besideId = `${parts.id}-beside`;
  const describedBy = [parts.messages.length > 0 ? parts.problemId : undefined, beside ? besideId : undefined].filter(Boolean).join(" ");
  const described = { ...(describedBy ? { "aria-describedby": describedBy } : {}), ...(parts.messages.length > 0 ? { "aria-invalid": true as const } : {}) };
  return (
    <td className={parts.messages.length > 0 ? "form-grid__cell form-field--invalid" : "form-grid__cell"}>
      <NumberBox field={field} id={parts.id} described={described} name={name} />
      {beside && (
        <span id={besideId} className="form-grid__beside">
          {beside}
        </span>
      )}
    </td>
  );
}

/** What the check says of one cell (or of a row the grid has no cell for), named by its place in the grid. */
function CellMessages({ field, name }: { field: FormField; name: string }) {
  const parts = useFieldParts(field);
  if (parts.messages.length === 0) return null;
  return (
    <li id={parts.problemId} className="form-field__problem">
      <span className="visually-hidden">Problem: </span>
      {name}: {parts.messages.join(" ")}
    </li>
  );
}

export function GridView({ field }: { field: GridField }) {
  // The cells share one description (the price's): shown once, under the grid's name.
  const hint = field.fields[0]?.fields[0]?.hint;
  const grid: GridField = { ...field, ...(hint ? { hint } : {}) };
  const columns = columnsOf(field.fields);
  const cellName = (row: Row, column: { label: string }) => `${column.label}, ${row.label}`;
  return (
    <GroupView field={grid}>
      {/* How many columns the grid shares the width between (set through the CSSOM, which the editor's policy allows). */}
      <table className="form-grid__table" style={{ ["--form-grid-columns" as string]: columns.length }}>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {field.fields.map((row) => (
            <tr key={row.key}>
              {/* A problem of the whole row (a size the list doesn't have) links here. */}
              <th scope="row" id={fieldId(row.path)} tabIndex={-1}>
                {row.label}
              </th>
              {columns.map((column) => {
                const cell = row.fields.find((candidate) => candidate.key === column.key);
                return cell ? <Cell key={column.key} field={cell} name={cellName(row, column)} /> : <td key={column.key} />;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="form-grid__problems form-field__problems">
        {field.fields.flatMap((row) => [
          <CellMessages key={row.key} field={row} name={row.label} />,
          ...row.fields.map((cell) => <CellMessages key={`${row.key} ${cell.key}`} field={cell} name={`${cell.label}, ${row.label}`} />),
        ])}
      </ul>
    </GroupView>
  );
}
