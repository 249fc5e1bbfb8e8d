import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackage } from './debian.ts';
import { BOOTSTRAP, kafkaTool } from './list-kafka.ts';

// The records a topic of `main` holds, read and changed with tools that are not ours: Debian's kcat
// (librdkafka) prints them, so the data tests compare the console's answers with it record by
// record, and Kafka's own DeleteRecordsCommand moves a partition's log start as retention does, at
// a moment the test chooses. One copy for the server's integration tests and the browser tests:
// `@console/stack/records-kafka`.

const run = promisify(execFile);
export const KCAT = '/usr/bin/kcat';

/** kcat is installed on first use, as the test runner installs Chromium. */
export function ensureKcat(): void {
  ensureDebianPackage(KCAT, ['kcat']);
}

/** One record as `kcat -J` prints it. */
export interface KcatRecord {
  partition: number;
  offset: number;
  /** Epoch ms. */
  ts: number;
  tstype: string;
  /** Flat, as kcat prints them: key, value, key, value, ... */
  headers?: Array<string | null>;
  key: string | null;
  payload: string | null;
}

/** Every record of the topic, from the beginning to its current end, sorted by partition and offset. */
export async function kcatRecords(topic: string): Promise<KcatRecord[]> {
  ensureKcat();
  const { stdout } = await run(
    KCAT,
    ['-C', '-b', BOOTSTRAP, '-t', topic, '-o', 'beginning', '-e', '-q', '-J'],
    {
      timeout: 60_000,
      maxBuffer: 64 << 20,
    },
  );
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as KcatRecord)
    .sort((a, b) => a.partition - b.partition || a.offset - b.offset);
}

/**
 * Moves each named partition's log start to its offset (`{ 0: 100 }`): the records before it are
 * gone, as when retention deletes a segment. By org.apache.kafka.tools.DeleteRecordsCommand.
 */
export async function deleteRecordsBefore(topic: string, offsets: Record<number, number>): Promise<void> {
  const file = join(tmpdir(), `delete-records-${topic}-${Date.now()}.json`);
  const partitions = Object.entries(offsets).map(([partition, offset]) => ({
    topic,
    partition: Number(partition),
    offset,
  }));
  writeFileSync(file, JSON.stringify({ partitions, version: 1 }));
  await kafkaTool('org.apache.kafka.tools.DeleteRecordsCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--offset-json-file',
    file,
  ]);
}
