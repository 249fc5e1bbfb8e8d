import type { TopicRecord } from '@console/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openSearch } from './topic-data-queries.ts';

// The search state machine of spec §4: idle → searching (percent, Stop) → ended at 100 %.
// Records accumulate from every searchBody event; the progress bar moves in 0.5 % steps.

export interface SearchState {
  records: TopicRecord[];
  percent: number;
  running: boolean;
  scanned: number;
  matched: number;
  recordsPerSecond: number;
  after?: string;
}

const IDLE: SearchState = {
  records: [],
  percent: 0,
  running: false,
  scanned: 0,
  matched: 0,
  recordsPerSecond: 0,
};

export function useTopicSearch(
  clusterId: string,
  topic: string,
  query: Record<string, string | undefined>,
  enabled: boolean,
): SearchState & { stop: () => void } {
  const [state, setState] = useState<SearchState>(IDLE);
  const stopRef = useRef<() => void>(() => {});
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!enabled) {
      setState(IDLE);
      return;
    }
    setState({ ...IDLE, running: true });
    const stop = openSearch(clusterId, topic, JSON.parse(key), {
      onBody: (e) =>
        setState((s) => ({
          records: e.records ? [...s.records, ...e.records] : s.records,
          percent: e.percent >= s.percent + 0.5 ? e.percent : s.percent,
          running: true,
          scanned: e.scanned ?? s.scanned,
          matched: e.matched ?? s.matched,
          recordsPerSecond: e.recordsPerSecond ?? s.recordsPerSecond,
          after: e.after ?? s.after,
        })),
      onEnd: (e) =>
        setState((s) => ({
          ...s,
          percent: 100,
          running: false,
          scanned: e.scanned ?? s.scanned,
          matched: e.matched ?? s.matched,
          after: e.after ?? s.after,
        })),
      onError: () => setState((s) => ({ ...s, running: false })),
    });
    stopRef.current = () => {
      stop();
      setState((s) => ({ ...s, running: false }));
    };
    return stop;
  }, [clusterId, topic, key, enabled]);

  const stop = useCallback(() => stopRef.current(), []);
  return { ...state, stop };
}
