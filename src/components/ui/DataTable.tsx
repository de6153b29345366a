import { useId, type ReactNode } from "react";
import { metaHelper, tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";
import "./data-table.css";

/** What a column tells the table about itself, besides its header and cells. */
interface DataTableColumnMeta {
  /** Amounts and times: right-aligned with tabular figures so they line up down the column. */
  numeric?: boolean;
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

/** The most letters in one word of the columns' names given as text (a package's name): 0 when none is longer than 7, which the narrow layout's default holds. */
function longestWord(headers: readonly unknown[]): number {
  // Letters and figures only: the editor's preview carries invisible marks inside its words (its tap-to-edit links).
  const letters = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, "").length;
  const longest = Math.max(0, ...headers.flatMap((header) => (typeof header === "string" ? header.split(/\s+/).map(letters) : [])));
  return longest > 7 ? longest : 0;
}

/**
 * A header's or a cell's content: its template called as a function (never drawn as a component, as `FlexRender`
 * does). A template is made again with the table's content (the columns close over it), so as a component it would be
 * a new type at each change, and React would build every cell anew: in the editor's preview, where the content changes
 * with each key the owner types, that was 200 nodes taken out and put back a key on the pricing page.
 */
function shown<TContext>(template: string | ((context: TContext) => ReactNode) | undefined, context: TContext): ReactNode {
  return typeof template === "function" ? template(context) : template;
}

function cellClass(meta: DataTableColumnMeta | undefined, rowHeaderColumn = false): string | undefined {
  const names = [meta?.numeric && "data-table__cell--numeric", rowHeaderColumn && "data-table__row-header-column"].filter(Boolean);
  return names.length ? names.join(" ") : undefined;
}

/**
 * The one table of the site (prices, what's included, add-ons, savings): a semantic table with a
 * caption, column headers and row headers, that never needs sideways scrolling. Where it has room
 * it is laid out as a grid; in a narrow container (a phone) each row header takes a line of its own
 * and the row's values sit side by side under the header row's column names (data-table.css), so
 * the columns keep the whole width and two values of a row compare at a glance. The parts carry no explicit ARIA roles: the HTML standard forbids
 * them on a table's rows and cells (the Nu checker refuses them), and the engines we test keep a
 * table's semantics under the narrow layout's CSS (tests/e2e/pricing.spec.ts reads the browser's
 * own accessibility tree).
 * Pass columns and rows that keep their identity between renders (module scope or useMemo):
 * the table recomputes its model whenever they change.
 */
export function DataTable<TRow extends RowData>({ caption, columns, rows, rowHeader, className }: DataTableProps<TRow>) {
  const captionId = useId();
  const table = useTable({ features, columns, data: rows });
  // The narrow layout shares the width between the value columns (data-table.css).
  const valueColumns = table.getAllLeafColumns().length - 1;

  return (
    <div
      className={className ? `data-table ${className}` : "data-table"}
      data-values={valueColumns}
      data-longest-word={
        Math.min(longestWord(table.getAllLeafColumns().flatMap((column) => (column.id === rowHeader ? [] : [column.columnDef.header]))), 20) || undefined
      }
    >
      <div className="data-table__room">
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
                    className={cellClass(header.column.columnDef.meta, header.column.id === rowHeader)}
                  >
                    {header.isPlaceholder ? null : shown(header.column.columnDef.header, header.getContext())}
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
                      {shown(cell.column.columnDef.cell, cell.getContext())}
                    </th>
                  ) : (
                    <td key={cell.id} className={className}>
                      {shown(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
