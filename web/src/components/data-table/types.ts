import type { ReactNode } from 'react';

/** One column of the DataTable (spec §2.2 item 7: id, accessor, colName, sortable, readOnly). */
export interface DataColumn<T> {
  id: string;
  /** The column name shown in the header. */
  header: ReactNode;
  /** The cell's value: sorted on, and shown when there is no `cell`. */
  accessor: (row: T) => string | number | boolean | null | undefined;
  /** Custom rendering of the cell. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Double-click on this cell does not open details (cells holding their own controls). */
  readOnly?: boolean;
  width?: number | string;
  /** The cell never wraps (numbers, sizes, times): the column takes the room it needs. */
  nowrap?: boolean;
  /** The totals row's cell for this column, from the shown rows; a table shows the row when any column has one. */
  total?: (rows: readonly T[]) => ReactNode;
}

export interface SortState {
  id: string;
  desc: boolean;
}

/** Row actions that exist in the product (spec §2.2 item 7), in display order. */
export const ROW_ACTIONS = [
  'add',
  'details',
  'config',
  'delete',
  'edit',
  'restart',
  'copy',
  'share',
  'download',
] as const;
export type RowActionName = (typeof ROW_ACTIONS)[number];

/** Handlers per action; an action is shown when its handler is set (and `available` says yes). */
export type RowActions<T> = Partial<Record<RowActionName, (row: T) => void>> & {
  available?: (action: RowActionName, row: T) => boolean;
};
