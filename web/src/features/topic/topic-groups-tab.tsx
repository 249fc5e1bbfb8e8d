import { type ConsumerGroup, groupStateColor } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { topicQueries } from './topic-queries.ts';

function lagPerTopic(group: ConsumerGroup): [string, number][] {
  const sums = new Map<string, number>();
  for (const t of group.topics ?? []) sums.set(t, 0);
  for (const o of group.offsets ?? []) sums.set(o.topic, (sums.get(o.topic) ?? 0) + (o.offsetLag ?? 0));
  return [...sums];
}

const columns: DataColumn<ConsumerGroup>[] = [
  { id: 'id', header: 'Id', accessor: (g) => g.id, sortable: true },
  {
    id: 'type',
    header: 'Type',
    accessor: (g) => g.type ?? 'classic',
    cell: (g) => (
      <Badge
        variant="light"
        color={g.type === 'share' ? 'grape' : 'gray'}
        tt="none"
        styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
        data-testid="group-type"
      >
        {(g.type ?? 'classic')[0]?.toUpperCase() + (g.type ?? 'classic').slice(1)}
      </Badge>
    ),
  },
  {
    id: 'state',
    header: 'State',
    accessor: (g) => g.state,
    cell: (g) => (
      <Badge color={groupStateColor(g.state)} variant="light" data-testid="group-state">
        {g.state}
      </Badge>
    ),
  },
  { id: 'coordinator', header: 'Coordinator', accessor: (g) => g.coordinator.id },
  { id: 'members', header: 'Members', accessor: (g) => g.members?.length ?? 0 },
  {
    id: 'topics',
    header: 'Topics',
    accessor: (g) => g.topics?.join(','),
    cell: (g) => (
      <Group gap={4}>
        {lagPerTopic(g).map(([topic, lag]) => (
          <Badge key={topic} variant="outline" color="gray" tt="none">
            {topic} ({lag.toLocaleString()})
          </Badge>
        ))}
      </Group>
    ),
  },
];

/** Groups tab (spec §2.4): state colours, coordinator, members, topics with lag; details open the group. */
export function TopicGroupsTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const groups = useQuery(topicQueries.groups(clusterId, topicId));
  const navigate = useNavigate();
  return (
    <DataTable
      testId="topic-group-table"
      columns={columns}
      data={groups.data}
      loading={groups.isPending}
      emptyText="No consumer group available"
      getRowId={(g) => g.id}
      actions={{
        // A share group opens its own page (its offsets are share-partition start offsets).
        details: (g) =>
          g.type === 'share'
            ? navigate({
                to: '/ui/$clusterId/share-group/$groupId/{-$tab}',
                params: { clusterId, groupId: g.id, tab: 'partitions' },
              })
            : navigate({
                to: '/ui/$clusterId/group/$groupId/{-$tab}',
                params: { clusterId, groupId: g.id, tab: undefined },
              }),
      }}
    />
  );
}
