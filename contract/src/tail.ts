import { z } from 'zod';
import { DecodingQuery } from './decoding-query.ts';
import { DeletedWhileReading } from './deleted-note.ts';
import { GroupListParam } from './group.ts';
import { TopicRecord } from './record.ts';

// Live tail (akhq-api.md §2.4, §4.2): `GET /api/{cluster}/tail/sse`, events `tailBody`.

export const TAIL_MAX_RECORDS = [50, 100, 250, 500, 1000, 2500] as const;
export const TAIL_DEFAULT_MAX_RECORDS = 50;

/** The tail page's controls (spec §2.5, §5): starting needs at least one topic. */
export const TailForm = z.object({
  search: z.string(),
  topics: z.array(z.string()).min(1, 'Choose at least one topic'),
  max: z.number().int().min(1),
});
export type TailForm = z.infer<typeof TailForm>;

export const TailQuery = z.object({
  /** Repeated or comma-separated; at least one. */
  topics: GroupListParam.refine((t) => t.length > 0, 'topics: at least one topic is required'),
  /** Plain text contained in the key or the value, case-insensitive. */
  search: z.string().optional(),
  /** Sent by AKHQ's UI and ignored by the server: the browser trims to it. */
  size: z.string().optional(),
  /** `topic,partition,nextOffset` entries to resume from (repeated). */
  after: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  /**
   * Epoch milliseconds a tail without `after` reads from: what a `clusterUnreachable` event gave a
   * tail started while its cluster was down, sent back if the browser must reconnect before it
   * read anything. The time of the request when left out.
   */
  since: z.coerce.number().int().min(0).optional(),
  /** How keys and values are read, as on the data tab (issue 14). */
  ...DecodingQuery.shape,
});
export type TailQuery = z.input<typeof TailQuery>;

/**
 * Data of a `tailBody` event: new records, and the next offset per partition seen so far
 * (`topic,partition,nextOffset`), which a reconnecting client sends back as `after`. An event with
 * neither is the heartbeat.
 */
export const TailEvent = z.object({
  records: z.array(TopicRecord).optional(),
  offsets: z.array(z.string()).optional(),
  /** Records deleted by retention before the tail read them: it went on from the log start. */
  deletedWhileReading: z.array(DeletedWhileReading).optional(),
});
export type TailEvent = z.infer<typeof TailEvent>;

/** Splits one `after` entry; the topic name may itself contain commas, so split from the right. */
export function parseTailAfter(
  entry: string,
): { topic: string; partition: number; next: number } | undefined {
  const m = /^(.+),(\d+),(\d+)$/.exec(entry);
  return m ? { topic: m[1] as string, partition: Number(m[2]), next: Number(m[3]) } : undefined;
}
