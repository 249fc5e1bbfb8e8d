// Connector secrets stay on the server (issue 13): a reader (and an admin) sees masks in the list,
// the detail, the configs and a validation; saving a config with the mask untouched keeps the
// password Connect holds, and a new value replaces it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { securedConsole } from './auth-helpers.ts';

const CONNECT = 'http://127.0.0.1:8083';
const name = `it-secret-${randomUUID().slice(0, 8)}`;
const SECRET = `s3cr3t-${randomUUID()}`;
const JAAS = `org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="${SECRET}";`;
const base = `/api/main/connect/demo-connect`;

const server = securedConsole({
  users: ['admin', 'reader'],
  setup: async () => {
    const created = await fetch(`${CONNECT}/connectors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        config: {
          'connector.class': 'FileStreamSource',
          file: '/dev/null',
          topic: name,
          'database.password': SECRET,
          'producer.override.sasl.jaas.config': JAAS,
        },
      }),
    });
    assert.equal(created.status, 201, await created.text());
  },
  teardown: async () => {
    await fetch(`${CONNECT}/connectors/${name}`, { method: 'DELETE' });
  },
});

const stored = async () =>
  (await (await fetch(`${CONNECT}/connectors/${name}/config`)).json()) as Record<string, string>;

test('no answer carries a connector secret, for a reader or an admin', async () => {
  for (const user of ['reader', 'admin'] as const) {
    for (const path of [`${base}?search=${name}`, `${base}/${name}`, `${base}/${name}/configs`]) {
      const response = await server.request(path, server.as[user]);
      assert.equal(response.status, 200, path);
      const text = await response.text();
      assert.ok(!text.includes(SECRET), `${user} ${path} shows the secret`);
      assert.match(text, /"database\.password":"\*{8}"/, `${user} ${path}`);
    }
  }
  const validated = await server.request(
    `${base}/plugins/FileStreamSource/validate`,
    server.as.admin,
    'PUT',
    { configs: { ...(await stored()), name } },
  );
  assert.equal(validated.status, 200);
  assert.ok(!(await validated.text()).includes(SECRET), 'a validation shows the secret');
});

test('saving with the mask untouched keeps the stored secret; a new value replaces it', async () => {
  const configs = (await (await server.request(`${base}/${name}/configs`, server.as.admin)).json()) as Record<
    string,
    string
  >;
  const saved = await server.request(`${base}/${name}/configs`, server.as.admin, 'POST', {
    configs: { ...configs, topic: `${name}-2` },
  });
  assert.equal(saved.status, 200, await saved.text());
  const after = await stored();
  assert.equal(after.topic, `${name}-2`);
  assert.equal(after['database.password'], SECRET);
  assert.equal(after['producer.override.sasl.jaas.config'], JAAS);

  await server.request(`${base}/${name}/configs`, server.as.admin, 'POST', {
    configs: { ...configs, 'database.password': 'rotated' },
  });
  assert.equal((await stored())['database.password'], 'rotated');
});
