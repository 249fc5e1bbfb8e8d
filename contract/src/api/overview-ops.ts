import { ClusterParams } from '../common.ts';
import { GroupParams } from '../group.ts';
import {
  ClusterHealth,
  ClusterOverview,
  GroupLagHistory,
  RecordRates,
  RecordRatesQuery,
} from '../overview.ts';
import { P } from '../permissions.ts';
import { operation } from './define.ts';

// The cluster overview (issue 15). Cluster-level figures need NODE READ; the names inside an
// answer (topics with issues, busiest topics, laggiest groups) are filtered by the caller's patterns.

export const overviewOps = {
  get: operation({
    method: 'GET',
    path: '/:cluster/overview',
    params: ClusterParams,
    answer: ClusterOverview,
    permission: P.NODE.READ,
    visible: [
      { at: 'topicIssues', name: 'name', need: P.TOPIC.READ },
      { at: 'topLag', name: 'group', need: P.CONSUMER_GROUP.READ },
      { at: 'reassignments', name: 'topic', need: P.TOPIC.READ },
    ],
  }),
  /** The sidebar's dot: reachability and trouble from the sampler's last round, like `GET /health`. */
  health: operation({
    method: 'GET',
    path: '/:cluster/overview/health',
    params: ClusterParams,
    answer: ClusterHealth,
    permission: 'public',
  }),
  rates: operation({
    method: 'GET',
    path: '/:cluster/overview/rates',
    params: ClusterParams,
    query: RecordRatesQuery,
    answer: RecordRates,
    permission: P.NODE.READ,
    names: [{ at: 'query.topics', need: P.TOPIC.READ }],
    visible: [{ at: 'topics', name: 'name', need: P.TOPIC.READ }],
  }),
  groupLag: operation({
    method: 'GET',
    path: '/:cluster/overview/group/:groupId/lag',
    params: GroupParams,
    answer: GroupLagHistory,
    permission: P.CONSUMER_GROUP.READ,
    names: [{ at: 'params.groupId' }],
    visible: [{ at: 'topics', name: 'name', need: P.TOPIC.READ }],
  }),
};
