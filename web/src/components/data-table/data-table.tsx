/**
 * DataTable: the one table of the app (spec §2.2 item 7), on TanStack Table.
 *
 * - `columns`: `{ id, header, accessor, cell?, sortable?, readOnly?, width? }`. `accessor` gives
 *   the value sorted on and shown by default; `cell` renders it differently.
 * - `getRowId`: rows are identified by it (selection, expansion, `data-row-id`).
 * - Sorting: a sortable header toggles ascending/descending. Pass `sort` + `onSortChange` to keep it
 *   in the URL (the normal case); `manualSorting` when the server sorts.
 * - `actions`: handlers for any of add/details/config/delete/edit/restart/copy/share/download,
 *   shown as icon buttons; `available(action, row)` hides one per row. Double-click on a row
 *   runs `details` (except on `readOnly` cells).
 * - `renderExpanded` (+ `canExpand`): rows get a chevron that opens extra content under them.
 * - `selection`: `{ selected, onChange }` adds checkboxes and a select-all for the shown rows.
 * - `total` on a column adds a totals row (`table-totals`, cells `total-<columnId>`) for the shown rows;
 *   `totalsLabel` names it in the first column without a total.
 * - `loading` shows a loader while there is no data; no rows shows `emptyText` ('No data available').
 * - `layout="fixed"`: columns get their `width` and columns without one share the rest (a wide
 *   content column, e.g. record values); `density="compact"` (less padding) for tables read row by row;
 *   `activeRowId` marks the row shown elsewhere (an inspector).
 * - Long lists (from VIRTUAL_FROM rows, without expansion) render only the rows near the view,
 *   with the column widths they had when that began (use-locked-widths.ts), so columns stay still.
 *
 * Test ids: the table (`testId`), `table-row` (+ `data-row-id`), `cell-<columnId>`, `header-<columnId>`,
 * `row-action-<name>`, `row-expand`, `row-select`, `table-empty`, `table-loading`.
 */
import { Center, Loader, Table, Text } from '@mantine/core';
import { type ColumnDef, getCoreRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { HeadTh, PlainTbody, PlainThead, RowTd, RowTr } from './light.tsx';
import { hasRowActions, RowActionButtons } from './row-actions.tsx';
import { ExpandToggle, SelectAllBox, SelectBox, SortableHeader } from './table-parts.tsx';
import { type DataColumn, ROW_ACTIONS, type RowActions, type SortState } from './types.ts';
import { useLockedWidths } from './use-locked-widths.ts';
import { useVirtualRows, VIRTUAL_FROM } from './use-virtual-rows.ts';

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  loading?: boolean;
  emptyText?: ReactNode;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  manualSorting?: boolean;
  actions?: RowActions<T>;
  renderExpanded?: (row: T) => ReactNode;
  canExpand?: (row: T) => boolean;
  selection?: { selected: readonly string[]; onChange: (ids: string[]) => void };
  totalsLabel?: ReactNode;
  layout?: 'auto' | 'fixed';
  /** `compact`: less space above and below each row, for tables read row by row (records). */
  density?: 'compact';
  activeRowId?: string;
  testId?: string;
}

const NO_ROWS: never[] = [];

/** The least room a fixed layout leaves a column without a width in pixels (key, value). */
const FLEX_MIN = 140;

/**
 * A fixed layout's least width: its columns' widths, and FLEX_MIN for each that shares the rest.
 * Without it a narrow window gave the sharing columns nothing (the data tab's key and value
 * vanished under their neighbours' headers at 800 px); with it the table scrolls sideways.
 */
function fixedMinWidth<T>(props: DataTableProps<T>): number {
  let width = (props.renderExpanded ? 36 : 0) + (props.selection ? 36 : 0);
  for (const column of props.columns) width += typeof column.width === 'number' ? column.width : FLEX_MIN;
  return width + (hasRowActions(props.actions) ? actionsWidth(props.actions) : 0);
}

/** Room for every action icon a row may show (28 px each, 4 px apart) and the cell's padding. */
function actionsWidth<T>(actions: RowActions<T> | undefined): number {
  const count = ROW_ACTIONS.filter((name) => actions?.[name]).length;
  return count * 32 + 16;
}

