import { createInterface } from 'node:readline/promises';
import { hashPassword } from './passwords.ts';

// `npm run hash-password -- '<password>'` (or without an argument: reads it from stdin) prints an
// argon2id hash for the `password` of a `security.basic-auth` user.

async function readPassword(): Promise<string> {
  const arg = process.argv[2];
  if (arg !== undefined) return arg;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

const password = await readPassword();
if (password === '') {
  console.error("Usage: npm run hash-password -- '<password>'   (or pipe the password on stdin)");
  process.exit(2);
}
console.log(await hashPassword(password));
