import { Loader, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SectionError } from '../../components/section-error.tsx';
import { ksqlQueries } from './ksqldb-queries.ts';

/** Info tab (spec §2.11): server version, Kafka cluster id and service id. For Flink the service id is
 * the console's gateway session (README "Stream SQL"). */
export function KsqlDbInfoTab({ clusterId, ksqldbId }: { clusterId: string; ksqldbId: string }) {
  const info = useQuery(ksqlQueries.info(clusterId, ksqldbId));
  if (info.isPending) return <Loader size="sm" mt="md" data-testid="ksqldb-info-loading" />;
  if (info.isError) {
    return (
      <SectionError
        title={`Stream-SQL engine '${ksqldbId}' failed`}
        error={info.error}
        retrying={info.isFetching}
        onRetry={() => void info.refetch()}
      />
    );
  }
  const rows: Array<[string, string, string | undefined]> = [
    ['serverVersion', 'Server version', info.data.serverVersion],
    ['kafkaClusterId', 'Kafka cluster id', info.data.kafkaClusterId],
    ['ksqlServiceId', 'Service id', info.data.ksqlServiceId],
  ];
  return (
    <Table mt="md" withTableBorder maw={720} data-testid="ksqldb-info">
      <Table.Tbody>
        {rows.map(([id, label, value]) => (
          <Table.Tr key={id}>
            <Table.Th w={200}>{label}</Table.Th>
            <Table.Td data-testid={`ksqldb-info-${id}`}>{value ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
