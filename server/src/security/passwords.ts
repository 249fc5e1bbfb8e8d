import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { argon2id } from 'hash-wasm';
import { argon2VerifyOffThread } from './argon2-pool.ts';

// Password hashes of `basic-auth` users: argon2id (preferred) or bcrypt, both in pure JS/WASM so
// nothing is compiled on install. Plain text never gets here: the config refuses it at start.

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2 = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2, password, salt: randomBytes(16), outputType: 'encoded' });
}

// Unknown users are checked against this hash too, so the answer time does not tell which
// user names exist.
const decoy = hashPassword(randomBytes(12).toString('hex'));

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const target = hash ?? (await decoy);
  let ok: boolean;
  try {
    ok = target.startsWith('$argon2id$')
      ? await argon2VerifyOffThread(password, target)
      : await bcrypt.compare(password, target);
  } catch {
    ok = false;
  }
  return ok && hash !== undefined;
}
