export { DataTable, type DataTableProps } from './data-table.tsx';
export type { DataColumn, RowActionName, RowActions, SortState } from './types.ts';
