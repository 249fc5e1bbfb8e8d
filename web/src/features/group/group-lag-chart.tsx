import { overviewOps } from '@console/contract/api/overview';
import { Paper, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { Chart } from '../../components/charts/chart.tsx';
import { call } from '../../lib/api.ts';

// A group's lag over time (issue 15), from the server's sampler: one point per 30 s round since the
// server started sampling (one hour kept), the total and each topic the group has offsets on.

const COLORS = ['#fa5252', '#228be6', '#40c057', '#fab005', '#7950f2', '#15aabf', '#e64980', '#fd7e14'];
const AXIS = {
  stroke: '#868e96',
  grid: { stroke: 'rgba(134,142,150,0.2)' },
  ticks: { stroke: 'rgba(134,142,150,0.3)' },
};
const count = (v: number | null | undefined) =>
  v === null || v === undefined ? '–' : Math.round(v).toLocaleString('en-US');

const lagQuery = (cluster: string, groupId: string) =>
  queryOptions({
    queryKey: ['cluster', cluster, 'overview', 'group-lag', groupId],
    queryFn: ({ signal }) => call(overviewOps.groupLag, { params: { cluster, groupId }, signal }),
    refetchInterval: 30_000,
  });

export function GroupLagChart({ clusterId, groupId }: { clusterId: string; groupId: string }) {
  const lag = useQuery(lagQuery(clusterId, groupId));
  const topicsKey = (lag.data?.topics ?? [])
    .slice(0, COLORS.length - 1)
    .map((t) => t.name)
    .join('\n');
  const topics = useMemo(() => (topicsKey ? topicsKey.split('\n') : []), [topicsKey]);
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [{ ...AXIS }, { ...AXIS, size: 70, values: (_u, splits) => splits.map((v) => count(v)) }],
      series: [
        {},
        { label: 'total lag', stroke: COLORS[0], width: 2, value: (_u, v) => count(v) },
        ...topics.map((name, i) => ({
          label: name,
          stroke: COLORS[(i + 1) % COLORS.length],
          width: 1,
          value: (_u: uPlot, v: number | null) => count(v),
        })),
      ],
    }),
    [topics],
  );
  const data = useMemo<uPlot.AlignedData>(() => {
    const d = lag.data;
    if (!d) return [[]];
    const byName = new Map(d.topics.map((t) => [t.name, t.values]));
    return [
      d.times.map((t) => t / 1000),
      d.total,
      ...topics.map((name) => byName.get(name) ?? d.times.map(() => null)),
    ];
  }, [lag.data, topics]);

  const known = lag.data?.total.filter((v) => v !== null).length ?? 0;
  return (
    <Paper withBorder p="sm" mb="md" data-testid="group-lag">
      <Title order={5} mb="xs">
        Lag over time
      </Title>
      {lag.isPending ? (
        <Text size="sm" c="dimmed">
          Loading the lag samples…
        </Text>
      ) : known === 0 ? (
        <Text size="sm" c="dimmed" data-testid="group-lag-waiting">
          No sample yet: the server reads every group's committed offsets every{' '}
          {Math.round((lag.data?.intervalMs ?? 30_000) / 1000)} s while it runs.
        </Text>
      ) : (
        <>
          <Chart testId="group-lag-chart" options={options} data={data} height={180} />
          <Latest times={lag.data?.times ?? []} total={lag.data?.total ?? []} />
        </>
      )}
    </Paper>
  );
}

/** The last sampled lag in words, so the figure is readable without hovering the chart. */
function Latest({ times, total }: { times: number[]; total: Array<number | null> }) {
  const i = total.findLastIndex((v) => v !== null);
  if (i < 0) return null;
  return (
    <Text size="sm" data-testid="group-lag-latest">
      Latest: {count(total[i])} records behind, sampled at {new Date(times[i] ?? 0).toLocaleTimeString()}
    </Text>
  );
}
