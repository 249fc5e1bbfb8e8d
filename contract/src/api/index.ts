import { aclOps } from './acl-ops.ts';
import { clusterOps } from './cluster-ops.ts';
import { connectOps } from './connect-ops.ts';
import type { OperationDef } from './define.ts';
import { groupOps } from './group-ops.ts';
import { ksqldbOps } from './ksqldb-ops.ts';
import { nodeOps } from './node-ops.ts';
import { overviewOps } from './overview-ops.ts';
import { partitionOps } from './partition-ops.ts';
import { quotaOps } from './quota-ops.ts';
import { schemaOps } from './schema-ops.ts';
import { scramOps } from './scram-ops.ts';
import { sessionOps } from './session-ops.ts';
import { shareGroupOps } from './share-group-ops.ts';
import { streamsGroupOps } from './streams-group-ops.ts';
import { topicDataOps } from './topic-data-ops.ts';
import { topicOps } from './topic-ops.ts';

export * from './define.ts';

/** The route table: every API operation, by area and name (`ops.topic.delete`). */
export const ops = {
  session: sessionOps,
  node: nodeOps,
  topic: topicOps,
  topicData: topicDataOps,
  group: groupOps,
  shareGroup: shareGroupOps,
  acl: aclOps,
  schema: schemaOps,
  connect: connectOps,
  ksqldb: ksqldbOps,
  overview: overviewOps,
  partition: partitionOps,
  quota: quotaOps,
  scram: scramOps,
  cluster: clusterOps,
  streamsGroup: streamsGroupOps,
};

/** Every operation with its `area.name`, for the server's completeness check and the permission walk. */
export function allOperations(): Array<{ id: string; op: OperationDef }> {
  return Object.entries(ops).flatMap(([area, table]) =>
    Object.entries(table as Record<string, OperationDef>).map(([name, op]) => ({
      id: `${area}.${name}`,
      op,
    })),
  );
}
