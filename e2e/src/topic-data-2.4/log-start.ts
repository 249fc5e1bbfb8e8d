// Retention deleting segments moves a partition's log start; the retention tests move it at a
// moment of their choosing with Kafka's own DeleteRecordsCommand (not our client), which does the
// same to what a reader sees: the records before the new start are gone.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOTSTRAP, kafkaTool } from '@console/stack/list-kafka';

/** Deletes every record of partition 0 of `topic` before `offset`, on `main`. */
export async function moveLogStart(topic: string, offset: number): Promise<void> {
  const file = join(tmpdir(), `${topic}-delete.json`);
  writeFileSync(file, JSON.stringify({ partitions: [{ topic, partition: 0, offset }], version: 1 }));
  await kafkaTool('org.apache.kafka.tools.DeleteRecordsCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--offset-json-file',
    file,
  ]);
}
