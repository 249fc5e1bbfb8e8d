import type { ConsumerGroupOffset } from '@console/contract';
import { Text } from '@mantine/core';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';

const columns: DataColumn<ConsumerGroupOffset>[] = [
  { id: 'topic', header: 'Topic', accessor: (o) => o.topic, sortable: true },
  { id: 'partition', header: 'Partition', accessor: (o) => o.partition, sortable: true, width: 100 },
  { id: 'offset', header: 'Committed', accessor: (o) => o.offset ?? '', sortable: true, width: 120 },
  { id: 'lastOffset', header: 'Log end', accessor: (o) => o.lastOffset ?? '', sortable: true, width: 120 },
  {
    id: 'lag',
    header: 'Lag',
    accessor: (o) => o.offsetLag ?? '',
    cell: (o) => <Text c={(o.offsetLag ?? 0) > 0 ? 'orange' : undefined}>{o.offsetLag ?? '–'}</Text>,
    sortable: true,
    width: 100,
    total: (rows) => rows.reduce((sum, o) => sum + (o.offsetLag ?? 0), 0),
  },
];

/** Committed offset and lag of every partition the subtopologies read (sources and repartition topics). */
export function StreamsLagTab({ offsets }: { offsets: ConsumerGroupOffset[] | undefined }) {
  return (
    <DataTable
      columns={columns}
      data={offsets ?? []}
      getRowId={(o) => `${o.topic}-${o.partition}`}
      totalsLabel="Total"
      emptyText="No input partitions"
      testId="streams-lag-table"
    />
  );
}
