import { can, formatBytes, P } from '@console/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { RouterAnchor } from '../../components/router-links.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { TitleBar } from '../../components/title-bar.tsx';
import { useClusterContext } from '../session/use-cluster.ts';
import { BrokerBars, bytesText, countText, RatesChart } from './overview-charts.tsx';
import { overviewQueries } from './overview-queries.ts';
import { OverviewReassignments } from './overview-reassignments.tsx';
import { OverviewStats } from './overview-stats.tsx';
import { TopLagList } from './overview-top-lag.tsx';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Title order={4} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * `/ui/{clusterId}` and `/ui/{clusterId}/overview` (issue 15): the cluster at a glance, refreshed
 * with each round of the server's sampler (30 s).
 */
export function OverviewPage() {
  const { cluster, roles } = useClusterContext();
  const overview = useQuery(overviewQueries.get(cluster.id));
  const rates = useQuery(overviewQueries.rates(cluster.id));
  const o = overview.data;
  // Stable per answer, so the bar charts are rebuilt only when new figures arrive.
  const bars = useMemo(
    () =>
      o
        ? {
            size: [{ label: 'size', values: o.brokers.map((b) => b.size ?? 0), format: bytesText }],
            skew: [
              { label: 'replicas', values: o.brokers.map((b) => b.replicas), format: countText },
              { label: 'leaders', values: o.brokers.map((b) => b.leaders), format: countText },
            ],
          }
        : undefined,
    [o],
  );

  return (
    <>
      <TitleBar title="Overview" />
      {overview.isPending ? (
        <Text c="dimmed" data-testid="overview-loading">
          Asking the cluster for its brokers, partitions, log dirs and groups…
        </Text>
      ) : null}
      {overview.isError ? (
        <SectionError title="The overview could not be read" error={overview.error} />
      ) : null}
      {o ? (
        <Stack gap="md" data-testid="overview">
          <OverviewStats overview={o} clusterId={cluster.id} roles={roles} />
          <Text size="xs" c="dimmed" mt={-8} data-testid="overview-sampled">
            Brokers, versions and quorum read now; topics, partitions, sizes and groups sampled at{' '}
            {new Date(o.sampledAt ?? Date.now()).toLocaleTimeString()} (every 30 s).
          </Text>
          {o.components.length > 0 ? (
            <Group gap="xs" data-testid="overview-components">
              {o.components.map((c) => (
                <Tooltip key={`${c.kind}:${c.name}`} label={c.error ?? c.version ?? 'reachable'} withinPortal>
                  <Badge
                    color={c.reachable ? 'green' : 'red'}
                    variant="light"
                    data-testid={`component-${c.kind.toLowerCase()}-${c.name}`}
                  >
                    {c.kind === 'SQL' ? 'SQL engine' : c.kind === 'REGISTRY' ? 'Schema registry' : 'Connect'}{' '}
                    {c.name}: {c.reachable ? 'up' : 'down'}
                  </Badge>
                </Tooltip>
              ))}
            </Group>
          ) : null}
          <OverviewReassignments overview={o} clusterId={cluster.id} roles={roles} />
          <Section title="Records/s in, last hour" testId="overview-rates">
            {rates.data ? <RatesChart rates={rates.data} /> : <Text c="dimmed">Loading samples…</Text>}
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Size per broker" testId="overview-size">
              <BrokerBars testId="size-chart" brokers={o.brokers} series={bars?.size ?? []} />
            </Section>
            <Section title="Partitions and leaders per broker" testId="overview-skew">
              <BrokerBars testId="skew-chart" brokers={o.brokers} series={bars?.skew ?? []} />
            </Section>
          </SimpleGrid>
          <Section title="Brokers" testId="overview-brokers">
            <Table striped withTableBorder={false} data-testid="overview-broker-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Id</Table.Th>
                  <Table.Th>Host</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Leaders</Table.Th>
                  <Table.Th>Replicas</Table.Th>
                  <Table.Th>Size</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.brokers.map((b) => (
                  <Table.Tr key={b.id} data-testid={`overview-broker-${b.id}`}>
                    <Table.Td>{b.id}</Table.Td>
                    <Table.Td>{b.host ? `${b.host}:${b.port}` : '–'}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge size="sm" color={b.online ? 'green' : 'red'} variant="light">
                          {b.online ? 'online' : 'offline'}
                        </Badge>
                        {b.controller ? (
                          <Badge size="sm" variant="outline">
                            controller
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{b.version ?? '–'}</Table.Td>
                    <Table.Td>{b.leaders}</Table.Td>
                    <Table.Td>{b.replicas}</Table.Td>
                    <Table.Td>{b.size === undefined ? '–' : formatBytes(b.size, 1)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Topics with partition problems" testId="overview-issues">
              {o.topicIssues.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Every partition has a leader and its full ISR.
                </Text>
              ) : (
                o.topicIssues.slice(0, 10).map((t) => (
                  <Text key={t.name} size="sm">
                    <RouterAnchor
                      to="/ui/$clusterId/topic/$topicId/{-$tab}"
                      params={{ clusterId: cluster.id, topicId: t.name, tab: 'partitions' }}
                    >
                      {t.name}
                    </RouterAnchor>{' '}
                    {[
                      t.offline ? `${t.offline} offline` : '',
                      t.underMinIsr ? `${t.underMinIsr} under min ISR` : '',
                      t.underReplicated ? `${t.underReplicated} under-replicated` : '',
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                ))
              )}
            </Section>
            <Section title="Largest group lag" testId="overview-top-lag">
              <TopLagList
                clusterId={cluster.id}
                items={o.topLag}
                sampled={o.totalLag !== undefined}
                linked={can(roles, P.CONSUMER_GROUP.READ)}
              />
            </Section>
          </SimpleGrid>
        </Stack>
      ) : null}
    </>
  );
}
