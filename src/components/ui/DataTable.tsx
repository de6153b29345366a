import { useId } from "react";
import { metaHelper, tableFeatures, useTable, type Column, type ColumnDef, type RowData } from "@tanstack/react-table";
import "./data-table.css";

/** What a column tells the table about itself, besides its header and cells. */
interface DataTableColumnMeta {
  /** Amounts and times: right-aligned with tabular figures so they line up down the column. */
  numeric?: boolean;
  /**
   * The column's name in words, for a header that is not plain text: on a narrow screen each cell
   * shows it as its label. A text header is its own label.
   */
  label?: string;
}

// Core features only (no sorting, filtering or paging: these are short, fixed tables). The
// columnMeta slot is type-only; it scopes DataTableColumnMeta to this table.
const features = tableFeatures({ columnMeta: metaHelper<DataTableColumnMeta>() });

/** The TanStack Table feature set of DataTable, for `createColumnHelper<DataTableFeatures, Row>()`. */
export type DataTableFeatures = typeof features;

/** Column definitions DataTable accepts. */
type DataTableColumns<TRow extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, TRow>>;

/** Everything that describes one table's content: what a table builder returns. */
export interface DataTableDefinition<TRow extends RowData> {
  /** The table's title, shown above it and its accessible name. */
  caption: string;
  columns: DataTableColumns<TRow>;
  rows: ReadonlyArray<TRow>;
  /** The id of the column whose cells name their row (rendered as `<th scope="row">`). */
  rowHeader: string;
}

export interface DataTableProps<TRow extends RowData> extends DataTableDefinition<TRow> {
  /** Extra class names for the wrapper. */
  className?: string;
}

function cellClass(meta: DataTableColumnMeta | undefined): string | undefined {
  return meta?.numeric ? "data-table__cell--numeric" : undefined;
}

/** The words that name a column: its label, or its header when that is plain text. */
function columnLabel<TRow extends RowData>(column: Column<DataTableFeatures, TRow>): string {
  const { header, meta } = column.columnDef;
  if (meta?.label) return meta.label;
  if (typeof header === "string") return header;
  throw new Error(`DataTable: column "${column.id}" has no text header; give it meta.label to name its cells on a narrow screen.`);
}

/**
 * The one table of the site (prices, what's included, add-ons, savings): a semantic table with a
 * caption, column headers and row headers, that never needs sideways scrolling. Where it has room
 * it is laid out as a grid; in a narrow container (a phone) each row becomes a card headed by its
 * row header, each cell labelled with its column's name (`data-label`, drawn by data-table.css), so
 * it holds any number of columns. The parts carry no explicit ARIA roles: the HTML standard forbids
 * them on a table's rows and cells (the Nu checker refuses them), and the engines we test keep a
 * table's semantics under the narrow layout's CSS (tests/e2e/pricing.spec.ts reads the browser's
 * own accessibility tree).
 * Pass columns and rows that keep their identity between renders (module scope or useMemo):
 * the table recomputes its model whenever they change.
 */
export function DataTable<TRow extends RowData>({ caption, columns, rows, rowHeader, className }: DataTableProps<TRow>) {
  const captionId = useId();
  const table = useTable({ features, columns, data: rows });

  return (
    <div className={className ? `data-table ${className}` : "data-table"}>
      <table className="data-table__table" aria-labelledby={captionId}>
        <caption id={captionId} className="data-table__caption">
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope={header.colSpan > 1 ? "colgroup" : "col"}
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  className={cellClass(header.column.columnDef.meta)}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => {
                const className = cellClass(cell.column.columnDef.meta);
                return cell.column.id === rowHeader ? (
                  <th key={cell.id} scope="row" className={className}>
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className={className} data-label={columnLabel(cell.column)}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
