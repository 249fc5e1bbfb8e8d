import { formatBytes, type LogDir } from '@console/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type DataColumn, DataTable, type SortState } from '../../components/data-table/index.ts';
import { FilterInput } from '../../components/filter-input.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { nodeQueries } from './node-queries.ts';

const LOG_PAGE = 50;

// The log-dir columns, sorted here over every replica before paging (a page sorted alone would
// show an order that is not the broker's).
const columns: DataColumn<LogDir>[] = [
  { id: 'broker', header: 'Broker', accessor: (l) => l.brokerId, width: 90 },
  { id: 'topic', header: 'Topic', accessor: (l) => l.topic, sortable: true },
  { id: 'partition', header: 'Partition', accessor: (l) => l.partition, sortable: true, width: 110 },
  { id: 'path', header: 'Log dir', accessor: (l) => l.path, sortable: true },
  {
    id: 'size',
    header: 'Size',
    accessor: (l) => l.size,
    cell: (l) => formatBytes(l.size),
    sortable: true,
    nowrap: true,
  },
  { id: 'offsetLag', header: 'OffsetLag', accessor: (l) => l.offsetLag, sortable: true, width: 120 },
];

function compare(sort: SortState | undefined) {
  const column = columns.find((c) => c.id === sort?.id) ?? columns[0];
  const sign = sort?.desc ? -1 : 1;
  return (a: LogDir, b: LogDir) => {
    const x = column?.accessor(a) ?? '';
    const y = column?.accessor(b) ?? '';
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.topic.localeCompare(b.topic) || a.partition - b.partition;
  };
}

/**
 * Replicas on one broker (spec §2.6), a page at a time with a topic filter: a broker holds
 * hundreds of replicas, which made one very long page (issue 15). The size of what is shown is summed.
 */
export function NodeLogsTab({ clusterId, nodeId }: { clusterId: string; nodeId: string }) {
  const logs = useQuery(nodeQueries.logs(clusterId, nodeId));
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>();
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return logs.data
      ?.filter((d) => words.every((w) => d.topic.toLowerCase().includes(w)))
      .sort(compare(sort));
  }, [logs.data, filter, sort]);
  const pages = Math.max(1, Math.ceil((shown?.length ?? 0) / LOG_PAGE));
  const current = Math.min(page, pages);
  const size = (shown ?? []).reduce((sum, d) => sum + d.size, 0);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="md">
          <FilterInput
            label="Filter topics"
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            testId="log-filter"
          />
          <Text size="sm" c="dimmed" data-testid="log-count">
            {shown ? `${shown.length} replicas · ${formatBytes(size)}` : ''}
          </Text>
        </Group>
        {pages > 1 ? <Pagination page={current} totalPages={pages} onChange={setPage} /> : null}
      </Group>
      <DataTable
        testId="log-table"
        columns={columns}
        data={shown?.slice((current - 1) * LOG_PAGE, current * LOG_PAGE)}
        loading={logs.isPending}
        sort={sort}
        manualSorting
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        getRowId={(l) => `${l.brokerId}-${l.topic}-${l.partition}-${l.path}`}
      />
    </Stack>
  );
}
