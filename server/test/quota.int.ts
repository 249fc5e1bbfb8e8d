// Client quotas (issue 16) against the real clusters: what the console writes is read back with
// Kafka's own ConfigCommand (`kafka-configs.sh --describe`), what ConfigCommand writes is listed by
// the console, and bad input is refused with a 400 naming the problem.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, Quota } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { BOOTSTRAP, kafkaTool } from '@console/stack/list-kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

const mine = randomUUID().slice(0, 8);
const USER = `it-quota-${mine}`;
const CLIENT = `it-quota-client-${mine}`;
const IP = `10.16.${Number.parseInt(mine.slice(0, 2), 16)}.${Number.parseInt(mine.slice(2, 4), 16)}`;

type Entity = Array<{ type: string; name?: string }>;
const user: Entity = [{ type: 'user', name: USER }];
const userClient: Entity = [
  { type: 'client-id', name: CLIENT },
  { type: 'user', name: USER },
];
const ip: Entity = [{ type: 'ip', name: IP }];

/** `key=value` pairs ConfigCommand prints for one entity (`--entity-type users --entity-name x ...`). */
async function configCommand(args: string[]): Promise<Record<string, number>> {
  const out = await kafkaTool('kafka.admin.ConfigCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    ...args,
  ]);
  const values: Record<string, number> = {};
  for (const [, key = '', value = ''] of out.matchAll(/([a-z_]+)=([0-9.E+-]+)/g)) values[key] = Number(value);
  return values;
}
/** Brokers learn a change from the metadata log a moment after the controller took it. */
const readBack = (args: string[], expected: Record<string, number>) =>
  eventually(async () => assert.deepEqual(await configCommand(args), expected), { timeoutMs: 60_000 });
const usersArgs = ['--entity-type', 'users', '--entity-name', USER];
const clientArgs = ['--entity-type', 'clients', '--entity-name', CLIENT];

