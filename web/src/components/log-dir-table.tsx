import { formatBytes, type LogDir } from '@console/contract';
import { type DataColumn, DataTable } from './data-table/index.ts';

const columns: DataColumn<LogDir>[] = [
  { id: 'broker', header: 'Broker', accessor: (l) => l.brokerId, sortable: true, width: 90 },
  { id: 'topic', header: 'Topic', accessor: (l) => l.topic, sortable: true },
  { id: 'partition', header: 'Partition', accessor: (l) => l.partition, sortable: true, width: 110 },
  { id: 'size', header: 'Size', accessor: (l) => l.size, cell: (l) => formatBytes(l.size), sortable: true },
  { id: 'offsetLag', header: 'OffsetLag', accessor: (l) => l.offsetLag, sortable: true, width: 120 },
];

/** Replica log dirs (spec §2.4 logs tab, §2.6 node logs): broker, topic, partition, size, offset lag. */
export function LogDirTable({ logs, loading }: { logs: readonly LogDir[] | undefined; loading?: boolean }) {
  return (
    <DataTable
      testId="log-table"
      columns={columns}
      data={logs}
      loading={loading}
      getRowId={(l) => `${l.brokerId}-${l.topic}-${l.partition}-${l.path}`}
    />
  );
}
