// No answer and no log line carries a secret (issue 13): the server runs as its own process with
// a SASL password, a registry password (in its settings and in its URL), a Connect password and a
// signing secret in its config; failed logins, a refused SASL login and unreachable components
// are provoked, and neither the answers nor anything the process printed holds any of them.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { serverArgs } from '../src/launch.ts';
import { changeRequest } from './helpers.ts';

const SECRETS = {
  sasl: 'sasl-pw-7f3a91',
  registry: 'registry-pw-b2c4d6',
  registryUrl: 'url-pw-e8f0a2',
  connect: 'connect-pw-13579b',
  signing: 'signing-secret-0123456789abcdef-2468ace',
};
const PORT = 18971;
const url = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;
let printed = '';

before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'no-secrets-'));
  const config = join(dir, 'console.yml');
  writeFileSync(
    config,
    `server: { host: 127.0.0.1, port: ${PORT}, log-level: debug }
connections:
  wrongpw:
    properties:
      bootstrap.servers: 127.0.0.1:9192
      security.protocol: SASL_PLAINTEXT
      sasl.mechanism: PLAIN
      sasl.jaas.config: org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="${SECRETS.sasl}";
    schema-registry:
      url: http://registry-user:${SECRETS.registryUrl}@127.0.0.1:1/apis/ccompat/v7
      basic-auth-username: registry-user
      basic-auth-password: ${SECRETS.registry}
    connect:
      - name: c
        url: http://127.0.0.1:1
        basic-auth-username: connect-user
        basic-auth-password: ${SECRETS.connect}
  second:
    properties:
      bootstrap.servers: 127.0.0.1:9192
      security.protocol: SASL_PLAINTEXT
      sasl.mechanism: PLAIN
      sasl.jaas.config: org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="admin-secret";
security:
  signing-secret: ${SECRETS.signing}
  default-group: admin
  roles:
    all:
      - { resources: [TOPIC, SCHEMA, CONNECTOR, CONNECT_CLUSTER, NODE], actions: [READ] }
      - { resources: [SCRAM_USER], actions: [READ, CREATE, UPDATE, DELETE] }
  groups: { admin: [{ role: all }] }
`,
  );
  server = spawn(process.execPath, serverArgs(config), { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  await eventually(async () => assert.equal((await fetch(`${url}/api/auths`)).status, 200), {
    timeoutMs: 30_000,
    what: 'the console answers',
  });
});
after(() => {
  server?.kill();
});

test('answers and logs carry no password, JAAS config, signing secret or registry credential', async () => {
  const answers: string[] = [];
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${url}${path}`, init);
    answers.push(`${response.status} ${await response.text()}`);
    return response.status;
  };
  assert.ok((await call('/api/wrongpw/topic')) >= 500, 'the refused SASL login is an error');
  assert.ok((await call('/api/wrongpw/schema')) >= 500, 'the unreachable registry is an error');
  assert.ok((await call('/api/wrongpw/connect/c')) >= 500, 'the unreachable Connect is an error');
  await call('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: SECRETS.sasl }),
  });
  await call('/api/cluster');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const everything = `${answers.join('\n')}\n${printed}`;
  assert.match(printed, /SASL_AUTHENTICATION_FAILED|unreachable/, 'the failures were logged');
  for (const [what, secret] of Object.entries(SECRETS)) {
    const at = everything.indexOf(secret);
    assert.ok(
      at < 0,
      `the ${what} secret was shown or logged: ${everything.slice(Math.max(0, at - 300), at + 50)}`,
    );
  }
  assert.doesNotMatch(everything, /PlainLoginModule/);
});

test("a SCRAM user's passwords, created and changed on second, are neither answered nor logged", async () => {
  const user = `no-secrets-${randomBytes(4).toString('hex')}`;
  const passwords = [
    `scram-first-${randomBytes(6).toString('hex')}`,
    `scram-next-${randomBytes(6).toString('hex')}`,
  ];
  const answers: string[] = [];
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/api/second/${path}`, changeRequest(method, body));
    answers.push(`${response.status} ${await response.text()}`);
    return response.status;
  };
  const [first, next] = passwords as [string, string];
  try {
    assert.equal(
      await send('POST', 'scram-user', { user, mechanism: 'SCRAM-SHA-256', password: first }),
      201,
    );
    assert.equal(
      await send('PUT', `scram-user/${user}`, { mechanism: 'SCRAM-SHA-256', password: next }),
      200,
    );
    // Refused input is logged and answered too: neither may echo the password.
    assert.equal(
      await send('PUT', `scram-user/${user}`, { mechanism: 'SCRAM-SHA-256', iterations: 1, password: next }),
      400,
    );
    assert.equal(
      await send('PUT', `scram-user/${user}`, { mechanism: 'SCRAM-SHA-512', password: next }),
      404,
    );
  } finally {
    await send('DELETE', `scram-user/${user}`);
  }
  await eventually(async () => assert.match(printed, new RegExp(`scram-user/${user}`)), {
    what: 'the requests logged',
  });
  const everything = `${answers.join('\n')}\n${printed}`;
  for (const password of passwords) {
    const at = everything.indexOf(password);
    assert.ok(
      at < 0,
      `a SCRAM password was shown or logged: ${everything.slice(Math.max(0, at - 300), at + 50)}`,
    );
  }
});
