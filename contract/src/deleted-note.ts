import { z } from 'zod';

// Records deleted under a read (issue 17): retention or a DeleteRecords moved a partition's log
// start past the offset a read had reached. The read goes on from the new log start instead of
// failing, and says so once, with this note, on the page answer, the search events, the live
// tail's events and the copy's answer.

export const DeletedWhileReading = z.object({
  /** Set on live-tail notes, which may cover several topics. */
  topic: z.string().optional(),
  partition: z.number().int(),
  /** First offset the read still had to read; left out when unknown (a newest-first cursor). */
  from: z.number().int().optional(),
  /** The new log start offset: the read continued from here; offsets before it are gone. */
  to: z.number().int(),
  /** The note in plain words, as the console shows it. */
  message: z.string(),
});
export type DeletedWhileReading = z.infer<typeof DeletedWhileReading>;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * "Partition 2: records 0–4,999 were deleted by retention while they were being read; continued
 * from offset 5,000". `ended` when nothing of the partition was left to read after the gap
 * (a newest-first read reaching the deleted end).
 */
export function deletedNote(
  where: { topic?: string; partition: number; from?: number; to: number },
  ended = false,
): DeletedWhileReading {
  const { topic, partition, from, to } = where;
  const name = topic ? `Topic ${topic}, partition ${partition}` : `Partition ${partition}`;
  const range =
    from === undefined
      ? `the records before offset ${count(to)}`
      : from === to - 1
        ? `record ${count(from)}`
        : `records ${count(from)}–${count(to - 1)}`;
  const one = from === to - 1;
  const next = ended ? '' : `; continued from offset ${count(to)}`;
  const note: DeletedWhileReading = {
    partition,
    to,
    message: `${name}: ${range} ${one ? 'was' : 'were'} deleted by retention while ${one ? 'it was' : 'they were'} being read${next}`,
  };
  if (topic !== undefined) note.topic = topic;
  if (from !== undefined) note.from = from;
  return note;
}
