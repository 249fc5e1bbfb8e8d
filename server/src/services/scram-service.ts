import type { ScramCredentialChange, ScramMechanism, ScramUser, ScramUserCreate } from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { conflict, notFound } from '../errors.ts';
import {
  deleteScram,
  describeScram,
  type StoredCredential,
  upsertScram,
} from '../kafka/scram-credentials.ts';
import { settle } from './settle.ts';

// SCRAM users: who may log in with SASL/SCRAM and with which mechanisms. Takes the admin client as
// an argument so tests can drive it against the real cluster without HTTP. A password is only ever
// passed on to be salted (kafka/scram-credentials.ts): it is never stored, logged or answered.

const toUser = (c: StoredCredential): ScramUser => ({
  name: c.user,
  credentials: [...c.credentials].sort((a, b) => a.mechanism.localeCompare(b.mechanism)),
});

export async function listScramUsers(admin: Admin, search?: string): Promise<ScramUser[]> {
  const needle = search?.trim().toLowerCase() ?? '';
  return (await describeScram(admin, null))
    .map(toUser)
    .filter((u) => u.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The user's credentials; undefined when it has none (Kafka answers RESOURCE_NOT_FOUND). */
export async function findScramUser(admin: Admin, name: string): Promise<ScramUser | undefined> {
  const all = await describeScram(admin, null);
  const found = all.find((c) => c.user === name);
  return found ? toUser(found) : undefined;
}

/**
 * Waits until a read shows the credential with the iterations just sent (see settle.ts). A new
 * password with the same iterations looks the same in a read, so then there is nothing to wait for.
 */
const settled = (admin: Admin, name: string, change: ScramCredentialChange) =>
  settle(async () =>
    Boolean(
      (await findScramUser(admin, name))?.credentials.some(
        (c) => c.mechanism === change.mechanism && c.iterations === change.iterations,
      ),
    ),
  );

/**
 * What the user holds once a change is accepted. Brokers learn credentials from the metadata log a
 * moment after the controller accepted them, so the answer is built from what was sent.
 */
function withCredential(user: ScramUser | undefined, name: string, change: ScramCredentialChange): ScramUser {
  const others = (user?.credentials ?? []).filter((c) => c.mechanism !== change.mechanism);
  return toUser({
    user: name,
    credentials: [...others, { mechanism: change.mechanism, iterations: change.iterations }],
  });
}

export async function createScramUser(admin: Admin, create: ScramUserCreate): Promise<ScramUser> {
  const existing = await findScramUser(admin, create.user);
  if (existing?.credentials.some((c) => c.mechanism === create.mechanism)) {
    throw conflict(
      `User '${create.user}' already has a ${create.mechanism} credential: change its password instead`,
    );
  }
  await upsertScram(admin, create.user, create);
  await settled(admin, create.user, create);
  return withCredential(existing, create.user, create);
}

export async function changeScramPassword(
  admin: Admin,
  name: string,
  change: ScramCredentialChange,
): Promise<ScramUser> {
  const existing = await findScramUser(admin, name);
  if (!existing) throw notFound(`SCRAM user '${name}' not found`);
  // A change needs only SCRAM_USER UPDATE: adding a mechanism the user lacks is creating a
  // credential, which is POST with CREATE.
  const held = existing.credentials.map((c) => c.mechanism);
  if (!held.includes(change.mechanism)) {
    throw notFound(
      `SCRAM user '${name}' has no ${change.mechanism} credential (it has ${held.join(', ')}): add one with Create`,
    );
  }
  await upsertScram(admin, name, change);
  await settled(admin, name, change);
  return withCredential(existing, name, change);
}

/** One mechanism's credential, or all of them (the user can no longer log in with SCRAM). */
export async function deleteScramUser(admin: Admin, name: string, mechanism?: ScramMechanism): Promise<void> {
  const existing = await findScramUser(admin, name);
  if (!existing) throw notFound(`SCRAM user '${name}' not found`);
  const held = existing.credentials.map((c) => c.mechanism);
  if (mechanism && !held.includes(mechanism)) {
    throw notFound(`SCRAM user '${name}' has no ${mechanism} credential (it has ${held.join(', ')})`);
  }
  const gone = mechanism ? [mechanism] : held;
  await deleteScram(admin, name, gone);
  await settle(async () => {
    const now = await findScramUser(admin, name);
    return !now?.credentials.some((c) => gone.includes(c.mechanism));
  });
}
