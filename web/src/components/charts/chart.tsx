import { Center, Loader, Text } from '@mantine/core';
import { Suspense } from 'react';
import { lazyCode } from '../../lib/load-code.ts';
import type { UplotChartProps } from './uplot-chart.tsx';

// uPlot (~21 KB gzipped with its CSS) is fetched the first time a chart is shown, never with the
// initial JavaScript (design.md §9: charts load on demand).
const UplotChart = lazyCode(() => import('./uplot-chart.tsx'));

export function Chart(props: UplotChartProps & { testId: string }) {
  const { testId, ...chart } = props;
  return (
    <div data-testid={testId} style={{ minHeight: props.height }}>
      <Suspense
        fallback={
          <Center h={props.height}>
            <Loader size="sm" />
            <Text size="sm" c="dimmed" ml="xs">
              Loading chart…
            </Text>
          </Center>
        }
      >
        <UplotChart {...chart} />
      </Suspense>
    </div>
  );
}
