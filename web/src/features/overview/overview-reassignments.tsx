import { type ClusterOverview, can, type FlatRoles, P } from '@console/contract';
import { Paper, Table, Text, Title } from '@mantine/core';
import { RouterAnchor } from '../../components/router-links.tsx';

const list = (ids: number[]) => (ids.length > 0 ? ids.join(', ') : '–');

/** Partition moves in progress (issue 16), of the topics the caller may read; hidden when there are none. */
export function OverviewReassignments({
  overview,
  clusterId,
  roles,
}: {
  overview: ClusterOverview;
  clusterId: string;
  roles: FlatRoles;
}) {
  const moves = overview.reassignments ?? [];
  if (moves.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="overview-reassignments">
      <Title order={4} mb="xs">
        Reassignments in progress
      </Title>
      <Table striped withTableBorder={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Topic</Table.Th>
            <Table.Th>Partition</Table.Th>
            <Table.Th>Replicas</Table.Th>
            <Table.Th>Adding</Table.Th>
            <Table.Th>Removing</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {moves.slice(0, 50).map((m) => (
            <Table.Tr
              key={`${m.topic}:${m.partition}`}
              data-testid={`overview-move-${m.topic}-${m.partition}`}
            >
              <Table.Td>
                {can(roles, P.TOPIC.REASSIGN) ? (
                  <RouterAnchor
                    to="/ui/$clusterId/topic/$topicId/reassign"
                    params={{ clusterId, topicId: m.topic }}
                  >
                    {m.topic}
                  </RouterAnchor>
                ) : (
                  m.topic
                )}
              </Table.Td>
              <Table.Td>{m.partition}</Table.Td>
              <Table.Td>{list(m.replicas)}</Table.Td>
              <Table.Td>{list(m.adding)}</Table.Td>
              <Table.Td>{list(m.removing)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {moves.length > 50 ? (
        <Text size="xs" c="dimmed">
          {moves.length - 50} more partition(s) moving.
        </Text>
      ) : null}
    </Paper>
  );
}
