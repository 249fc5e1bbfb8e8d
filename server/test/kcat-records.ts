import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ensureKcat, KCAT, type KcatRecord, kcatRecords } from '@console/stack/records-kafka';
import { MAIN } from './topic-data-support.ts';

// What Kafka holds, read and written by Debian's kcat (librdkafka), a client that is not ours:
// the CEL filter and download tests compare the console's answers with these record by record.
// Reading is shared with the browser tests (@console/stack/records-kafka).

export { type KcatRecord, kcatRecords };

const run = promisify(execFile);

/** The record's headers as the console lists them: `{ key, value }`, value left out when empty. */
export function kcatHeaders(record: KcatRecord): Array<{ key: string; value?: string }> {
  const flat = record.headers ?? [];
  const list: Array<{ key: string; value?: string }> = [];
  for (let i = 0; i < flat.length; i += 2) {
    const value = flat[i + 1];
    list.push(value ? { key: flat[i] ?? '', value } : { key: flat[i] ?? '' });
  }
  return list;
}

/**
 * Produces `key<TAB>value` lines with kcat to one partition, with the same headers on each.
 * `nullEmpty`: an empty key or value is written as null (kcat's -Z), so a tombstone is `key\t`.
 * `delimiter` ends each record instead of a line break (kcat's -D), for values holding line breaks.
 */
export async function kcatProduce(
  topic: string,
  lines: string[],
  options: { partition?: number; headers?: string[]; nullEmpty?: boolean; delimiter?: string } = {},
): Promise<void> {
  ensureKcat();
  const delimiter = options.delimiter ?? '\n';
  const args = ['-P', '-b', MAIN.join(','), '-t', topic, '-K', '\t', '-D', delimiter];
  if (options.partition !== undefined) args.push('-p', String(options.partition));
  if (options.nullEmpty) args.push('-Z');
  for (const header of options.headers ?? []) args.push('-H', header);
  const child = run(KCAT, args, { timeout: 60_000 });
  child.child.stdin?.end(`${lines.join(delimiter)}${delimiter}`);
  await child;
}
