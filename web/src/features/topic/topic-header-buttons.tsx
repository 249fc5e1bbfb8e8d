import { can, P } from '@console/contract';
import { Button, Group } from '@mantine/core';
import { IconCopy, IconEraser, IconEye, IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PendingLine } from '../../components/pending-line.tsx';
import { RouterButton } from '../../components/router-links.tsx';
import { AfterPaint } from '../../lib/after-paint.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { useEmptyTopic } from './topic-mutations.ts';
import { topicQueries } from './topic-queries.ts';
import { canEmpty, type TopicTab } from './topic-tabs.ts';

/**
 * Header buttons of the topic detail (spec §2.4), hidden on the configs tab and without TOPIC_DATA
 * READ: Empty Topic (only when cleanup.policy includes delete, after a confirmation), Copy, Live
 * Tail, Increase Partition (partitions tab only) and Produce.
 */
export function TopicHeaderButtons({
  topicId,
  tab,
  partitions,
}: {
  topicId: string;
  tab: TopicTab;
  /** How many partitions Empty Topic deletes records of, said while it runs. */
  partitions: number;
}) {
  const { cluster, roles } = useClusterContext();
  const configs = useQuery({
    ...topicQueries.configs(cluster.id, topicId),
    enabled: can(roles, P.TOPIC.READ_CONFIG) && can(roles, P.TOPIC_DATA.DELETE),
  });
  const [confirming, setConfirming] = useState(false);
  const empty = useEmptyTopic(cluster.id, topicId);
  if (tab === 'configs' || !can(roles, P.TOPIC_DATA.READ)) return null;
  const params = { clusterId: cluster.id, topicId };
  const cleanup = configs.data?.find((c) => c.name === 'cleanup.policy')?.value;
  const create = can(roles, P.TOPIC_DATA.CREATE);

  return (
    <Group gap="xs" wrap="wrap" data-testid="topic-header-buttons">
      {can(roles, P.TOPIC_DATA.DELETE) ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEraser size={16} />}
          disabled={!configs.data || !canEmpty(cleanup)}
          onClick={() => setConfirming(true)}
          data-testid="topic-empty"
        >
          Empty Topic
        </Button>
      ) : null}
      {create ? (
        <RouterButton
          size="xs"
          to="/ui/$clusterId/topic/$topicId/copy"
          params={params}
          variant="default"
          leftSection={<IconCopy size={16} />}
          data-testid="topic-copy"
        >
          Copy Topic
        </RouterButton>
      ) : null}
      <RouterButton
        size="xs"
        to="/ui/$clusterId/tail"
        params={{ clusterId: cluster.id }}
        search={{ topicId }}
        variant="default"
        leftSection={<IconEye size={16} />}
        data-testid="topic-tail"
      >
        Live Tail
      </RouterButton>
      {create && tab === 'partitions' ? (
        <RouterButton
          size="xs"
          to="/ui/$clusterId/topic/$topicId/increasepartition"
          params={params}
          variant="default"
          leftSection={<IconPlus size={16} />}
          data-testid="topic-increase-partition"
        >
          Increase Partition
        </RouterButton>
      ) : null}
      {create ? (
        <RouterButton
          size="xs"
          to="/ui/$clusterId/topic/$topicId/produce"
          params={params}
          leftSection={<IconSend size={16} />}
          data-testid="topic-produce"
        >
          Produce to topic
        </RouterButton>
      ) : null}
      {/* Closed, it shows nothing: it comes after the page's first paint. */}
      <AfterPaint>
        <ConfirmDialog
          opened={confirming}
          message={
            <>
              {`Do you want to empty the topic '${topicId}'?`}
              <PendingLine
                running={empty.isPending}
                label={`Deleting records up to the high watermark on ${partitions} partition${partitions === 1 ? '' : 's'}…`}
                testId="topic-empty-pending"
              />
            </>
          }
          loading={empty.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => empty.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      </AfterPaint>
    </Group>
  );
}
