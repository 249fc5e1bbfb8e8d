import { formatRelative, type TopicRecord } from '@console/contract';
import { Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { RouterBadge } from '../../components/router-links.tsx';

// Columns of the data tab (spec §2.4): Key, Value, Timestamp, Partition, Offset, Headers, Schema.
// Record content is rendered as text, never as HTML (design.md §7).

export const recordId = (r: TopicRecord) => `${r.partition}-${r.offset}`;

function pretty(value: string | undefined): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

function SchemaBadges({
  record,
  clusterId,
  linkable,
}: {
  record: TopicRecord;
  clusterId: string;
  linkable: boolean;
}) {
  const subjects = [
    ['key', record.keySubject, record.keySchemaId],
    ['value', record.valueSubject, record.valueSchemaId],
  ] as const;
  return (
    <Group gap={4}>
      {subjects.map(([kind, subject, id]) =>
        subject ? (
          linkable ? (
            <RouterBadge
              key={kind}
              to="/ui/$clusterId/schema/details/$subject/{-$tab}"
              params={{ clusterId, subject }}
              variant="light"
              tt="none"
              title={`${kind} schema ${subject}, id ${id}`}
              styles={{ label: { overflow: 'visible' } }}
              data-testid={`schema-badge-${kind}`}
            >
              {subject}
            </RouterBadge>
          ) : (
            <Badge
              key={kind}
              title={`${kind} schema ${subject}, id ${id}`}
              variant="light"
              tt="none"
              styles={{ label: { overflow: 'visible' } }}
              data-testid={`schema-badge-${kind}`}
            >
              {subject}
            </Badge>
          )
        ) : null,
      )}
    </Group>
  );
}

export function recordColumns(
  clusterId: string,
  isoTime: boolean,
  registryLinks: boolean,
): DataColumn<TopicRecord>[] {
  return [
    {
      id: 'key',
      header: 'Key',
      accessor: (r) => r.key,
      cell: (r) =>
        r.key === undefined ? (
          <Text c="dimmed" size="sm">
            null
          </Text>
        ) : (
          <Text size="sm" ff="monospace" maw={200} truncate="end" title={r.key}>
            {r.key}
          </Text>
        ),
      width: 130,
    },
    {
      id: 'value',
      header: 'Value',
      accessor: (r) => r.value,
      cell: (r) => (
        <Stack gap={2} miw={240}>
          <Text size="sm" lineClamp={3} style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {r.value ?? 'null'}
          </Text>
          {r.exceptions?.map((e) => (
            <Text key={e} size="xs" c="red" data-testid="record-exception">
              {e}
            </Text>
          ))}
        </Stack>
      ),
      width: '45%',
    },
    {
      id: 'timestamp',
      header: 'Timestamp',
      accessor: (r) => r.timestamp,
      cell: (r) => (
        <Text size="sm" title={r.timestamp} style={{ whiteSpace: 'nowrap' }}>
          {isoTime ? r.timestamp : formatRelative(new Date(r.timestamp))}
        </Text>
      ),
      sortable: true,
    },
    { id: 'partition', header: 'Partition', accessor: (r) => r.partition, sortable: true, width: 70 },
    { id: 'offset', header: 'Offset', accessor: (r) => r.offset, sortable: true, width: 70 },
    {
      id: 'headers',
      header: 'Headers',
      accessor: (r) => r.headers?.length ?? 0,
      cell: (r) => <Badge variant="outline">{r.headers?.length ?? 0}</Badge>,
      width: 90,
    },
    {
      id: 'schema',
      header: 'Schema',
      accessor: (r) => r.valueSubject ?? r.keySubject,
      cell: (r) => <SchemaBadges record={r} clusterId={clusterId} linkable={registryLinks} />,
      readOnly: true,
      width: 230,
    },
  ];
}

/** The expanded row: the value as formatted JSON and the headers as key/value rows. */
export function RecordDetails({ record }: { record: TopicRecord }) {
  return (
    <Stack gap="xs" data-testid="record-details">
      <Code block style={{ maxHeight: 400, overflow: 'auto' }} data-testid="record-value-json">
        {pretty(record.value)}
      </Code>
      {record.headers && record.headers.length > 0 ? (
        <Table withTableBorder data-testid="record-headers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Header key</Table.Th>
              <Table.Th>Header value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {record.headers.map((h) => (
              // Header keys may repeat; key and value together tell the rows apart well enough.
              <Table.Tr key={`${h.key}\u0000${h.value ?? ''}`}>
                <Table.Td>{h.key}</Table.Td>
                <Table.Td>{h.value ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
