import { type DateTimeFormat, formatBytes, formatRelative } from '@console/contract';
import { Text } from '@mantine/core';
import type { DataColumn } from '../../components/data-table/index.ts';
import { RouterAnchor } from '../../components/router-links.tsx';
import { TopicGroupBadges } from './topic-group-badges.tsx';
import type { TopicRow } from './topic-rows.ts';

export interface TopicColumnOptions {
  clusterId: string;
  /** TOPIC_DATA READ and skip-last-record off. */
  lastRecord: boolean;
  /** skip-consumer-groups off (and CONSUMER_GROUP READ). */
  groups: boolean;
  showAllGroups: boolean;
  dateTimeFormat: DateTimeFormat;
}

const sum = (rows: readonly TopicRow[], value: (t: TopicRow) => number | undefined) =>
  rows.reduce((total, t) => total + (value(t) ?? 0), 0);

function formatTime(iso: string, format: DateTimeFormat): string {
  return format === 'ISO' ? iso : formatRelative(new Date(iso));
}

/** Columns of the topic list (spec §2.4); optional ones depend on roles and settings. */
export function topicColumns(o: TopicColumnOptions): DataColumn<TopicRow>[] {
  const columns: (DataColumn<TopicRow> | false)[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      // A name broken at its dashes reads as two topics; long names scroll the table instead.
      nowrap: true,
      accessor: (t) => t.name,
      cell: (t) => (
        <RouterAnchor
          to="/ui/$clusterId/topic/$topicId/{-$tab}"
          params={{ clusterId: o.clusterId, topicId: t.name, tab: undefined }}
          fw={500}
          data-testid="topic-name"
        >
          {t.name}
        </RouterAnchor>
      ),
    },
    {
      id: 'count',
      header: 'Count',
      sortable: true,
      nowrap: true,
      accessor: (t) => t.size,
      cell: (t) => `≈ ${t.size.toLocaleString()}`,
      total: (rows) => `≈ ${sum(rows, (t) => t.size).toLocaleString()}`,
    },
    {
      id: 'size',
      header: 'Size',
      sortable: true,
      nowrap: true,
      accessor: (t) => t.logDirSize,
      cell: (t) => (t.logDirSize === undefined ? '' : formatBytes(t.logDirSize)),
      total: (rows) => formatBytes(sum(rows, (t) => t.logDirSize)),
    },
    o.lastRecord && {
      id: 'lastRecord',
      header: 'Last Record',
      sortable: true,
      nowrap: true,
      accessor: (t) => t.lastRecord?.timestamp,
      cell: (t) =>
        t.lastRecord ? (
          <Text size="sm" title={t.lastRecord.timestamp}>
            {formatTime(t.lastRecord.timestamp, o.dateTimeFormat)}
          </Text>
        ) : null,
    },
    {
      id: 'partitions',
      header: 'Partitions',
      sortable: true,
      nowrap: true,
      accessor: (t) => t.partitions.length,
      total: (rows) => sum(rows, (t) => t.partitions.length).toLocaleString(),
    },
    {
      id: 'replication',
      header: 'Replication',
      sortable: true,
      nowrap: true,
      accessor: (t) => t.replicaCount,
    },
    {
      id: 'inSync',
      header: 'In Sync',
      sortable: true,
      nowrap: true,
      accessor: (t) => t.inSyncReplicaCount,
      cell: (t) => (
        <Text size="sm" c={t.inSyncReplicaCount < t.replicaCount ? 'red' : undefined}>
          {t.inSyncReplicaCount}
        </Text>
      ),
    },
    o.groups && {
      id: 'groups',
      header: 'Consumer Groups',
      sortable: true,
      readOnly: true,
      accessor: (t) => t.groups?.length,
      cell: (t) =>
        t.groups ? (
          <TopicGroupBadges clusterId={o.clusterId} groups={t.groups} showAll={o.showAllGroups} />
        ) : null,
    },
  ];
  return columns.filter((c): c is DataColumn<TopicRow> => c !== false);
}
