import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useDeleteGroupTopicOffsets } from './group-mutations.ts';
import { groupQueries, lagByTopic } from './group-queries.ts';

const route = getRouteApi('/ui/$clusterId/group/$groupId/offsetsdelete');

/** `/ui/{clusterId}/group/{groupId}/offsetsdelete` (spec §2.7): delete a topic's offsets, confirmed first. */
export function GroupOffsetsDeletePage() {
  const { clusterId, groupId } = route.useParams();
  const group = useQuery(groupQueries.one(clusterId, groupId));
  const [topic, setTopic] = useState<string>();
  const remove = useDeleteGroupTopicOffsets(clusterId, groupId);
  const topics = group.data ? lagByTopic(group.data) : [];

  return (
    <>
      <TitleBar title={`Delete offsets: ${groupId}`} />
      <Stack gap="sm">
        {group.data && topics.length === 0 ? <Text c="dimmed">No offsets found.</Text> : null}
        {topics.map(({ topic: t, lag }) => (
          <Paper key={t} withBorder p="md" data-testid="offsets-delete-topic" data-topic={t}>
            <Group justify="space-between">
              <Text fw={600}>{t}</Text>
              <Group gap="md">
                <Text size="sm" c="dimmed">
                  Lag: {lag.toLocaleString()}
                </Text>
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setTopic(t)}
                  data-testid="offsets-delete-button"
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={topic !== undefined}
        message={`Do you want to delete all offsets of topic ${topic}?`}
        loading={remove.isPending}
        onCancel={() => setTopic(undefined)}
        onConfirm={() => topic && remove.mutate(topic, { onSettled: () => setTopic(undefined) })}
      />
    </>
  );
}
