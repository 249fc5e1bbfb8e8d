import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { aclRoutes } from './acls.ts';
import { clusterRoutes } from './cluster.ts';
import { connectRoutes } from './connect.ts';
import { groupRoutes } from './group.ts';
import { ksqldbRoutes } from './ksqldb.ts';
import { nodeRoutes } from './node.ts';
import { overviewRoutes } from './overview.ts';
import { partitionRoutes } from './partition.ts';
import { quotaRoutes } from './quota.ts';
import { schemaRoutes } from './schema.ts';
import { scramRoutes } from './scram.ts';
import { sessionRoutes } from './session.ts';
import { shareGroupRoutes } from './share-group.ts';
import { streamsGroupRoutes } from './streams-group.ts';
import { tailRoutes } from './tail.ts';
import { topicRoutes } from './topic.ts';
import { topicDataRoutes } from './topic-data.ts';
import { unusedConnections } from './unused-connections.ts';

// Every API route module, registered under the API root. One line per area; the permission hook
// refuses any route here that does not declare its permission.
const areas: Array<(api: FastifyInstance, ctx: AppContext) => void> = [sessionRoutes, nodeRoutes];
areas.push(schemaRoutes, connectRoutes);
areas.push(groupRoutes);
areas.push(shareGroupRoutes);
areas.push(topicRoutes);
areas.push(ksqldbRoutes);
areas.push(topicDataRoutes);
areas.push(aclRoutes);
areas.push(tailRoutes);
areas.push(overviewRoutes);
areas.push(partitionRoutes);
areas.push(quotaRoutes, scramRoutes);
areas.push(clusterRoutes);
areas.push(streamsGroupRoutes);
areas.push(unusedConnections);

export function apiRoutes(api: FastifyInstance, ctx: AppContext): void {
  for (const register of areas) register(api, ctx);
}
