import {
  type ShareResetRow,
  type ShareResetStrategy,
  ShareResetStrategy as Strategies,
} from '@console/contract';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../components/data-table/index.ts';
import { DateTimePicker } from '../../components/date-time-picker.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useResetShareOffsets, useShareResetPreview } from './share-group-mutations.ts';
import { shareGroupQueries } from './share-group-queries.ts';

const route = getRouteApi('/ui/$clusterId/share-group/$groupId/reset');

const LABELS: Record<ShareResetStrategy, string> = {
  earliest: 'Earliest',
  latest: 'Latest',
  timestamp: 'At a time',
  offset: 'Offset',
};

const dash = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString());

const columns: DataColumn<ShareResetRow>[] = [
  { id: 'topic', header: 'Topic', accessor: (r) => r.topic },
  { id: 'partition', header: 'Partition', nowrap: true, accessor: (r) => r.partition },
  {
    id: 'current',
    header: 'Start offset now',
    nowrap: true,
    accessor: (r) => r.current,
    cell: (r) => dash(r.current),
  },
  {
    id: 'next',
    header: 'New start offset',
    nowrap: true,
    accessor: (r) => r.next,
    cell: (r) => <b>{dash(r.next)}</b>,
  },
  {
    id: 'range',
    header: 'Offsets in the log',
    nowrap: true,
    accessor: (r) => `${r.firstOffset} – ${r.lastOffset}`,
  },
];

/**
 * `/ui/{clusterId}/share-group/{groupId}/reset`: where the share-partition start offsets go
 * (earliest, latest, the first record at a time, or an offset kept inside each partition's range),
 * previewed per partition before anything is set. Kafka sets them only while no member is
 * connected; its refusal is shown beside the button.
 */
export function ShareGroupResetPage() {
  const { clusterId, groupId } = route.useParams();
  const navigate = route.useNavigate();
  const group = useQuery(shareGroupQueries.one(clusterId, groupId));
  const [strategy, setStrategy] = useState<ShareResetStrategy>('earliest');
  const [topics, setTopics] = useState<string[]>([]);
  const [at, setAt] = useState<Date | null>(null);
  const [offset, setOffset] = useState<string | number>('');
  const preview = useShareResetPreview(clusterId, groupId);
  const commit = useResetShareOffsets(clusterId, groupId);
  // Any change of the choice drops the preview: only what is on screen can be committed.
  const changed = () => {
    preview.reset();
    commit.reset();
  };
  const members = group.data?.members?.length ?? 0;
  const ready = (strategy !== 'timestamp' || at !== null) && (strategy !== 'offset' || offset !== '');
  const askPreview = () =>
    preview.mutate({
      strategy,
      ...(topics.length > 0 ? { topics } : {}),
      ...(strategy === 'timestamp' && at ? { timestamp: at.toISOString() } : {}),
      ...(strategy === 'offset' ? { offset: Number(offset) } : {}),
    });
  const apply = (rows: ShareResetRow[]) =>
    commit.mutate(
      rows.map((r) => ({ topic: r.topic, partition: r.partition, offset: r.next })),
      {
        onSuccess: () =>
          navigate({
            to: '/ui/$clusterId/share-group/$groupId/{-$tab}',
            params: { clusterId, groupId, tab: 'partitions' },
          }),
      },
    );

  return (
    <>
      <TitleBar title={`Reset offsets: ${groupId}`} />
      {members > 0 ? (
        <Alert color="orange" mb="md" data-testid="share-reset-active">
          {members} share consumer(s) connected: Kafka refuses to move start offsets until every member has
          left the group.
        </Alert>
      ) : null}
      <Paper withBorder p="md" mb="md">
        <Stack gap="sm">
          <SegmentedControl
            value={strategy}
            onChange={(v) => {
              setStrategy(v as ShareResetStrategy);
              changed();
            }}
            data={Strategies.options.map((value) => ({ value, label: LABELS[value] }))}
            data-testid="share-reset-strategy"
            w="fit-content"
          />
          <Group align="flex-end" gap="sm">
            <MultiSelect
              label="Topics"
              placeholder={topics.length === 0 ? 'Every topic of the group' : undefined}
              data={group.data?.topics ?? []}
              value={topics}
              onChange={(v) => {
                setTopics(v);
                changed();
              }}
              w={360}
              data-testid="share-reset-topics"
            />
            {strategy === 'timestamp' ? (
              <DateTimePicker
                label="First record at or after"
                value={at}
                onChange={(v) => {
                  setAt(v);
                  changed();
                }}
                placeholder="Choose a time"
                testId="share-reset-time"
              />
            ) : null}
            {strategy === 'offset' ? (
              <NumberInput
                label="Offset (kept inside each partition)"
                min={0}
                value={offset}
                onChange={(v) => {
                  setOffset(v);
                  changed();
                }}
                data-testid="share-reset-offset"
              />
            ) : null}
            <Button
              onClick={askPreview}
              disabled={!ready}
              loading={preview.isPending}
              data-testid="share-reset-preview"
            >
              Preview
            </Button>
          </Group>
        </Stack>
      </Paper>
      {preview.data ? (
        <Stack gap="sm">
          <Text size="sm" data-testid="share-reset-summary">
            {preview.data.length} partition(s) would get these start offsets. Nothing is changed until you
            apply them.
          </Text>
          <DataTable
            testId="share-reset-preview-table"
            columns={columns}
            data={preview.data}
            getRowId={(r) => `${r.topic}-${r.partition}`}
          />
          {commit.isError ? (
            <Alert color="red" data-testid="share-reset-error">
              {commit.error.message}
            </Alert>
          ) : null}
          <Group>
            <Button
              color="orange"
              onClick={() => preview.data && apply(preview.data)}
              loading={commit.isPending}
              data-testid="share-reset-apply"
            >
              Apply these offsets
            </Button>
            <Button variant="default" onClick={changed} data-testid="share-reset-cancel">
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : null}
    </>
  );
}
