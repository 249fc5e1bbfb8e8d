import { type ClusterOverview, can, type FlatRoles, formatBytes, P } from '@console/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterAnchor } from '../../components/router-links.tsx';

// The overview's figure cards. Partition problems link to the topic list filtered to
// under-replicated topics (offline and under-min-ISR partitions are under-replicated too).

function Stat({
  label,
  value,
  hint,
  testId,
  alert,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId: string;
  alert?: boolean;
}) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={alert ? 'red' : undefined} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function versions(o: ClusterOverview): string {
  const all = [...new Set(o.brokers.map((b) => b.version).filter(Boolean))];
  const release = all.length > 0 ? `Kafka ${all.join(', ')}` : 'version unknown';
  return o.metadataVersion !== undefined ? `${release} · metadata.version ${o.metadataVersion}` : release;
}

export function OverviewStats({
  overview: o,
  clusterId,
  roles,
}: {
  overview: ClusterOverview;
  clusterId: string;
  roles: FlatRoles;
}) {
  const topics = can(roles, P.TOPIC.READ);
  const troubleLink = (n: number, testId: string) =>
    topics ? (
      <RouterAnchor
        to="/ui/$clusterId/topic"
        params={{ clusterId }}
        search={{ only: 'underReplicated', topicListView: 'ALL' }}
        c={n > 0 ? 'red' : undefined}
        inherit
        data-testid={`${testId}-link`}
      >
        {n}
      </RouterAnchor>
    ) : (
      n
    );
  const quorum = o.quorum;
  const maxLag = quorum ? Math.max(0, ...quorum.voters.map((v) => v.lag)) : 0;
  const states = Object.entries(o.groupStates)
    .sort(([, a], [, b]) => b - a)
    .map(([s, n]) => `${n} ${s.toLowerCase().replace(/_/g, ' ')}`)
    .join(', ');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mb="md">
      <Stat
        testId="stat-brokers"
        label="Brokers online"
        value={`${o.brokersOnline} / ${o.brokersTotal}`}
        hint={versions(o)}
        alert={o.brokersOnline < o.brokersTotal}
      />
      <Stat
        testId="stat-controller"
        label="Active controller"
        value={quorum ? `broker ${quorum.leaderId}` : (o.brokers.find((b) => b.controller)?.id ?? '–')}
        hint={
          quorum
            ? `KRaft quorum: ${quorum.voters.length} voters, epoch ${quorum.leaderEpoch}, max lag ${maxLag}`
            : 'quorum not readable'
        }
      />
      <Stat
        testId="stat-topics"
        label="Topics"
        value={
          topics ? (
            <RouterAnchor
              to="/ui/$clusterId/topic"
              params={{ clusterId }}
              search={{ topicListView: 'ALL' }}
              inherit
            >
              {o.topics}
            </RouterAnchor>
          ) : (
            o.topics
          )
        }
        hint={`${o.internalTopics} internal`}
      />
      <Stat
        testId="stat-partitions"
        label="Partitions"
        value={o.partitions}
        hint={`${o.replicas} replicas`}
      />
      <Stat testId="stat-size" label="Size" value={formatBytes(o.size, 1)} hint="all replicas, all brokers" />
      <Stat
        testId="stat-under-replicated"
        label="Under-replicated"
        value={troubleLink(o.underReplicated, 'stat-under-replicated')}
        hint="partitions with ISR < replicas"
        alert={o.underReplicated > 0}
      />
      <Stat
        testId="stat-offline"
        label="Offline"
        value={troubleLink(o.offline, 'stat-offline')}
        hint="partitions without a leader"
        alert={o.offline > 0}
      />
      <Stat
        testId="stat-under-min-isr"
        label="Under min ISR"
        value={troubleLink(o.underMinIsr, 'stat-under-min-isr')}
        hint="acks=all producers are refused"
        alert={o.underMinIsr > 0}
      />
      <Stat
        testId="stat-groups"
        label="Consumer groups"
        value={
          can(roles, P.CONSUMER_GROUP.READ) ? (
            <RouterAnchor to="/ui/$clusterId/group" params={{ clusterId }} search={{}} inherit>
              {o.groups}
            </RouterAnchor>
          ) : (
            o.groups
          )
        }
        hint={states || 'none'}
      />
      <Stat
        testId="stat-lag"
        label="Total lag"
        value={o.totalLag === undefined ? '–' : o.totalLag.toLocaleString('en-US')}
        hint={o.totalLag === undefined ? 'after the first sample' : 'records behind, all groups'}
      />
    </SimpleGrid>
  );
}
