import { DEFAULT_ENTITY, formatBytes, QUOTA_KEY_NAMES, type Quota, type QuotaKey } from '@console/contract';
import { Text } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';

// The quota table: the entity's parts (a name, or the default badge), then one column per key.

function part(type: string) {
  return (q: Quota) => {
    const found = q.entity.find((p) => p.type === type);
    if (!found) return null;
    return found.name ?? DEFAULT_ENTITY;
  };
}

function partCell(type: string) {
  return (q: Quota) => {
    const found = q.entity.find((p) => p.type === type);
    if (!found) return null;
    if (found.name === undefined) {
      return (
        <Text span size="sm" c="dimmed" ff="monospace" data-testid="quota-default">
          {DEFAULT_ENTITY}
        </Text>
      );
    }
    return <Text size="sm">{found.name}</Text>;
  };
}

const RATE_KEYS: ReadonlySet<QuotaKey> = new Set(['producer_byte_rate', 'consumer_byte_rate']);

/** A value as an operator reads it: byte rates in KB/MB per second, the rest as numbers. */
export function quotaValueText(key: QuotaKey, value: number): string {
  if (RATE_KEYS.has(key)) return `${formatBytes(value)}/s`;
  if (key === 'request_percentage') return `${value} %`;
  return `${value}/s`;
}

const HEADERS: Record<QuotaKey, string> = {
  producer_byte_rate: 'Produce rate',
  consumer_byte_rate: 'Fetch rate',
  request_percentage: 'Request time',
  controller_mutation_rate: 'Mutation rate',
  connection_creation_rate: 'Connection rate',
};

export const quotaColumns: DataColumn<Quota>[] = [
  {
    id: 'user',
    header: 'User',
    accessor: part('user'),
    cell: partCell('user'),
    sortable: true,
  },
  {
    id: 'client-id',
    header: 'Client id',
    accessor: part('client-id'),
    cell: partCell('client-id'),
    sortable: true,
  },
  { id: 'ip', header: 'IP', accessor: part('ip'), cell: partCell('ip'), sortable: true, nowrap: true },
  ...QUOTA_KEY_NAMES.map(
    (key): DataColumn<Quota> => ({
      id: key,
      header: <span title={key}>{HEADERS[key]}</span>,
      accessor: (q) => q.values[key],
      cell: (q) => {
        const value = q.values[key];
        return value === undefined ? null : (
          <span title={`${key}=${value}`}>{quotaValueText(key, value)}</span>
        );
      },
      sortable: true,
      nowrap: true,
    }),
  ),
];

/** A row's id: its entity as Kafka's tools write it. */
export const quotaId = (q: Quota) => q.entity.map((p) => `${p.type}=${p.name ?? DEFAULT_ENTITY}`).join(',');
