// A Python venv with Confluent's client and serializers (requirements.txt), for tests that write
// records the way applications built on confluent-kafka do (produce.py). Installed from PyPI by
// `stack fetch`, and on first use by a test, like the other components: cached by a marker holding
// the requirements, so a changed pin reinstalls.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { depsDir } from '../paths.ts';

export const confluentVenv = join(depsDir, 'confluent-venv');
const requirements = join(import.meta.dirname, 'requirements.txt');
/** The tool itself: reads a job as JSON on stdin, prints the offsets it wrote. */
export const confluentProduceScript = join(import.meta.dirname, 'produce.py');
export const confluentPython = join(confluentVenv, 'bin', 'python');

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Creates or updates the venv; true when it installed something. */
export async function fetchConfluent(): Promise<boolean> {
  const marker = join(confluentVenv, '.fetched');
  const want = readFileSync(requirements, 'utf8');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want && existsSync(confluentPython))
    return false;
  rmSync(confluentVenv, { recursive: true, force: true });
  await run('python3', ['-m', 'venv', confluentVenv]);
  await run(join(confluentVenv, 'bin', 'pip'), ['install', '-q', '-r', requirements]);
  writeFileSync(marker, want);
  return true;
}
