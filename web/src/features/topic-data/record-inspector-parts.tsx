import { formatBytes, formatRelative, type TopicRecord } from '@console/contract';
import {
  ActionIcon,
  Alert,
  Badge,
  Code,
  CopyButton,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { JsonTree } from '../../components/json-tree.tsx';
import { parseJson, printJson } from '../../components/lossless-json.ts';
import { RouterAnchor } from '../../components/router-links.tsx';
import { hexDump } from './use-inspected-record.ts';

// The pieces of the record inspector: a copy button, a key or value viewer (JSON tree, text, hex),
// the record's facts, and its headers.

export function CopyIcon({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={label}
            data-testid={testId}
            data-copied={copied || undefined}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

type View = 'tree' | 'text' | 'hex';

interface PartProps {
  which: 'key' | 'value';
  text: string | undefined;
  tombstone?: boolean;
  /** The bytes as hex, once asked for (undefined: not loaded or not available). */
  hex: { loading: boolean; hex?: string; unsupported: boolean; error: Error | null };
  onHex: () => void;
  extra?: ReactNode;
}

/** A key or a value: a collapsible tree when it is JSON, its text, or its bytes in hex. */
export function RecordPart({ which, text, tombstone, hex, onHex, extra }: PartProps) {
  const json = useMemo(() => (text ? parseJson(text) : undefined), [text]);
  const nested = json?.kind === 'object' || json?.kind === 'array';
  const [view, setView] = useState<View>(nested ? 'tree' : 'text');
  const title = which === 'key' ? 'Key' : 'Value';
  const shown = view === 'tree' && !nested ? 'text' : view;
  const views = [
    ...(nested ? [{ value: 'tree', label: 'Tree' }] : []),
    { value: 'text', label: 'Text' },
    { value: 'hex', label: 'Hex' },
  ];
  return (
    <Stack gap={4} data-testid={`inspector-${which}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Title order={5}>{title}</Title>
          {extra}
        </Group>
        <Group gap={4} wrap="nowrap">
          <SegmentedControl
            size="xs"
            value={shown}
            onChange={(v) => {
              setView(v as View);
              if (v === 'hex') onHex();
            }}
            data={views}
            data-testid={`inspector-${which}-view`}
          />
          {text !== undefined ? (
            <CopyIcon value={text} label={`Copy the ${which}`} testId={`inspector-copy-${which}`} />
          ) : null}
        </Group>
      </Group>
      {shown === 'hex' ? (
        <HexView {...hex} />
      ) : text === undefined ? (
        <Text size="sm" c="dimmed" fs="italic" data-testid={`inspector-${which}-text`}>
          {which === 'value' && tombstone !== false ? 'null (a tombstone: no value)' : 'null (no key)'}
        </Text>
      ) : text === '' ? (
        <Text size="sm" c="dimmed" fs="italic" data-testid={`inspector-${which}-text`}>
          empty (0 bytes)
        </Text>
      ) : shown === 'tree' && json ? (
        <Code block p="xs" style={{ maxHeight: 480, overflow: 'auto' }}>
          <JsonTree node={json} />
        </Code>
      ) : (
        <Code
          block
          style={{ maxHeight: 480, overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid={`inspector-${which}-text`}
        >
          {json ? printJson(json) : text}
        </Code>
      )}
    </Stack>
  );
}

function HexView({ loading, hex, unsupported, error }: PartProps['hex']) {
  if (loading) return <Loader size="sm" />;
  if (error)
    return (
      <Text c="red" size="sm">
        {error.message}
      </Text>
    );
  if (unsupported || hex === undefined)
    return (
      <Text size="sm" c="dimmed" data-testid="inspector-hex-unavailable">
        This server does not send the raw bytes (no HEX deserializer).
      </Text>
    );
  if (hex === '')
    return (
      <Text size="sm" c="dimmed">
        No bytes.
      </Text>
    );
  const dump = hexDump(hex);
  return (
    <Stack gap={2}>
      <Code block style={{ maxHeight: 480, overflow: 'auto', whiteSpace: 'pre' }} data-testid="inspector-hex">
        {dump.text}
      </Code>
      {dump.cut ? (
        <Text size="xs" c="dimmed">
          First 64 KB shown.
        </Text>
      ) : null}
    </Stack>
  );
}

const size = (bytes: number | undefined) => {
  if (bytes === undefined) return undefined;
  if (bytes < 0) return 'null';
  const exact = `${bytes.toLocaleString()} B`;
  return bytes < 1024 ? exact : `${formatBytes(bytes)} (${exact})`;
};

/** The facts of a record: where it is, when, how big, and how it was read. */
export function RecordFacts({
  record,
  clusterId,
  linkable,
}: {
  record: TopicRecord;
  clusterId: string;
  linkable: boolean;
}) {
  const schema = (subject?: string, id?: string, version?: number) =>
    subject ? (
      <Group gap={6}>
        {linkable ? (
          <RouterAnchor
            to="/ui/$clusterId/schema/details/$subject/{-$tab}"
            params={{ clusterId, subject }}
            size="sm"
          >
            {subject}
          </RouterAnchor>
        ) : (
          <Text size="sm">{subject}</Text>
        )}
        {version !== undefined ? (
          <Badge size="xs" variant="light">
            v{version}
          </Badge>
        ) : null}
        {id ? (
          <Text size="xs" c="dimmed">
            id {id}
          </Text>
        ) : null}
      </Group>
    ) : undefined;
  const rows: [string, ReactNode | undefined][] = [
    ['Partition', String(record.partition)],
    ['Offset', record.offset.toLocaleString()],
    [
      'Timestamp',
      <Stack gap={0} key="ts">
        <Text size="sm" ff="monospace">
          {record.timestamp}
        </Text>
        <Text size="xs" c="dimmed">
          {new Date(record.timestamp).toLocaleString()} · {formatRelative(new Date(record.timestamp))}
        </Text>
      </Stack>,
    ],
    ['Timestamp type', record.timestampType],
    ['Key size', size(record.keySize)],
    ['Value size', size(record.valueSize)],
    // The server marks tombstones only; a record with a value is not one.
    [
      'Tombstone',
      record.tombstone
        ? 'yes (null value)'
        : record.value !== undefined || (record.valueSize ?? -1) >= 0
          ? 'no'
          : undefined,
    ],
    ['Key read as', record.keyFormat],
    ['Key schema', schema(record.keySubject, record.keySchemaId, record.keySchemaVersion)],
    ['Value read as', record.valueFormat],
    ['Value schema', schema(record.valueSubject, record.valueSchemaId, record.valueSchemaVersion)],
  ];
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={2} data-testid="inspector-facts">
        <Table.Tbody>
          {rows
            .filter(([, v]) => v !== undefined)
            .map(([name, v]) => (
              <Table.Tr key={name} data-testid="inspector-fact" data-name={name}>
                <Table.Td w={140}>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>{typeof v === 'string' ? <Text size="sm">{v}</Text> : v}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      {record.exceptions?.map((e) => (
        <Alert key={e} color="red" p="xs" data-testid="inspector-exception">
          {e}
        </Alert>
      ))}
    </Stack>
  );
}

export function RecordHeaders({ record }: { record: TopicRecord }) {
  const headers = record.headers ?? [];
  return (
    <Stack gap={4} data-testid="inspector-headers">
      <Group justify="space-between">
        <Title order={5}>Headers ({headers.length})</Title>
        {headers.length > 0 ? (
          <CopyIcon
            value={JSON.stringify(headers, null, 2)}
            label="Copy the headers (JSON)"
            testId="inspector-copy-headers"
          />
        ) : null}
      </Group>
      {headers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No headers.
        </Text>
      ) : (
        <Table withTableBorder layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="35%">Key</Table.Th>
              <Table.Th>Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map((h, i) => (
              <Table.Tr key={String(i)} data-testid="inspector-header">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{h.key}</Table.Td>
                <Table.Td
                  style={{ overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}
                >
                  {h.value ?? (
                    <Text span c="dimmed" fs="italic" size="sm">
                      null
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
