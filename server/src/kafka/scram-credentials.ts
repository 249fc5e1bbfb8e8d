import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { ScramMechanism } from '@console/contract';
import { type Admin, alterUserScramCredentialsV0, describeUserScramCredentialsV0 } from '@platformatic/kafka';
import { anyBroker } from './any-broker.ts';
import { forgetReads } from './coalesce.ts';

// DescribeUserScramCredentials (key 50) and AlterUserScramCredentials (key 51): the library has the
// typed requests but no Admin method, so they are sent on the admin's own connection (its SASL and
// TLS). Any broker takes them; KRaft brokers forward the change to the controllers.

const derive = promisify(pbkdf2);

/** Kafka's numbers for the mechanisms (ScramMechanism.type()). */
const NUMBER_OF: Record<ScramMechanism, number> = { 'SCRAM-SHA-256': 1, 'SCRAM-SHA-512': 2 };
const HASH_OF: Record<ScramMechanism, { digest: string; bytes: number }> = {
  'SCRAM-SHA-256': { digest: 'sha256', bytes: 32 },
  'SCRAM-SHA-512': { digest: 'sha512', bytes: 64 },
};

export function mechanismName(number: number): ScramMechanism | undefined {
  return (Object.keys(NUMBER_OF) as ScramMechanism[]).find((m) => NUMBER_OF[m] === number);
}

export interface StoredCredential {
  user: string;
  credentials: Array<{ mechanism: ScramMechanism; iterations: number }>;
}

/** Every user with SCRAM credentials, or only `users` (an unknown one is RESOURCE_NOT_FOUND). */
export async function describeScram(admin: Admin, users: string[] | null): Promise<StoredCredential[]> {
  const answer = await describeUserScramCredentialsV0.api.async(
    await anyBroker(admin),
    users ? users.map((name) => ({ name })) : null,
  );
  return answer.results.map((r) => ({
    user: r.user,
    credentials: r.credentialInfos.flatMap((c) => {
      const mechanism = mechanismName(c.mechanism);
      return mechanism ? [{ mechanism, iterations: c.iterations }] : [];
    }),
  }));
}

/**
 * RFC 5802's SaltedPassword = Hi(password, salt, i), PBKDF2 with the mechanism's HMAC, as Kafka's
 * ScramFormatter computes it; the salt is random per credential. Only these go to Kafka.
 */
export async function saltedCredential(mechanism: ScramMechanism, password: string, iterations: number) {
  const salt = randomBytes(32);
  const { digest, bytes } = HASH_OF[mechanism];
  const saltedPassword = await derive(Buffer.from(password, 'utf8'), salt, iterations, bytes, digest);
  return { salt, saltedPassword };
}

export async function upsertScram(
  admin: Admin,
  user: string,
  change: { mechanism: ScramMechanism; iterations: number; password: string },
): Promise<void> {
  const { salt, saltedPassword } = await saltedCredential(
    change.mechanism,
    change.password,
    change.iterations,
  );
  await alterUserScramCredentialsV0.api.async(
    await anyBroker(admin),
    [],
    [
      {
        name: user,
        mechanism: NUMBER_OF[change.mechanism],
        iterations: change.iterations,
        salt,
        saltedPassword,
      },
    ],
  );
  forgetReads(admin);
}

/** One request per mechanism: Kafka refuses a user named twice in one request (DUPLICATE_RESOURCE). */
export async function deleteScram(admin: Admin, user: string, mechanisms: ScramMechanism[]): Promise<void> {
  const connection = await anyBroker(admin);
  for (const mechanism of mechanisms) {
    await alterUserScramCredentialsV0.api.async(
      connection,
      [{ name: user, mechanism: NUMBER_OF[mechanism] }],
      [],
    );
  }
  forgetReads(admin);
}
