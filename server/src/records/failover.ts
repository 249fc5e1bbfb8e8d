import type { Consumer } from '@platformatic/kafka';
import { HttpError } from '../errors.ts';
import { kafkaErrorNames } from '../kafka/errors.ts';
import { type FetchBudget, fetchRound, type PartitionCursor } from './fetch-round.ts';
import { moveToLogStart } from './log-start.ts';
import type { TopicLayout } from './ranges.ts';
import type { RawRecord } from './record-view.ts';

// A fetch round that survives a broker going away (a rolling restart, a crash): when a leader
// cannot be reached or is a leader no more, the round is put back as it was (cursors included, so
// nothing is skipped or read twice), the topic's leaders are asked again, and the round is sent
// to the new leaders. Only when no leader answers for FAILOVER_MS (the whole cluster is down) does
// the error reach the reader, which says so. A partition whose offset is no longer in the log
// (retention deleted what the read was at) jumps to its new log start (log-start.ts).

const FAILOVER_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A 4xx of ours (unknown topic, bad request) is an answer, not a broker going away; so is a 503 of
 * ours (the readers' line was too long, the console is stopping: consumer-pool.ts), which asking
 * again would only make longer.
 */
const answered = (error: unknown) =>
  error instanceof HttpError
    ? error.statusCode < 500 || error.statusCode === 503
    : (error as { statusCode?: number })?.statusCode === 404;

/** Runs `attempt` again while it fails like a broker going away, up to FAILOVER_MS. */
export async function retryWhileFailingOver<T>(signal: AbortSignal, attempt: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (answered(error) || signal.aborted || Date.now() - started > FAILOVER_MS) throw error;
      await sleep(Math.min(2000, 200 * 2 ** n));
    }
  }
}

/** Points the layout's partitions at their current leaders (the client's metadata, refreshed). */
async function relocate(consumer: Consumer, topic: string, layout: TopicLayout): Promise<void> {
  const metadata = await consumer.metadata({ topics: [topic], forceUpdate: true });
  const partitions = metadata.topics.get(topic)?.partitions;
  if (!partitions) return; // Kafka's internal topics: the client leaves them out; keep what we had
  for (const range of layout.ranges) range.leader = partitions[range.partition]?.leader ?? range.leader;
  layout.brokers = metadata.brokers;
}

export async function fetchRoundWithFailover(
  consumer: Consumer,
  topic: string,
  layout: TopicLayout,
  cursors: PartitionCursor[],
  budget: FetchBudget,
  rotation: number,
  signal: AbortSignal,
): Promise<Map<number, RawRecord[]>> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const saved = cursors.map((c) => [c.next, c.until] as const);
    try {
      const outOfRange: PartitionCursor[] = [];
      const round = await fetchRound(consumer, layout, cursors, budget, rotation, outOfRange);
      if (outOfRange.length > 0)
        await moveToLogStart(consumer, topic, layout, outOfRange, budget.follow === true);
      return round;
    } catch (error) {
      // A leader that answered advanced its cursors before another failed: undo the whole round.
      cursors.forEach((c, i) => {
        [c.next, c.until] = saved[i] as readonly [bigint, bigint];
      });
      if (answered(error) || signal.aborted || Date.now() - started > FAILOVER_MS) throw error;
      await sleep(Math.min(2000, 200 * 2 ** attempt));
      if (signal.aborted) throw error;
      // A topic deleted meanwhile is an answer too: the client's metadata no longer knows it.
      const gone = await relocate(consumer, topic, layout).then(
        () => false,
        (e: unknown) => kafkaErrorNames(e).includes('UNKNOWN_TOPIC_OR_PARTITION'),
      );
      if (gone) throw error;
    }
  }
}
