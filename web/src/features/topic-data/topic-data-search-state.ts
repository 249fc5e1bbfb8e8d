import type { DeletedWhileReading, TopicRecord } from '@console/contract';
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
  /** Records the CEL filter failed on (they count as not matching), the first failure, the first records. */
  filterErrors: number;
  filterError?: string;
  filterErrorRecords: Array<{ partition: number; offset: number }>;
  /** Records deleted by retention while the search read them (each event notes its own). */
  deleted: DeletedWhileReading[];
}

export const IDLE_SEARCH: SearchState = {
  records: [],
  percent: 0,
  scanned: 0,
  matched: 0,
  recordsPerSecond: 0,
  filterErrors: 0,
  filterErrorRecords: [],
  deleted: [],
};

/** The filter failures an event reports (the server counts from the start: each event has them all). */
function failures(s: SearchState, d: StreamEvent<typeof searchEvents>['data']) {
  if (!('percent' in d) || d.filterErrors === undefined) return {};
  return {
    filterErrors: d.filterErrors,
    filterError: d.filterError ?? s.filterError,
    filterErrorRecords: d.filterErrorRecords ?? s.filterErrorRecords,
  };
}

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
      // The end's cursor is the last word: none when every record of the range was read.
      after: d.after,
      ...failures(s, d),
    };
  return {
    ...s,
    records: d.records ? [...s.records, ...d.records] : s.records,
    percent: d.percent >= s.percent + 0.5 ? d.percent : s.percent,
    scanned: d.scanned ?? s.scanned,
    matched: d.matched ?? s.matched,
    recordsPerSecond: d.recordsPerSecond ?? s.recordsPerSecond,
    after: d.after ?? s.after,
    deleted: d.deletedWhileReading ? [...s.deleted, ...d.deletedWhileReading] : s.deleted,
    ...failures(s, d),
  };
}
