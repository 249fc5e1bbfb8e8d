import { can, formatBytes, P, type Partition } from '@console/contract';
import { Badge, Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { RouterButton } from '../../components/router-links.tsx';
import { ElectionDialog } from '../reassign/election-dialog.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { topicQueries } from './topic-queries.ts';

const columns: DataColumn<Partition>[] = [
  { id: 'id', header: 'Id', accessor: (p) => p.id, sortable: true, width: 70 },
  { id: 'leader', header: 'Leader', accessor: (p) => p.leader?.id, sortable: true, width: 90 },
  {
    id: 'replicas',
    header: 'Replicas',
    accessor: (p) => p.nodes.map((n) => n.id).join(','),
    cell: (p) => (
      <Group gap={4}>
        {p.nodes.map((n) => (
          <Badge
            key={n.id}
            color={n.inSyncReplicas ? 'green' : 'red'}
            variant={n.leader ? 'filled' : 'light'}
            data-testid="replica-badge"
            data-in-sync={n.inSyncReplicas}
          >
            {n.id}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    id: 'offsets',
    header: 'Offsets',
    accessor: (p) => p.lastOffset,
    cell: (p) => `${p.firstOffset.toLocaleString()} ⇢ ${p.lastOffset.toLocaleString()}`,
  },
  {
    id: 'size',
    header: 'Size',
    accessor: (p) => p.logDirSize,
    cell: (p) => `${(p.lastOffset - p.firstOffset).toLocaleString()} - ${formatBytes(p.logDirSize)}`,
    sortable: true,
  },
];

/**
 * Partitions tab (spec §2.4): leader, replicas green when in sync and red when not, offsets, size.
 * With the permissions (issue 16): 'Reassign partitions' (its own page) and 'Elect leaders' (a dialog).
 */
export function TopicPartitionsTab({ clusterId, topicId }: { clusterId: string; topicId: string }) {
  const { roles } = useClusterContext();
  const partitions = useQuery(topicQueries.partitions(clusterId, topicId));
  const [electing, setElecting] = useState(false);
  const canReassign = can(roles, P.TOPIC.REASSIGN);
  const canElect = can(roles, P.TOPIC.ELECT_LEADER);
  return (
    <>
      {canReassign || canElect ? (
        <Group gap="xs" mb="sm" data-testid="partition-actions">
          {canReassign ? (
            <RouterButton
              to="/ui/$clusterId/topic/$topicId/reassign"
              params={{ clusterId, topicId }}
              variant="light"
              leftSection={<IconArrowsExchange size={16} />}
              data-testid="reassign-partitions"
            >
              Reassign partitions
            </RouterButton>
          ) : null}
          {canElect ? (
            <Button
              variant="light"
              leftSection={<IconCrown size={16} />}
              onClick={() => setElecting(true)}
              data-testid="elect-leaders"
            >
              Elect leaders
            </Button>
          ) : null}
        </Group>
      ) : null}
      <DataTable
        testId="partition-table"
        columns={columns}
        data={partitions.data}
        loading={partitions.isPending}
        getRowId={(p) => String(p.id)}
      />
      {canElect ? (
        <ElectionDialog
          clusterId={clusterId}
          topicId={topicId}
          partitions={(partitions.data ?? []).map((p) => p.id)}
          opened={electing}
          onClose={() => setElecting(false)}
        />
      ) : null}
    </>
  );
}
