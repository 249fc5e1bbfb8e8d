import { Badge, Code, Group, Text } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import type { TailRow } from './tail-buffer.ts';

/** Columns of spec §2.5: topic, key, timestamp, partition, offset, headers, value. */
export const tailColumns: DataColumn<TailRow>[] = [
  { id: 'topic', header: 'Topic', accessor: (r) => r.topic?.name ?? '' },
  { id: 'key', header: 'Key', accessor: (r) => r.key ?? '' },
  { id: 'timestamp', header: 'Timestamp', accessor: (r) => r.timestamp },
  { id: 'partition', header: 'Partition', accessor: (r) => r.partition },
  { id: 'offset', header: 'Offset', accessor: (r) => r.offset },
  {
    id: 'headers',
    header: 'Headers',
    accessor: (r) => r.headers?.length ?? 0,
    cell: (r) => (
      <Group gap={4}>
        {(r.headers ?? []).map((h) => (
          <Badge key={h.key} variant="light" tt="none" size="sm">
            {h.key}: {h.value}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    id: 'value',
    header: 'Value',
    accessor: (r) => r.value ?? '',
    cell: (r) =>
      r.value === undefined ? (
        <Text c="dimmed" size="sm">
          null
        </Text>
      ) : (
        <Code
          block
          style={{ maxHeight: 80, overflow: 'hidden', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {r.value.length > 500 ? `${r.value.slice(0, 500)}…` : r.value}
        </Code>
      ),
  },
];
