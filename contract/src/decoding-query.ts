import { z } from 'zod';
import { Deserializer } from './record.ts';

/**
 * The deserializer choice as query parameters (issue 14), for the reads whose query is not
 * TopicDataQuery (which has the same fields): the single-record view and the live tail. The
 * choice must drive every read of a topic, so a share link or a tail shows what the data tab shows.
 */
export const DecodingQuery = z.object({
  keyDeserializer: Deserializer.optional(),
  valueDeserializer: Deserializer.optional(),
  keySubject: z.string().optional(),
  valueSubject: z.string().optional(),
  keyProtobufType: z.string().optional(),
  valueProtobufType: z.string().optional(),
});
export type DecodingQuery = z.infer<typeof DecodingQuery>;
