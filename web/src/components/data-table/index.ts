export { type BulkAction, BulkBar } from './bulk-bar.tsx';
export { DataTable, type DataTableProps } from './data-table.tsx';
export type { DataColumn, RowActionName, RowActions, SortState } from './types.ts';
