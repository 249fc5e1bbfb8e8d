import { type ConsumerGroup, type GroupType, groupStateColor } from '@console/contract';
import { Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DataColumn } from '../../components/data-table/index.ts';
import { groupLag, lagByTopic } from './group-queries.ts';

// Badges are never cut: with the type column the auto table layout squeezed them to an ellipsis.
const whole = {
  root: { maxWidth: 'none', overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip' },
};
const TYPE_LABELS = { classic: 'Classic', consumer: 'Consumer', share: 'Share', streams: 'Streams' } as const;
const TYPE_COLORS = { classic: 'gray', consumer: 'blue', share: 'grape', streams: 'teal' } as const;

/** Kafka's group type: classic, consumer (KIP-848), share (KIP-932) or streams (KIP-1071). */
const TOPIC_NAME = {
  display: 'inline-block',
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
} as const;

export function GroupTypeBadge({ type = 'classic' }: { type?: GroupType | undefined }) {
  return (
    <Badge variant="light" color={TYPE_COLORS[type]} tt="none" styles={whole} data-testid="group-type">
      {TYPE_LABELS[type]}
    </Badge>
  );
}

/** The state as spec §4 colours it (STABLE green, PREPARING_REBALANCE blue, others a warning). */
function StateBadge({ state }: { state: string }) {
  return (
    <Badge color={groupStateColor(state)} variant="filled" tt="none" styles={whole} data-testid="group-state">
      {state}
    </Badge>
  );
}

/** Columns of the group list; topic badges link to the topic. */
export function groupColumns(clusterId: string): DataColumn<ConsumerGroup>[] {
  return [
    { id: 'id', header: 'Id', sortable: true, accessor: (g) => g.id },
    {
      id: 'type',
      header: 'Type',
      nowrap: true,
      accessor: (g) => g.type ?? 'classic',
      cell: (g) => <GroupTypeBadge type={g.type} />,
    },
    {
      id: 'state',
      header: 'State',
      sortable: true,
      accessor: (g) => g.state,
      cell: (g) => <StateBadge state={g.state} />,
      width: 190,
    },
    {
      id: 'coordinator',
      header: 'Coordinator',
      sortable: true,
      nowrap: true,
      accessor: (g) => g.coordinator.id,
    },
    {
      id: 'members',
      header: 'Members',
      sortable: true,
      nowrap: true,
      accessor: (g) => g.members?.length ?? 0,
      total: (rows) => rows.reduce((sum, g) => sum + (g.members?.length ?? 0), 0).toLocaleString(),
    },
    {
      id: 'lag',
      header: 'Lag',
      sortable: true,
      nowrap: true,
      accessor: (g) => groupLag(g),
      cell: (g) => groupLag(g).toLocaleString(),
      total: (rows) => rows.reduce((sum, g) => sum + groupLag(g), 0).toLocaleString(),
    },
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
              <Badge
                variant="light"
                tt="none"
                style={{ cursor: 'pointer' }}
                // The lag is never cut; a long topic name (Kafka Streams' internal topics) is, with the
                // whole name in the tooltip, so the badge stays inside the page.
                styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
                title={topic}
              >
                <span style={TOPIC_NAME}>{topic}</span> · Lag: {lag.toLocaleString()}
              </Badge>
            </Link>
          ))}
        </Group>
      ),
    },
  ];
}
