import type { Admin, Connection } from '@platformatic/kafka';

/**
 * A connection to one live broker, for requests any broker answers (ApiVersions, DescribeQuorum,
 * UpdateFeatures). `connectToBrokers(null)` fails as a whole when a single broker is down, which
 * would take the quorum screen down exactly when an operator needs it; brokers are tried in turn.
 */
export async function anyBroker(admin: Admin): Promise<Connection> {
  const metadata = await admin.metadata({ topics: [] });
  let failure: unknown = new Error('the cluster listed no broker');
  for (const id of metadata.brokers.keys()) {
    try {
      const connection = (await admin.connectToBrokers([id])).get(id);
      if (connection) return connection;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
