import type { TopicRecord } from '@console/contract';

// The live tail's window on a stream that may run far faster than a page can paint: records are
// kept sorted by timestamp (newest first) and trimmed to the chosen maximum, so memory and the
// table's size stay bounded whatever the topic's rate (spec §4: sorted by timestamp and trimmed).

export type TailRow = TopicRecord & { id: string };

const timeOf = (r: TopicRecord) => Date.parse(r.timestamp);

/** Adds a batch to the rows and keeps the newest `max`; returns a new array (rows are not mutated). */
export function addToWindow(rows: readonly TailRow[], batch: readonly TopicRecord[], max: number): TailRow[] {
  if (batch.length === 0) return rows as TailRow[];
  const incoming = batch
    .slice(-max)
    .map((r) => ({ ...r, id: `${r.topic?.name ?? ''}-${r.partition}-${r.offset}` }))
    .sort((a, b) => timeOf(b) - timeOf(a) || b.offset - a.offset);
  // Both lists are sorted newest first: merge, then cut.
  const merged: TailRow[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < max && (i < incoming.length || j < rows.length)) {
    const a = incoming[i];
    const b = rows[j];
    if (b === undefined || (a !== undefined && timeOf(a) >= timeOf(b))) {
      merged.push(a as TailRow);
      i++;
    } else {
      merged.push(b);
      j++;
    }
  }
  return merged;
}
