import type { Admin, Connection } from '@platformatic/kafka';
import { unreachable } from '../errors.ts';

/**
 * A connection to one live broker, for requests any broker answers (ApiVersions, DescribeQuorum,
 * UpdateFeatures, SCRAM credentials). `connectToBrokers(null)` fails as a whole when a single
 * broker is down, which would take the quorum screen down exactly when an operator needs it;
 * brokers are tried in turn. None reachable is a 502 saying so (as controller-connection.ts), not
 * a plain Error (a 500).
 */
export async function anyBroker(admin: Admin): Promise<Connection> {
  const metadata = await admin.metadata({ topics: [] });
  const ids = [...metadata.brokers.keys()].sort((a, b) => a - b);
  if (ids.length === 0) throw unreachable('The cluster lists no broker');
  let failure = '';
  for (const id of ids) {
    try {
      const connection = (await admin.connectToBrokers([id])).get(id);
      if (connection) return connection;
    } catch (error) {
      failure = `: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  throw unreachable(`No broker of the cluster (nodes ${ids.join(', ')}) could be reached${failure}`);
}

/** The connection to one node (a group's coordinator); none is a 502 naming the node and its role. */
export async function brokerConnection(admin: Admin, nodeId: number, role: string): Promise<Connection> {
  const connection = await admin
    .connectToBrokers([nodeId])
    .then((all) => all.get(nodeId))
    .catch(() => undefined);
  if (!connection) throw unreachable(`${role} (node ${nodeId}) is unreachable`);
  return connection;
}
