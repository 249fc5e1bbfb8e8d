// Login under abuse (issue 13): oversized input is refused before any work and the server's memory
// stays flat; spellings of one LDAP account share one attempt budget; failures of unknown users,
// known users and odd input look the same and never name the directory.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { login, securedConsole } from './auth-helpers.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const server = securedConsole({
  change: (config) => {
    config.security!['login-rate-limit'] = { max: 3, 'window-seconds': 60 };
    return config;
  },
});

const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

test('hundreds of logins with distinct huge user names are refused with 400 and keep the heap flat', async () => {
  const before = heapAfterGc();
  const answers = new Map<number, number>();
  for (let i = 0; i < 300; i++) {
    // ~900 KB each: 270 MB in all, which the limiter used to keep as its keys.
    const { status } = await login(server.url, `${i}-${'x'.repeat(900_000)}`, 'pw');
    answers.set(status, (answers.get(status) ?? 0) + 1);
  }
  const grown = heapAfterGc() - before;
  assert.deepEqual([...answers], [[400, 300]]);
  assert.ok(grown < 30 * 1024 * 1024, `heap grew by ${Math.round(grown / 1024 / 1024)} MB`);
});

test('a long name gets a 400 that names the rule, a password too', async () => {
  const name = await login(server.url, 'u'.repeat(300), 'pw');
  assert.equal(name.status, 400);
  assert.match(name.body.message ?? '', /Username is longer than 256 characters/);
  const password = await login(server.url, 'carol', 'p'.repeat(300_000));
  assert.equal(password.status, 400);
  assert.match(password.body.message ?? '', /Password is longer than 1024 characters/);
});

test('spellings of one LDAP account share its attempt budget', async () => {
  const statuses: number[] = [];
  for (const name of ['dave', 'DAVE', ' Dave ', 'dAvE', 'dave']) {
    statuses.push((await login(server.url, name, 'wrong')).status);
  }
  assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
  // dave's real password does not get through the spent budget under another spelling either.
  assert.equal((await login(server.url, 'DaVe', 'dave-pw')).status, 429);
});

test('unknown users, wrong passwords and odd names fail alike, without naming the directory', async () => {
  const answers = [];
  for (const [name, password] of [
    ['nobody-at-all', 'x'],
    ['carol', 'wrong'],
    ['admin', 'wrong'],
    ['eve\u0000', 'x'],
    ['(uid=*)', 'x'],
  ] as const) {
    const { status, body } = await login(server.url, name, password);
    answers.push(`${status} ${body.message}`);
  }
  for (const answer of answers) assert.equal(answer, '401 Wrong Username or Password!');
  assert.doesNotMatch(JSON.stringify(answers), /ldap|389|dc=/i);
});
