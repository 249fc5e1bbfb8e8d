import { ClusterParams } from '../common.ts';
import { ConfigEntries, ConfigUpdate } from '../config-entry.ts';
import { Node, NodeList, NodeParams, NodePartitionCounts } from '../node.ts';
import { P } from '../permissions.ts';
import { LogDirs } from '../topic.ts';
import { operation } from './define.ts';

// Nodes (akhq-api.md §2.6). A node's id is its name for the permission patterns.

const node = [{ at: 'params.nodeId' }] as const;

export const nodeOps = {
  list: operation({
    method: 'GET',
    path: '/:cluster/node',
    params: ClusterParams,
    answer: NodeList,
    permission: P.NODE.READ,
    visible: [{ at: 'nodes', name: 'id' }],
  }),
  partitions: operation({
    method: 'GET',
    path: '/:cluster/node/partitions',
    params: ClusterParams,
    answer: NodePartitionCounts,
    permission: P.NODE.READ,
    visible: [{ at: '', name: 'id' }],
  }),
  get: operation({
    method: 'GET',
    path: '/:cluster/node/:nodeId',
    params: NodeParams,
    answer: Node,
    permission: P.NODE.READ,
    names: node,
  }),
  logs: operation({
    method: 'GET',
    path: '/:cluster/node/:nodeId/logs',
    params: NodeParams,
    answer: LogDirs,
    permission: P.NODE.READ,
    names: node,
    // A broker's log dirs list every topic it holds: only those the caller may read.
    visible: [{ at: '', name: 'topic', need: P.TOPIC.READ }],
  }),
  configs: operation({
    method: 'GET',
    path: '/:cluster/node/:nodeId/configs',
    params: NodeParams,
    answer: ConfigEntries,
    permission: P.NODE.READ_CONFIG,
    names: node,
  }),
  updateConfigs: operation({
    method: 'POST',
    path: '/:cluster/node/:nodeId/configs',
    params: NodeParams,
    body: ConfigUpdate,
    answer: ConfigEntries,
    permission: P.NODE.ALTER_CONFIG,
    names: node,
  }),
};
