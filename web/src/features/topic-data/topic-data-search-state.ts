import type { TopicRecord } from '@console/contract';
import type { StreamEvent, searchEvents } from '@console/contract/events';

// What the data tab shows of a search (spec §4): the matches so far, the progress in 0.5 % steps,
// the counters and the cursor to go on from; folded from the search's events one by one.

export interface SearchState {
  records: TopicRecord[];
  percent: number;
  scanned: number;
  matched: number;
  recordsPerSecond: number;
  after?: string;
}

export const IDLE_SEARCH: SearchState = {
  records: [],
  percent: 0,
  scanned: 0,
  matched: 0,
  recordsPerSecond: 0,
};

/** The state after one event (`searchError` never gets here: it fails the search). */
export function searchStep(s: SearchState, e: StreamEvent<typeof searchEvents>): SearchState {
  if (e.event === 'searchError') return s;
  const d = e.data;
  if (e.event === 'searchEnd')
    return {
      ...s,
      percent: 100,
      scanned: d.scanned ?? s.scanned,
      matched: d.matched ?? s.matched,
      after: d.after ?? s.after,
    };
  return {
    records: d.records ? [...s.records, ...d.records] : s.records,
    percent: d.percent >= s.percent + 0.5 ? d.percent : s.percent,
    scanned: d.scanned ?? s.scanned,
    matched: d.matched ?? s.matched,
    recordsPerSecond: d.recordsPerSecond ?? s.recordsPerSecond,
    after: d.after ?? s.after,
  };
}
