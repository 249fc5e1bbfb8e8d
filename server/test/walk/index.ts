import { aclWalk } from './acl-walk.ts';
import { clusterWalk } from './cluster-walk.ts';
import { connectWalk } from './connect-walk.ts';
import { groupWalk } from './group-walk.ts';
import { ksqldbWalk } from './ksqldb-walk.ts';
import { nodeWalk } from './node-walk.ts';
import { overviewWalk } from './overview-walk.ts';
import { quotaWalk } from './quota-walk.ts';
import { partitionWalk } from './reassignment-walk.ts';
import { schemaWalk } from './schema-walk.ts';
import { scramWalk } from './scram-walk.ts';
import { sessionWalk } from './session-walk.ts';
import { shareGroupWalk } from './share-group-walk.ts';
import { streamsGroupWalk } from './streams-group-walk.ts';
import { topicDataWalk } from './topic-data-walk.ts';
import { topicWalk } from './topic-walk.ts';
import type { WalkFixtures } from './walk-types.ts';

/** The walk's fixtures by area, keyed as the route table (`ops.topicData` -> `topicData`). */
export const walks: Record<string, WalkFixtures> = {
  session: sessionWalk,
  node: nodeWalk,
  topic: topicWalk,
  topicData: topicDataWalk,
  group: groupWalk,
  shareGroup: shareGroupWalk,
  acl: aclWalk,
  schema: schemaWalk,
  connect: connectWalk,
  ksqldb: ksqldbWalk,
  overview: overviewWalk,
  quota: quotaWalk,
  scram: scramWalk,
  partition: partitionWalk,
  cluster: clusterWalk,
  streamsGroup: streamsGroupWalk,
};
