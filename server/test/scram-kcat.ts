import { execFile } from 'node:child_process';
import { globSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { confluentPython, fetchConfluent } from '@console/stack';
import { ensureKcat, KCAT } from './kcat.ts';

// kcat for SCRAM logins. Debian bookworm's kcat runs on its librdkafka 2.0.2, whose SCRAM exchange
// Kafka 4 refuses ("invalid credentials" for a right password: a librdkafka bug fixed in 2.6.1,
// confluentinc/librdkafka#4895), while Kafka's own Java client logs in. The stack already installs
// Confluent's Python client (stack fetch, stack/src/confluent/), whose wheel ships a current
// librdkafka; kcat is run against that library (same soname, same C API), still a client that is
// not ours.

const run = promisify(execFile);
let libraryDir: string | undefined;

async function newerLibrdkafka(): Promise<string> {
  if (libraryDir) return libraryDir;
  ensureKcat();
  await fetchConfluent();
  const venv = join(confluentPython, '../..');
  const [library] = globSync('lib/python*/site-packages/confluent_kafka.libs/librdkafka*.so*', { cwd: venv });
  if (!library) throw new Error(`no librdkafka in ${venv}`);
  const dir = mkdtempSync(join(tmpdir(), 'kcat-librdkafka-'));
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(venv, library), join(dir, 'librdkafka.so.1'));
  libraryDir = dir;
  return dir;
}

/** Runs kcat with `args` (stdin `input` when given); rejects with kcat's error output. */
export async function kcatWithScram(args: string[], input?: string): Promise<string> {
  const env = { ...process.env, LD_LIBRARY_PATH: await newerLibrdkafka() };
  const child = run(KCAT, args, { env, timeout: 30_000, maxBuffer: 16 << 20 });
  child.child.stdin?.end(input ?? '');
  return (await child).stdout;
}
