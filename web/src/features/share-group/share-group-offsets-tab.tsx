import type { ShareGroup, SharePartitionOffset } from '@console/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { useDeleteShareTopicOffsets } from './share-group-mutations.ts';

const dash = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString());

const columns: DataColumn<SharePartitionOffset>[] = [
  { id: 'topic', header: 'Topic', accessor: (o) => o.topic, sortable: true },
  { id: 'partition', header: 'Partition', nowrap: true, accessor: (o) => o.partition, sortable: true },
  {
    id: 'start',
    header: 'Start offset',
    nowrap: true,
    accessor: (o) => o.startOffset,
    cell: (o) => dash(o.startOffset),
  },
  {
    id: 'first',
    header: 'First offset',
    nowrap: true,
    accessor: (o) => o.firstOffset,
    cell: (o) => dash(o.firstOffset),
  },
  {
    id: 'last',
    header: 'Last offset',
    nowrap: true,
    accessor: (o) => o.lastOffset,
    cell: (o) => dash(o.lastOffset),
  },
  {
    id: 'lag',
    header: 'Lag',
    nowrap: true,
    accessor: (o) => o.lag,
    cell: (o) => dash(o.lag),
    total: (rows) => rows.reduce((sum, o) => sum + (o.lag ?? 0), 0).toLocaleString(),
  },
];

/**
 * Per partition the share-partition start offset (everything before it is delivered and
 * acknowledged) and Kafka's lag; '–' where the share-partition is not initialised yet. Each topic's
 * share state can be deleted (Kafka refuses while members are connected).
 */
export function ShareGroupOffsetsTab({
  clusterId,
  group,
  canDelete,
}: {
  clusterId: string;
  group: ShareGroup;
  canDelete: boolean;
}) {
  const [topic, setTopic] = useState<string>();
  const remove = useDeleteShareTopicOffsets(clusterId, group.id);
  const topics = [
    ...new Set((group.offsets ?? []).filter((o) => o.startOffset !== undefined).map((o) => o.topic)),
  ];
  return (
    <Stack gap="sm">
      {canDelete && topics.length > 0 ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Delete offsets of:
          </Text>
          {topics.map((t) => (
            <Button
              key={t}
              size="xs"
              variant="default"
              onClick={() => setTopic(t)}
              data-testid="share-delete-topic-offsets"
            >
              {t}
            </Button>
          ))}
        </Group>
      ) : null}
      <DataTable
        testId="share-offsets-table"
        columns={columns}
        data={group.offsets ?? []}
        getRowId={(o) => `${o.topic}-${o.partition}`}
        emptyText="No share-partition state: the group has not read any topic yet"
      />
      <ConfirmDialog
        opened={topic !== undefined}
        message={`Delete the offsets of topic '${topic}' for share group '${group.id}'?`}
        loading={remove.isPending}
        onCancel={() => setTopic(undefined)}
        onConfirm={() => topic && remove.mutate(topic, { onSettled: () => setTopic(undefined) })}
      />
    </Stack>
  );
}
