import type { ConsumerGroup } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DataColumn } from '../../components/data-table/index.ts';
import { lagByTopic } from './group-queries.ts';
import { GroupStateBadge } from './group-state-badge.tsx';

/** Columns of the group list; topic badges link to the topic. */
export function groupColumns(clusterId: string): DataColumn<ConsumerGroup>[] {
  return [
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
            <Link
              key={topic}
              to="/ui/$clusterId/topic/$topicId/{-$tab}"
              params={{ clusterId, topicId: topic, tab: undefined }}
              data-testid="group-topic-lag"
            >
              <Badge variant="light" tt="none" style={{ cursor: 'pointer' }}>
                {topic} · Lag: {lag.toLocaleString()}
              </Badge>
            </Link>
          ))}
        </Group>
      ),
    },
  ];
}
