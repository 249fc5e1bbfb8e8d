import { type IncreasePartitionsForm, type TopicCreateForm, topicCreateBody } from '@console/contract';
import { topicOps } from '@console/contract/api/topic';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { topicKeys } from './topic-queries.ts';

// The changes of the topic area (spec §2.4), one hook per operation with its success text (spec
// §8) and what it makes stale. A topic's changes show in the list as well, so most refresh it all.

/** 'Create a topic' from the create form: AKHQ UI's body (cleanup.policy, retention.ms in configs). */
export function useCreateTopic(cluster: string) {
  return useOperation(topicOps.create, {
    input: (form: TopicCreateForm) => ({ params: { cluster }, body: topicCreateBody(cluster, form) }),
    success: (_, form) => `Topic '${form.name}' is created`,
    invalidates: () => [topicKeys.all(cluster)],
  });
}

/** Delete a topic (list row action, after a confirmation). */
export function useDeleteTopic(cluster: string) {
  return useOperation(topicOps.delete, {
    input: (topic: string) => ({ params: { cluster, topic } }),
    success: (_, topic) => `Topic '${topic}' is deleted`,
    invalidates: () => [topicKeys.all(cluster)],
  });
}

/** Empty Topic: deletes every record up to the current end offsets. */
export function useEmptyTopic(cluster: string, topic: string) {
  return useOperation(topicOps.empty, {
    input: () => ({ params: { cluster, topic } }),
    success: () => `Topic '${topic}' will be emptied`,
    invalidates: () => [topicKeys.all(cluster)],
  });
}

/** The increase-partition form: the new total count. */
export function useIncreasePartitions(cluster: string, topic: string) {
  return useOperation(topicOps.increasePartitions, {
    input: (form: IncreasePartitionsForm) => ({ params: { cluster, topic }, body: form }),
    success: (_, form) => `Topic '${topic}' now has ${form.partition} partitions`,
    invalidates: () => [topicKeys.all(cluster)],
  });
}

/** 'Update configs' of the configs tab: only the changed values, with the ids AKHQ's UI sends. */
export function useUpdateTopicConfigs(cluster: string, topic: string) {
  return useOperation(topicOps.updateConfigs, {
    input: (configs: Record<string, string>) => ({
      params: { cluster, topic },
      body: { clusterId: cluster, topicId: topic, configs },
    }),
    success: () => `Topic configs '${topic}' updated successfully`,
    invalidates: () => [topicKeys.one(cluster, topic)],
  });
}

/**
 * Bulk delete or empty of the selected topics (one confirmation for all): each is asked in turn,
 * one success text names them all, and the first refusal is reported with the others' result.
 */
export function useBulkTopics(cluster: string, action: 'delete' | 'empty') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (topics: string[]) => {
      const op = action === 'delete' ? topicOps.delete : topicOps.empty;
      const done: string[] = [];
      let failure: unknown;
      for (const topic of topics) {
        try {
          await call(op, { params: { cluster, topic } });
          done.push(topic);
        } catch (error) {
          failure ??= error;
        }
      }
      await client.invalidateQueries({ queryKey: topicKeys.all(cluster) });
      if (done.length > 0) {
        const names = done.map((t) => `'${t}'`).join(', ');
        notifySuccess(action === 'delete' ? `Topics ${names} are deleted` : `Topics ${names} are emptied`);
      }
      if (failure) throw failure;
    },
  });
}
