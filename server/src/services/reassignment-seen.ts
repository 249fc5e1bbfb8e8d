import type { Admin } from '@platformatic/kafka';

// The controller ends a move (ListPartitionReassignments no longer lists it) before the broker that
// answers the next Metadata applies it: for well under a second a finished move's replicas still
// read as the move's union (2,3,1 for a move from 1,2 to 2,3). A read cannot tell that union from a
// finished state without knowing the move, so the moves this process has started or seen running are
// remembered per cluster and topic, and kept a few seconds after a read first finds them ended, so
// every read in that window (two tabs, a change's answer beside a poll) waits for the metadata too.

export interface SeenMove {
  adding: number[];
  removing: number[];
}

// Longer than any metadata lag seen (well under a second) and than settle's ~3 s.
const ENDED_KEEP_MS = 5000;

interface Kept extends SeenMove {
  /** When a read first found the move ended. */
  endedAt?: number;
}

// A topic whose moves are never read again keeps a few numbers; the cap bounds topics nobody reads.
const MAX_TOPICS = 1000;
const seen = new WeakMap<Admin, Map<string, Map<number, Kept>>>();

/** Remembers moves started or seen running, by partition. */
export function rememberMoves(
  admin: Admin,
  topic: string,
  moves: Array<SeenMove & { partition: number }>,
): void {
  if (moves.length === 0) return;
  const topics = seen.get(admin) ?? new Map<string, Map<number, Kept>>();
  seen.set(admin, topics);
  const partitions = topics.get(topic) ?? new Map<number, Kept>();
  topics.delete(topic);
  topics.set(topic, partitions);
  for (const m of moves) partitions.set(m.partition, { adding: m.adding, removing: m.removing });
  if (topics.size > MAX_TOPICS) topics.delete(topics.keys().next().value as string);
}

/**
 * Remembered moves of the topic that `moving` (the controller's answer) no longer lists and that
 * ended less than ENDED_KEEP_MS before; older ones are forgotten.
 */
export function endedMoves(
  admin: Admin,
  topic: string,
  moving: Array<{ partition: number }>,
  now = Date.now(),
): Map<number, SeenMove> {
  const partitions = seen.get(admin)?.get(topic);
  const ended = new Map<number, SeenMove>();
  if (!partitions) return ended;
  for (const [partition, move] of partitions) {
    if (moving.some((m) => m.partition === partition)) continue;
    move.endedAt ??= now;
    if (now - move.endedAt > ENDED_KEEP_MS) partitions.delete(partition);
    else ended.set(partition, move);
  }
  if (partitions.size === 0) seen.get(admin)?.delete(topic);
  return ended;
}

/**
 * Whether a partition's metadata replicas still read as the ended move's union: both the replicas it
 * was adding and those it was removing. A move adding only ends as that union, so it never waits.
 */
export function readsAsMoving(replicas: number[], move: SeenMove): boolean {
  return (
    move.removing.length > 0 &&
    move.removing.every((b) => replicas.includes(b)) &&
    move.adding.every((b) => replicas.includes(b))
  );
}
