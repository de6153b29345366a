import { useId } from "react";
import { metaHelper, tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";

/** What a column tells the table about itself, besides its header and cells. */
export interface DataTableColumnMeta {
  /** Amounts and times: right-aligned with tabular figures so they line up down the column. */
  numeric?: boolean;
}

// Core features only (no sorting, filtering or paging: these are short, fixed tables). The
// columnMeta slot is type-only; it scopes DataTableColumnMeta to this table.
const features = tableFeatures({ columnMeta: metaHelper<DataTableColumnMeta>() });

/** The TanStack Table feature set of DataTable, for `createColumnHelper<DataTableFeatures, Row>()`. */
export type DataTableFeatures = typeof features;

/** Column definitions DataTable accepts. */
export type DataTableColumns<TRow extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, TRow>>;

/** Everything that describes one table's content: what a table builder returns. */
export interface DataTableDefinition<TRow extends RowData> {
  /** The table's title, shown above it and used as the name of its scrollable region. */
  caption: string;
  columns: DataTableColumns<TRow>;
  rows: ReadonlyArray<TRow>;
  /** The id of the column whose cells name their row (rendered as `<th scope="row">`). */
  rowHeader: string;
}

export interface DataTableProps<TRow extends RowData> extends DataTableDefinition<TRow> {
  /** Extra class names for the scrolling wrapper. */
  className?: string;
}

function cellClass(meta: DataTableColumnMeta | undefined): string | undefined {
  return meta?.numeric ? "data-table__cell--numeric" : undefined;
}

/**
 * The one table of the site (prices, what's included, add-ons, savings): a semantic table with
 * a caption, column headers and row headers. It sits in a labelled region that scrolls sideways
 * on a narrow screen and can take keyboard focus, so keyboard users can scroll it too.
 * Pass columns and rows that keep their identity between renders (module scope or useMemo):
 * the table recomputes its model whenever they change.
 */
export function DataTable<TRow extends RowData>({ caption, columns, rows, rowHeader, className }: DataTableProps<TRow>) {
  const captionId = useId();
  const table = useTable({ features, columns, data: rows });

  return (
    <div
      className={className ? `data-table ${className}` : "data-table"}
      role="region"
      aria-labelledby={captionId}
      // A scrollable area must be reachable by keyboard to be scrolled without a mouse (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="data-table__table">
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
                  <td key={cell.id} className={className}>
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
