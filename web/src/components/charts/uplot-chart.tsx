import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

// The one place uPlot is used. Loaded on demand (chart.tsx), so the initial JavaScript does not
// carry it. The chart follows its container's width and is rebuilt when its options change.

export interface UplotChartProps {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height: number;
}

export default function UplotChart({ options, data, height }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  // The chart is built with the data of its time and then fed new data without a rebuild.
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const plot = new uPlot({ ...options, width: el.clientWidth || 400, height }, latest.current, el);
    chart.current = plot;
    const observer = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [options, height]);

  useEffect(() => {
    chart.current?.setData(data);
  }, [data]);

  return <div ref={box} style={{ width: '100%' }} />;
}
