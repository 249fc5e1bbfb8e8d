import type { ClusterHealthStatus } from '@console/contract';
import { overviewOps } from '@console/contract/api/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LazyTooltip as Tooltip } from '../../components/lazy/lazy-tooltip.tsx';
import { call } from '../../lib/api.ts';

// The sidebar's health dot of one cluster (issue 15): the server's sampler judges the cluster every
// 30 s (reachable, brokers offline, offline or under-replicated partitions); the dot only shows it.
// A cluster that is down (or not checked yet) is probed by the server every 2 s until it answers, so
// the dot asks every DOWN_REFETCH_MS then, to turn green within seconds of the cluster's return.

const COLORS: Record<ClusterHealthStatus, string> = {
  UP: 'var(--mantine-color-green-6)',
  WARN: 'var(--mantine-color-orange-6)',
  DOWN: 'var(--mantine-color-red-6)',
  UNKNOWN: 'var(--mantine-color-gray-5)',
};
const WORDS: Record<ClusterHealthStatus, string> = {
  UP: 'healthy',
  WARN: 'degraded',
  DOWN: 'unreachable',
  UNKNOWN: 'not checked yet',
};

const DOWN_REFETCH_MS = 3000;

const healthQuery = (cluster: string) =>
  queryOptions({
    queryKey: ['cluster', cluster, 'overview', 'health'],
    queryFn: ({ signal }) => call(overviewOps.health, { params: { cluster }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'DOWN' || status === 'UNKNOWN' || query.state.error ? DOWN_REFETCH_MS : 30_000;
    },
  });

/** `inOption`: inside a switcher option, whose accessible name must stay the cluster id alone. */
export function ClusterHealthDot({ cluster, inOption = false }: { cluster: string; inOption?: boolean }) {
  const health = useQuery(healthQuery(cluster));
  const status = health.data?.status ?? 'UNKNOWN';
  const label = `${cluster}: ${WORDS[status]}${health.data?.message ? ` (${health.data.message})` : ''}`;
  return (
    <Tooltip label={label} withinPortal>
      <span
        {...(inOption ? { 'aria-hidden': true } : { 'aria-label': label, role: 'img' })}
        data-testid={`cluster-health-${cluster}`}
        data-status={status}
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: '50%',
          flex: 'none',
          background: COLORS[status],
        }}
      />
    </Tooltip>
  );
}