function display(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  return typeof value === 'boolean' ? String(value) : (value as ReactNode);
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, getRowId, loading, actions, renderExpanded, canExpand, selection } = props;
  const [localSort, setLocalSort] = useState<SortState | undefined>(undefined);
  const sort = props.onSortChange ? props.sort : localSort;
  const setSort = props.onSortChange ?? setLocalSort;
  // A second header click can land before the first one's URL change renders; toggling from the
  // last sort asked for (not the one shown) makes two quick clicks give descending, as they look.
  const asked = useRef({ shown: sort, last: sort });
  if (asked.current.shown !== sort) asked.current = { shown: sort, last: sort };
  const toggleSort = (id: string) => {
    const last = asked.current.last;
    const next = { id, desc: last?.id === id && !last.desc };
    asked.current.last = next;
    setSort(next);
  };
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.accessor,
        enableSorting: !!column.sortable,
      })),
    [columns],
  );
  const table = useReactTable<T>({
    data: (data ?? NO_ROWS) as T[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting: sort ? [sort] : [] },
    manualSorting: props.manualSorting,
    // Expansion, selection and paging live outside TanStack's state; its auto-resets would also
    // re-render in a loop whenever a caller passes a new `data` array each render.
    autoResetAll: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;
  const virtual = useVirtualRows(rows.length, !renderExpanded && rows.length >= VIRTUAL_FROM);
  const shown = virtual.indexes ? virtual.indexes.map((index) => rows[index]!) : rows;
  const locked = useLockedWidths(virtual.indexes !== undefined, columns);
  const withActions = hasRowActions(actions);
  const span = columns.length + (withActions ? 1 : 0) + (renderExpanded ? 1 : 0) + (selection ? 1 : 0);
  const showTotals = rows.length > 0 && columns.some((column) => column.total);
  const labelIndex = columns.findIndex((column) => !column.total);
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div style={{ overflowX: 'auto' }}>
      <Table
        striped
        highlightOnHover
        verticalSpacing={props.density === 'compact' ? 4 : 'xs'}
        horizontalSpacing={props.density === 'compact' ? 6 : 'xs'}
        fz={props.density === 'compact' ? 'xs' : undefined}
        layout={locked.widths ? 'fixed' : props.layout}
        style={props.layout === 'fixed' ? { minWidth: fixedMinWidth(props) } : undefined}
        data-testid={props.testId ?? 'data-table'}
      >
        {locked.widths ? (
          <colgroup>
            {locked.widths.map((width, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one col per header cell, in order.
              <col key={i} style={{ width }} />
            ))}
          </colgroup>
        ) : null}
        {/* Header and body as the plain DOM Mantine's Table parts render (see light.tsx). */}
        <PlainThead>
          <RowTr ref={locked.headRef}>
            {renderExpanded ? <HeadTh w={36} /> : null}
            {selection ? (
              <HeadTh w={36}>
                <SelectAllBox ids={rows.map((row) => row.id)} selection={selection} />
              </HeadTh>
            ) : null}
            {columns.map((column) => (
              <HeadTh
                key={column.id}
                w={column.width}
                data-testid={`header-${column.id}`}
                style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {column.sortable ? (
                  <SortableHeader column={column} sort={sort} onToggle={toggleSort} />
                ) : (
                  column.header
                )}
              </HeadTh>
            ))}
            {withActions ? (
              // A fixed layout gives width only to columns that ask: the icons get what they need.
              <HeadTh w={props.layout === 'fixed' ? actionsWidth(actions) : undefined} />
            ) : null}
          </RowTr>
        </PlainThead>
        <PlainTbody ref={virtual.bodyRef}>
          {virtual.before > 0 ? <tr aria-hidden style={{ height: virtual.before }} /> : null}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={span}>
                {loading ? (
                  <Center p="md" data-testid="table-loading">
                    <Loader size="sm" />
                  </Center>
                ) : (
                  <Text c="dimmed" ta="center" p="md" data-testid="table-empty">
                    {props.emptyText ?? 'No data available'}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ) : null}
          {shown.map((row, k) => {
            const item = row.original;
            const isExpanded = expanded.has(row.id);
            const expandable = renderExpanded && (canExpand?.(item) ?? true);
            return [
              <RowTr
                key={row.id}
                data-testid="table-row"
                data-row-id={row.id}
                data-index={virtual.indexes?.[k] ?? k}
                ref={virtual.measure}
                data-active={props.activeRowId === row.id || undefined}
                style={{
                  background: props.activeRowId === row.id ? 'var(--mantine-primary-color-light)' : undefined,
                  cursor: actions?.details ? 'pointer' : undefined,
                }}
                onDoubleClick={actions?.details ? () => actions.details?.(item) : undefined}
              >
                {renderExpanded ? (
                  <RowTd>
                    {expandable ? (
                      <ExpandToggle open={isExpanded} onToggle={() => toggleExpanded(row.id)} />
                    ) : null}
                  </RowTd>
                ) : null}
                {selection ? (
                  <RowTd onDoubleClick={(event) => event.stopPropagation()}>
                    <SelectBox id={row.id} selection={selection} />
                  </RowTd>
                ) : null}
                {columns.map((column) => (
                  <RowTd
                    key={column.id}
                    data-testid={`cell-${column.id}`}
                    style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    onDoubleClick={column.readOnly ? (event) => event.stopPropagation() : undefined}
                  >
                    {column.cell ? column.cell(item) : display(column.accessor(item))}
                  </RowTd>
                ))}
                {withActions && actions ? (
                  <RowTd onDoubleClick={(event) => event.stopPropagation()}>
                    <RowActionButtons row={item} actions={actions} />
                  </RowTd>
                ) : null}
              </RowTr>,
              isExpanded && expandable ? (
                <RowTr key={`${row.id}-expanded`} data-testid="table-row-expanded">
                  <RowTd colSpan={span}>{renderExpanded(item)}</RowTd>
                </RowTr>
              ) : null,
            ];
          })}
          {virtual.after > 0 ? <tr aria-hidden style={{ height: virtual.after }} /> : null}
        </PlainTbody>
        {showTotals ? (
          <Table.Tfoot data-testid="table-totals">
            <Table.Tr>
              {renderExpanded ? <Table.Td /> : null}
              {selection ? <Table.Td /> : null}
              {columns.map((column, index) => (
                <Table.Td
                  key={column.id}
                  fw={600}
                  data-testid={`total-${column.id}`}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {column.total
                    ? column.total(rows.map((row) => row.original))
                    : index === labelIndex
                      ? props.totalsLabel
                      : null}
                </Table.Td>
              ))}
              {withActions ? <Table.Td /> : null}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </div>
  );
}
