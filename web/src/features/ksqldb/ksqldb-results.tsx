import { KSQLDB_QUERY_LIMITS, type KsqlDbQueryResult } from '@console/contract';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { rowCells } from './ksqldb-values.ts';

interface ResultRow {
  index: number;
  cells: string[];
}

/** The results table of a query: the engine's column names over the rows it gave, within the limits. */
export function KsqlDbResults({ result }: { result: KsqlDbQueryResult }) {
  const rows = useMemo(
    () => (result.columnValues ?? []).map((row, index) => ({ index, cells: rowCells(row) })),
    [result],
  );
  const columns = useMemo<DataColumn<ResultRow>[]>(
    () =>
      (result.columnNames ?? []).map((name, i) => ({
        id: `c${i}`,
        header: name,
        accessor: (r: ResultRow) => r.cells[i] ?? '',
      })),
    [result],
  );
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="ksqldb-results-summary">
        {rows.length} row{rows.length === 1 ? '' : 's'}
        {result.truncated
          ? ` — stopped by the console (at most ${KSQLDB_QUERY_LIMITS.maxRows} rows, ${KSQLDB_QUERY_LIMITS.maxMs / 1000} s, or ${KSQLDB_QUERY_LIMITS.quietMs / 1000} s without a new row)`
          : ''}
      </Text>
      <DataTable<ResultRow>
        testId="ksqldb-results"
        columns={columns}
        data={rows}
        getRowId={(r) => String(r.index)}
      />
    </>
  );
}