describe('client quotas', () => {
  let server: RunningServer;
  const send = (method: string, body: unknown, cluster = 'main') =>
    server.get(`/api/${cluster}/quota`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const list = async (query: string, cluster = 'main') => {
    const response = await server.get(`/api/${cluster}/quota?${query}`);
    assert.equal(response.status, 200);
    return json<Quota[]>(response);
  };

  before(async () => {
    server = await startServer();
  });
  after(async () => {
    for (const entity of [user, userClient, ip, [{ type: 'client-id', name: CLIENT }]]) {
      await send('DELETE', { entity }).catch(() => {});
    }
    await send('DELETE', { entity: [{ type: 'user' }], keys: ['request_percentage'] }, 'second');
    await server.close();
  });

  test('quotas created by the console are what ConfigCommand reads', async () => {
    const created = await send('POST', {
      entity: user,
      values: { producer_byte_rate: 1024, consumer_byte_rate: 2048 },
    });
    assert.equal(created.status, 201, await created.clone().text());
    assert.deepEqual(await json(created), {
      entity: user,
      values: { producer_byte_rate: 1024, consumer_byte_rate: 2048 },
    });
    const combined = await send('POST', { entity: userClient, values: { request_percentage: 12.5 } });
    assert.equal(combined.status, 201, await combined.clone().text());
    const byIp = await send('POST', { entity: ip, values: { connection_creation_rate: 7 } });
    assert.equal(byIp.status, 201, await byIp.clone().text());

    await readBack(usersArgs, { consumer_byte_rate: 2048, producer_byte_rate: 1024 });
    await readBack([...usersArgs, ...clientArgs], { request_percentage: 12.5 });
    await readBack(['--entity-type', 'ips', '--entity-name', IP], {
      connection_creation_rate: 7,
    });

    // The list: by type, by name, and the combined entity under both of its types.
    const users = await eventually(async () => {
      const found = await list(`type=user&search=${mine}`);
      assert.equal(found.length, 2);
      return found;
    });
    assert.deepEqual(
      users.map((q) => q.entity),
      [
        user,
        [
          { type: 'user', name: USER },
          { type: 'client-id', name: CLIENT },
        ],
      ],
    );
    assert.deepEqual(
      (await list(`type=ip&search=${IP}`)).map((q) => q.values),
      [{ connection_creation_rate: 7 }],
    );
    assert.equal((await list(`type=client-id&search=${mine}`)).length, 1);
  });

  test('a second create of the same entity is a 409; update sets exactly the given values', async () => {
    const again = await send('POST', { entity: user, values: { producer_byte_rate: 1 } });
    assert.equal(again.status, 409);
    assert.match((await json<ErrorBody>(again)).message, /already has quotas/);

    const updated = await send('PUT', { entity: user, values: { producer_byte_rate: 4096 } });
    assert.equal(updated.status, 200, await updated.clone().text());
    await readBack(usersArgs, { producer_byte_rate: 4096 });

    const missing = await send('PUT', {
      entity: [{ type: 'user', name: `${USER}-none` }],
      values: { producer_byte_rate: 1 },
    });
    assert.equal(missing.status, 404);
  });

  test('quotas set by ConfigCommand are listed by the console; delete removes keys', async () => {
    await kafkaTool('kafka.admin.ConfigCommand', [
      '--bootstrap-server',
      BOOTSTRAP,
      '--alter',
      '--add-config',
      'consumer_byte_rate=3000,request_percentage=40',
      ...clientArgs,
    ]);
    const listed = await eventually(async () => {
      const found = await list(`type=client-id&search=${CLIENT}`);
      const own = found.find((q) => q.entity.length === 1);
      assert.ok(own);
      return own;
    });
    assert.deepEqual(listed, {
      entity: [{ type: 'client-id', name: CLIENT }],
      values: { consumer_byte_rate: 3000, request_percentage: 40 },
    });

    const one = await send('DELETE', { entity: listed.entity, keys: ['request_percentage'] });
    assert.equal(one.status, 204);
    await readBack(clientArgs, { consumer_byte_rate: 3000 });
    const all = await send('DELETE', { entity: listed.entity });
    assert.equal(all.status, 204);
    await readBack(clientArgs, {});
    const gone = await send('DELETE', { entity: listed.entity });
    assert.equal(gone.status, 404);
  });

  test('the quotas that apply to a user: its own entities and the user default', async () => {
    // On `second` (no other test sets user defaults there); 100% of request time throttles nobody.
    const made = await send(
      'POST',
      { entity: [{ type: 'user' }], values: { request_percentage: 100 } },
      'second',
    );
    assert.ok(made.status === 201 || made.status === 409, await made.clone().text());
    const applying = await eventually(async () => {
      const found = await list(`user=${USER}-elsewhere`, 'second');
      assert.ok(found.length >= 1);
      return found;
    });
    assert.ok(
      applying.every((q) =>
        q.entity.some((p) => p.type === 'user' && (p.name === undefined || p.name === `${USER}-elsewhere`)),
      ),
    );
    assert.ok(applying.some((q) => q.entity.length === 1 && q.entity[0]?.name === undefined));
    const own = (await list(`user=${USER}`)).filter((q) => q.entity.some((p) => p.name === USER));
    assert.deepEqual(
      own.map((q) => q.values),
      [{ producer_byte_rate: 4096 }, { request_percentage: 12.5 }],
    );
  });

  test('bad input is a 400 naming the problem', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ entity: user, values: { producer_bytes: 1 } }, /unknown quota key 'producer_bytes'/],
      [
        { entity: user, values: { producer_byte_rate: -5 } },
        /'producer_byte_rate' must be 0 or more, not -5/,
      ],
      [{ entity: user, values: { producer_byte_rate: 1.5 } }, /whole number/],
      [{ entity: user, values: { connection_creation_rate: 3 } }, /applies to ip entities only/],
      [{ entity: ip, values: { producer_byte_rate: 3 } }, /does not apply to an ip entity/],
      [{ entity: [...ip, ...user], values: { request_percentage: 3 } }, /'ip\+user' is not a quota entity/],
      [{ entity: [{ type: 'group', name: 'x' }], values: { request_percentage: 3 } }, /entity/],
      [{ entity: user, values: {} }, /set at least one quota value/],
      [{ entity: [{ type: 'user', name: '' }], values: { request_percentage: 3 } }, /cannot be empty/],
      // Names of Object's own members are not quota keys.
      [{ entity: user, values: { constructor: 1 } }, /unknown quota key 'constructor'/],
      [{ entity: user, values: { toString: 1 } }, /unknown quota key 'toString'/],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match((await json<ErrorBody>(response)).message, message);
    }
    const badDelete = await send('DELETE', { entity: user, keys: ['nope'] });
    assert.equal(badDelete.status, 400);
    assert.match((await json<ErrorBody>(badDelete)).message, /unknown quota key 'nope'/);
    for (const key of ['constructor', '__proto__']) {
      const inherited = await send('DELETE', { entity: user, keys: [key] });
      assert.equal(inherited.status, 400, key);
      assert.match((await json<ErrorBody>(inherited)).message, new RegExp(`unknown quota key '${key}'`));
    }
  });
});
