import type { Admin, Connection } from '@platformatic/kafka';
import { unreachable } from '../errors.ts';

// The connection to the controller the metadata names, for the admin calls that must go there
// (ListPartitionReassignments, AlterPartitionReassignments, ElectLeaders). In KRaft the metadata
// names a broker, which forwards them to the active controller. Without a connection the cluster
// cannot serve the call now: a 502 saying so, not a 500.

export async function controllerConnection(admin: Admin): Promise<Connection> {
  const { controllerId } = await admin.metadata({ topics: [] });
  if (controllerId === undefined || controllerId < 0)
    throw unreachable('The cluster names no controller: it cannot move replicas or elect leaders now');
  const connection = (await admin.connectToBrokers([controllerId])).get(controllerId);
  if (!connection) throw unreachable(`The controller (node ${controllerId}) is unreachable`);
  return connection;
}
