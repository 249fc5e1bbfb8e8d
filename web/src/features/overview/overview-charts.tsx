import { formatBytes, type OverviewBroker, type RecordRates } from '@console/contract';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { Chart } from '../../components/charts/chart.tsx';
import { rateText } from './overview-format.ts';

// The overview's charts as uPlot options: records/s over the sampler's window, and per-broker bars
// (size, replicas and leaders: an uneven spread shows as uneven bars).

export const PALETTE = [
  '#228be6',
  '#40c057',
  '#fab005',
  '#fa5252',
  '#7950f2',
  '#15aabf',
  '#e64980',
  '#fd7e14',
  '#82c91e',
];
const AXIS = {
  stroke: '#868e96',
  grid: { stroke: 'rgba(134,142,150,0.2)' },
  ticks: { stroke: 'rgba(134,142,150,0.3)' },
};

/** Records/s in: the whole cluster and its busiest topics. */
export function RatesChart({ rates }: { rates: RecordRates }) {
  // Rebuilt when the set of topics changes, not on every refresh.
  const namesKey = rates.topics.map((t) => t.name).join('\n');
  const names = useMemo(() => (namesKey ? namesKey.split('\n') : []), [namesKey]);
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [{ ...AXIS }, { ...AXIS, size: 72, values: (_u, splits) => splits.map((v) => rateText(v)) }],
      series: [
        {},
        { label: 'cluster', stroke: PALETTE[0], width: 2, value: (_u, v) => rateText(v) },
        ...names.map((name, i) => ({
          label: name,
          stroke: PALETTE[(i + 1) % PALETTE.length],
          width: 1,
          value: (_u: uPlot, v: number | null) => rateText(v),
        })),
      ],
    }),
    [names],
  );
  const data = useMemo<uPlot.AlignedData>(
    () => [rates.times.map((t) => t / 1000), rates.cluster, ...rates.topics.map((t) => t.values)],
    [rates],
  );
  const known = rates.cluster.filter((v) => v !== null).length;
  if (known === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="rates-waiting">
        Waiting for samples: the server samples high watermarks every {Math.round(rates.intervalMs / 1000)} s,
        and a rate needs two of them.
      </Text>
    );
  }
  const first = rates.times[0];
  const window = rates.intervalMs * (rates.times.length - 1);
  return (
    <>
      <Chart testId="rates-chart" options={options} data={data} height={220} />
      <Text size="sm" data-testid="rates-latest">
        Latest: {rateText(rates.cluster.findLast((v) => v !== null))} into the cluster
      </Text>
      <Text size="xs" c="dimmed" data-testid="rates-window">
        One sample every {Math.round(rates.intervalMs / 1000)} s
        {first !== undefined && window < 3_600_000
          ? `, since ${new Date(first).toLocaleTimeString()} (when the server started sampling)`
          : ''}
        ; the busiest {rates.topics.length} topic{rates.topics.length === 1 ? '' : 's'} beside the cluster.
      </Text>
    </>
  );
}

interface BarSeries {
  label: string;
  values: number[];
  format: (v: number) => string;
}

/** Bars per broker, one group per broker with one bar per series. */
export function BrokerBars({
  brokers,
  series,
  testId,
}: {
  brokers: OverviewBroker[];
  series: BarSeries[];
  testId: string;
}) {
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    const ids = brokers.map((b) => b.id);
    const width = 0.7 / series.length;
    return {
      // Bars carry their figures in the table below; the legend names the series only.
      legend: { live: false },
      scales: {
        x: { time: false, range: [-0.5, ids.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
      },
      axes: [
        {
          ...AXIS,
          splits: () => ids.map((_, i) => i),
          values: (_u, splits) => splits.map((i) => `broker ${ids[i] ?? ''}`),
        },
        { ...AXIS, size: 70, values: (_u, splits) => splits.map((v) => series[0]?.format(v) ?? String(v)) },
      ],
      series: [
        { value: (_u, i) => (i === null ? '' : `broker ${ids[i] ?? ''}`) },
        ...series.map((s, i) => ({
          label: s.label,
          fill: PALETTE[i % PALETTE.length],
          stroke: PALETTE[i % PALETTE.length],
          width: 0,
          value: (_u: uPlot, v: number | null) => (v === null ? '–' : s.format(v)),
          paths: barPaths(width, i - (series.length - 1) / 2),
          points: { show: false },
        })),
      ],
    };
  }, [brokers, series]);
  const data = useMemo<uPlot.AlignedData>(
    () => [brokers.map((_, i) => i), ...series.map((s) => s.values)],
    [brokers, series],
  );
  return <Chart testId={testId} options={options} data={data} height={180} />;
}

/** A bar of `width` (share of a category) shifted by `shift` bar widths from the category's centre. */
function barPaths(width: number, shift: number): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) => {
    const fill = new Path2D();
    const xs = u.data[0];
    const ys = u.data[seriesIdx] ?? [];
    const unit = u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true);
    const w = unit * width;
    const base = u.valToPos(0, 'y', true);
    for (let i = idx0; i <= idx1; i++) {
      const v = ys[i];
      const x = xs[i];
      if (v === null || v === undefined || x === undefined) continue;
      const cx = u.valToPos(x, 'x', true) + shift * w;
      const top = u.valToPos(v, 'y', true);
      fill.rect(cx - w / 2, top, w, base - top);
    }
    return { stroke: fill, fill };
  };
}

export const bytesText = (v: number) => formatBytes(v, 1);
export const countText = (v: number) => String(Math.round(v));
