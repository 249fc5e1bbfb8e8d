import { formatRelative, type TopicRecord } from '@console/contract';
import { Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import type { DataColumn } from '../../components/data-table/index.ts';
import { NowrapGroup, PlainBadge, PlainButton, PlainText } from '../../components/data-table/light.tsx';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { prettyJson, previewText } from '../../components/lossless-json.ts';
import { RouterBadge } from '../../components/router-links.tsx';

// Columns of the data tab (spec §2.4): Key, Value, Timestamp, Partition, Offset, Headers, Schema.
// Readable at 1366 px (issue 14 item 7): one line per record, the value takes every pixel the other
// columns leave (a fixed table layout), JSON previews are spaced between tokens, the Schema and
// Headers columns are there only when a shown record has one, the other time format is in the
// tooltip, and a click on a key or value opens the record inspector.
// Record content is rendered as text, never as HTML (design.md §7).

export const recordId = (r: TopicRecord) => `${r.partition}-${r.offset}`;

const mono = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' };
const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
// The value cell's Stack (gap 0), as the DOM Mantine renders for it: see data-table/light.tsx.
const STACK = `${Stack.classes.root} mantine-Stack-root`;
const stackVars = {
  '--stack-gap': '0rem',
  '--stack-align': 'stretch',
  '--stack-justify': 'flex-start',
  overflow: 'hidden',
} as CSSProperties;

/** A schema badge per decoded side, linking to the subject (not for a GLUE registry). */
export function SchemaBadges({
  record,
  clusterId,
  linkable,
}: {
  record: TopicRecord;
  clusterId: string;
  linkable: boolean;
}) {
  const subjects = [
    ['key', record.keySubject, record.keySchemaId, record.keySchemaVersion],
    ['value', record.valueSubject, record.valueSchemaId, record.valueSchemaVersion],
  ] as const;
  return (
    <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
      {subjects.map(([kind, subject, id, version]) => {
        if (!subject) return null;
        const title = `${kind} schema ${subject}${version ? ` version ${version}` : ''}, id ${id}`;
        const look = {
          variant: 'light' as const,
          tt: 'none' as const,
          title,
          maw: '100%',
          styles: { label: oneLine },
          'data-testid': `schema-badge-${kind}`,
        };
        return linkable ? (
          <RouterBadge
            key={kind}
            to="/ui/$clusterId/schema/details/$subject/{-$tab}"
            params={{ clusterId, subject }}
            {...look}
          >
            {subject}
          </RouterBadge>
        ) : (
          <Badge key={kind} {...look}>
            {subject}
          </Badge>
        );
      })}
    </Group>
  );
}

/** A key or value as one line; null, empty and cut values say so. */
function Preview({
  text,
  tombstone,
  truncated,
}: {
  text: string | undefined;
  tombstone?: boolean;
  truncated?: boolean;
}) {
  if (text === undefined)
    return (
      <Text size="xs" c="dimmed" fs="italic">
        {tombstone ? 'null (tombstone)' : 'null'}
      </Text>
    );
  if (text === '')
    return (
      <Text size="xs" c="dimmed" fs="italic">
        empty
      </Text>
    );
  return (
    <NowrapGroup gap={4}>
      {truncated ? (
        <Badge size="xs" color="orange" variant="light" title="Cut in lists: the inspector shows it whole">
          cut
        </Badge>
      ) : null}
      <PlainText style={{ ...mono, ...oneLine }} title={text.length > 2000 ? undefined : text}>
        {previewText(text)}
      </PlainText>
    </NowrapGroup>
  );
}

export function formatTimestamp(iso: string, isoTime: boolean): string {
  return isoTime ? iso : formatRelative(new Date(iso));
}

/** A cell that opens the record in the inspector when clicked. */
function Opens({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <PlainButton
      onClick={onOpen}
      title="Open in the record inspector"
      style={{ overflow: 'hidden', display: 'block', width: '100%' }}
      data-testid="record-open"
    >
      {children}
    </PlainButton>
  );
}

export interface ColumnOptions {
  clusterId: string;
  isoTime: boolean;
  registryLinks: boolean;
  /** The records shown: a column empty for all of them (schema, headers) is left out. */
  records: readonly TopicRecord[];
  open: (r: TopicRecord) => void;
}

export function recordColumns({
  clusterId,
  isoTime,
  registryLinks,
  records,
  open,
}: ColumnOptions): DataColumn<TopicRecord>[] {
  const withSchema = records.some((r) => r.keySubject || r.valueSubject);
  const withHeaders = records.some((r) => (r.headers?.length ?? 0) > 0);
  const columns: DataColumn<TopicRecord>[] = [
    {
      id: 'key',
      header: 'Key',
      accessor: (r) => r.key,
      cell: (r) => (
        <Opens onOpen={() => open(r)}>
          <Preview text={r.key} />
        </Opens>
      ),
      width: '10%',
    },
    {
      id: 'value',
      header: 'Value',
      accessor: (r) => r.value,
      cell: (r) => (
        <div className={STACK} style={stackVars}>
          <Opens onOpen={() => open(r)}>
            <Preview
              text={r.value}
              tombstone={r.tombstone ?? r.value === undefined}
              truncated={r.truncated}
            />
          </Opens>
          {r.exceptions?.map((e) => (
            <Text key={e} size="xs" c="red" style={oneLine} title={e} data-testid="record-exception">
              {e}
            </Text>
          ))}
        </div>
      ),
    },
    {
      id: 'timestamp',
      header: 'Timestamp',
      accessor: (r) => r.timestamp,
      cell: (r) => (
        <LazyTooltip
          label={`${formatTimestamp(r.timestamp, !isoTime)}${r.timestampType ? ` · ${r.timestampType}` : ''}`}
          openDelay={300}
        >
          <PlainText size="xs" style={oneLine}>
            {formatTimestamp(r.timestamp, isoTime)}
          </PlainText>
        </LazyTooltip>
      ),
      sortable: true,
      width: isoTime ? 172 : 124,
    },
    { id: 'partition', header: 'Partition', accessor: (r) => r.partition, sortable: true, width: 84 },
    { id: 'offset', header: 'Offset', accessor: (r) => r.offset, sortable: true, width: 72 },
  ];
  if (withHeaders)
    columns.push({
      id: 'headers',
      header: 'Headers',
      accessor: (r) => r.headers?.length ?? 0,
      cell: (r) => (
        <PlainBadge variant="outline" size="sm">
          {r.headers?.length ?? 0}
        </PlainBadge>
      ),
      width: 64,
    });
  if (withSchema)
    columns.push({
      id: 'schema',
      header: 'Schema',
      accessor: (r) => r.valueSubject ?? r.keySubject,
      cell: (r) => <SchemaBadges record={r} clusterId={clusterId} linkable={registryLinks} />,
      readOnly: true,
      width: 130,
    });
  return columns;
}

/** The expanded row: the value as formatted JSON and the headers as key/value rows. */
export function RecordDetails({ record }: { record: TopicRecord }) {
  return (
    <Stack gap="xs" data-testid="record-details">
      <Code block style={{ maxHeight: 400, overflow: 'auto' }} data-testid="record-value-json">
        {record.value === undefined ? 'null' : prettyJson(record.value)}
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
            {record.headers.map((h, i) => (
              // Header keys may repeat: the position tells the rows apart.
              <Table.Tr key={String(i)}>
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
