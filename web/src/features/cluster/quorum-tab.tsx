import type { QuorumReplica } from '@console/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { SectionError } from '../../components/section-error.tsx';
import { clusterQueries } from './cluster-queries.ts';

interface Row extends QuorumReplica {
  role: 'Leader' | 'Follower' | 'Observer';
}

const time = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toISOString());

const columns: DataColumn<Row>[] = [
  { id: 'id', header: 'Node', accessor: (r) => r.id, width: 80 },
  {
    id: 'role',
    header: 'Role',
    accessor: (r) => r.role,
    cell: (r) => (
      <Badge color={r.role === 'Leader' ? 'green' : r.role === 'Follower' ? 'blue' : 'gray'} tt="none">
        {r.role}
      </Badge>
    ),
  },
  { id: 'logEndOffset', header: 'Log end offset', accessor: (r) => r.logEndOffset },
  {
    id: 'lag',
    header: 'Lag',
    accessor: (r) => r.lag,
    cell: (r) => <Text c={r.lag > 0 ? 'orange' : undefined}>{r.lag}</Text>,
  },
  { id: 'lastFetch', header: 'Last fetch', accessor: (r) => time(r.lastFetchTimestamp), nowrap: true },
  {
    id: 'lastCaughtUp',
    header: 'Last caught up',
    accessor: (r) => time(r.lastCaughtUpTimestamp),
    nowrap: true,
  },
  { id: 'directoryId', header: 'Directory id', accessor: (r) => r.directoryId ?? '' },
];

function Figure({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The metadata quorum (`kafka-metadata-quorum.sh describe`): leader, epoch, high watermark, then
 * voters and observers with their log end offset and lag (high watermark − log end offset).
 */
export function QuorumTab({ clusterId }: { clusterId: string }) {
  const quorum = useQuery(clusterQueries.quorum(clusterId));
  if (quorum.error) return <SectionError title="The quorum could not be read" error={quorum.error} />;
  const q = quorum.data;
  const rows: Row[] = q
    ? [
        ...q.voters.map((v): Row => ({ ...v, role: v.id === q.leaderId ? 'Leader' : 'Follower' })),
        ...q.observers.map((o): Row => ({ ...o, role: 'Observer' })),
      ]
    : [];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Leader" value={q ? `Node ${q.leaderId}` : '…'} testId="quorum-leader" />
        <Figure label="Leader epoch" value={q?.leaderEpoch ?? '…'} testId="quorum-epoch" />
        <Figure label="High watermark" value={q?.highWatermark ?? '…'} testId="quorum-hw" />
      </SimpleGrid>
      <Group justify="space-between">
        <Title order={4}>Voters and observers</Title>
        <Text size="xs" c="dimmed">
          Refreshed every 10 s
        </Text>
      </Group>
      <DataTable
        // Static quorums (kraft.version 0) have no directory ids: no empty column for them.
        columns={rows.some((r) => r.directoryId) ? columns : columns.filter((c) => c.id !== 'directoryId')}
        data={q ? rows : undefined}
        loading={quorum.isPending}
        getRowId={(r) => `${r.role}-${r.id}`}
        testId="quorum-table"
      />
    </Stack>
  );
}
