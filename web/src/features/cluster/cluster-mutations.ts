import { clusterOps } from '@console/contract/api/cluster';
import { useOperation } from '../../lib/use-operation.ts';
import { clusterKeys } from './cluster-queries.ts';

export interface FeatureLevel {
  feature: string;
  level: number;
}

/** The dry run shown in the confirmation before an upgrade: silent, changes nothing. */
export function useFeatureDryRun(cluster: string) {
  return useOperation(clusterOps.updateFeature, {
    input: ({ feature, level }: FeatureLevel) => ({
      params: { cluster },
      body: { feature, level, validateOnly: true },
    }),
  });
}

/** 'Upgrade' of a feature level, once the user confirmed the dry run's answer. */
export function useFeatureUpgrade(cluster: string) {
  return useOperation(clusterOps.updateFeature, {
    input: ({ feature, level }: FeatureLevel) => ({ params: { cluster }, body: { feature, level } }),
    success: (answer) => `Feature '${answer.feature}' is now at level ${answer.to}`,
    // Other screens read the levels too: the streams-group page's support verdict (streams.version)
    // and the node pages (their ApiVersions and configs). Raw keys, as features/streams-group and
    // features/node build them (streamsGroupKeys.support, nodeKeys.all).
    invalidates: () => [
      clusterKeys.features(cluster),
      ['cluster', cluster, 'streams-group', 'support'],
      ['cluster', cluster, 'node'],
    ],
  });
}
