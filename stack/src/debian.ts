import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian packages the stack and the tests run (slapd for LDAP, Chromium for the browser tests).
// A fresh machine of this kind lacks them and we are root there, so they are installed on first
// need; elsewhere the error says which command to run.

let updated = false;

export function ensureDebianPackage(binary: string, packages: string[]): boolean {
  if (existsSync(binary)) return false;
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0) throw new Error(`${binary} is missing: run ${command} as root`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`installing ${packages.join(', ')} (${binary} is missing)`);
  if (!updated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (!existsSync(binary)) throw new Error(`${command} did not provide ${binary}`);
  return true;
}
