import { ClusterFeatures, ClusterQuorum, FeatureUpdate, FeatureUpdateResult } from '../cluster.ts';
import { ClusterParams } from '../common.ts';
import { P } from '../permissions.ts';
import { operation } from './define.ts';

// The KRaft metadata quorum and the cluster's feature levels (issue 16). They name nothing the
// patterns match: CLUSTER READ shows them, CLUSTER UPDATE_FEATURE raises a feature level.

export const clusterOps = {
  quorum: operation({
    method: 'GET',
    path: '/:cluster/cluster/quorum',
    params: ClusterParams,
    answer: ClusterQuorum,
    permission: P.CLUSTER.READ,
  }),
  features: operation({
    method: 'GET',
    path: '/:cluster/cluster/features',
    params: ClusterParams,
    answer: ClusterFeatures,
    permission: P.CLUSTER.READ,
  }),
  updateFeature: operation({
    method: 'POST',
    path: '/:cluster/cluster/features',
    params: ClusterParams,
    body: FeatureUpdate,
    answer: FeatureUpdateResult,
    permission: P.CLUSTER.UPDATE_FEATURE,
  }),
};
