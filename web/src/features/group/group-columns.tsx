import type { ConsumerGroup } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { lagByTopic } from './group-queries.ts';
import { GroupStateBadge } from './group-state-badge.tsx';

/** Columns of the group list: Id, State, Coordinator, Members, Topics with their lag. */
export const groupColumns: DataColumn<ConsumerGroup>[] = [
  { id: 'id', header: 'Id', accessor: (g) => g.id },
  {
    id: 'state',
    header: 'State',
    accessor: (g) => g.state,
    cell: (g) => <GroupStateBadge state={g.state} />,
    width: 190,
  },
  { id: 'coordinator', header: 'Coordinator', accessor: (g) => g.coordinator.id },
  { id: 'members', header: 'Members', accessor: (g) => g.members?.length ?? 0 },
  {
    id: 'topics',
    header: 'Topics',
    readOnly: true,
    accessor: (g) => (g.topics ?? []).join(','),
    cell: (g) => (
      <Group gap={4}>
        {lagByTopic(g).map(({ topic, lag }) => (
          <Badge key={topic} variant="light" tt="none" data-testid="group-topic-lag">
            {topic} · Lag: {lag.toLocaleString()}
          </Badge>
        ))}
      </Group>
    ),
  },
];
