import type { ConsumerGroup, ConsumerGroupOffset } from '@console/contract';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';

interface OffsetRow extends ConsumerGroupOffset {
  member?: string;
}

const columns: DataColumn<OffsetRow>[] = [
  { id: 'topic', header: 'Topic', accessor: (o) => o.topic, sortable: true },
  { id: 'partition', header: 'Partition', accessor: (o) => o.partition, sortable: true },
  { id: 'member', header: 'Member', accessor: (o) => o.member ?? '' },
  { id: 'offset', header: 'Offset', accessor: (o) => o.offset ?? '' },
  { id: 'lag', header: 'Lag', accessor: (o) => o.offsetLag ?? '', sortable: true },
  { id: 'first', header: 'First offset', accessor: (o) => o.firstOffset ?? '' },
  { id: 'last', header: 'Last offset', accessor: (o) => o.lastOffset ?? '' },
];

/** Topics tab: every partition the group has an offset on or is assigned, with its lag. */
export function GroupTopicsTab({ group }: { group: ConsumerGroup }) {
  const owner = new Map<string, string>();
  for (const m of group.members ?? []) {
    for (const a of m.assignments ?? [])
      owner.set(`${a.topic}\u0000${a.partition}`, `${m.clientId} (${m.host})`);
  }
  const rows = (group.offsets ?? []).map((o) => ({
    ...o,
    member: owner.get(`${o.topic}\u0000${o.partition}`),
  }));
  return (
    <DataTable
      testId="group-offsets-table"
      columns={columns}
      data={rows}
      getRowId={(o) => `${o.topic}-${o.partition}`}
      emptyText="No offsets found."
    />
  );
}
