import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ensureKcat, KCAT } from '@console/stack/records-kafka';
import { MAIN } from './topic-data-support.ts';

// Debian's kcat (librdkafka), a client that is not ours, to read what Kafka holds byte for byte.
// Installed on first use (@console/stack/records-kafka, shared with the browser tests).

export { ensureKcat, KCAT };

const run = promisify(execFile);

/**
 * Consumes the whole topic from the beginning to its current end and prints each record with
 * `format` (kcat's -f: %p partition, %o offset, %S value length, -1 for null, %K key length, ...).
 */
export async function kcatConsume(topic: string, format: string): Promise<string[]> {
  const { stdout } = await run(
    KCAT,
    ['-C', '-b', MAIN.join(','), '-t', topic, '-o', 'beginning', '-e', '-q', '-f', format],
    { timeout: 60_000, maxBuffer: 64 << 20 },
  );
  return stdout.split('\n').filter((line) => line !== '');
}
