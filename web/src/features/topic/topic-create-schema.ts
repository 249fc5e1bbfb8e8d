import { TopicName } from '@console/contract';
import { z } from 'zod';

// The create form of spec §3/§5: name required (Kafka's naming rules), partitions and replication
// at least 1, a cleanup policy, retention in ms. Defaults of spec §9, then the server's defaults.

export const CLEANUP_POLICIES = {
  delete: 'delete',
  compact: 'compact',
  deleteAndCompact: 'compact,delete',
} as const;
export type CleanupChoice = keyof typeof CLEANUP_POLICIES;

export const TopicCreateForm = z.object({
  name: TopicName,
  partition: z.number({ error: 'Partitions is required' }).int().min(1, 'At least 1 partition'),
  replication: z.number({ error: 'Replication is required' }).int().min(1, 'Replication is at least 1'),
  cleanup: z.enum(['delete', 'compact', 'deleteAndCompact'], { error: 'Cleanup policy is required' }),
  retention: z.number({ error: 'Retention must be a number' }).int().min(-1, 'Retention is -1 or more'),
});
export type TopicCreateForm = z.infer<typeof TopicCreateForm>;

export const CREATE_DEFAULTS: TopicCreateForm = {
  name: '',
  partition: 1,
  replication: 1,
  cleanup: 'delete',
  retention: 86_400_000,
};

/** The request body AKHQ's UI sends: cleanup.policy and retention.ms in `configs`. */
export function toCreateBody(form: TopicCreateForm) {
  return {
    name: form.name,
    partition: form.partition,
    replication: form.replication,
    configs: { 'cleanup.policy': CLEANUP_POLICIES[form.cleanup], 'retention.ms': String(form.retention) },
  };
}
