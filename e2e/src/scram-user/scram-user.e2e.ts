// SCRAM users (issue 16) on the `second` cluster (SASL PLAIN and SCRAM): create a user with the
// password typed twice, see its mechanism, log in with Kafka's own Java client, change the password
// and log in with the new one, delete it; ConfigCommand reads what the cluster holds.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { kafkaTool } from '@console/stack/list-kafka';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const SECOND = '127.0.0.1:9192';
const USER = `e2e-scram-${randomBytes(4).toString('hex')}`;
const FIRST = `first-${randomBytes(6).toString('hex')}`;
const NEXT = `next-${randomBytes(6).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'e2e-scram-'));

/** A Java client config file logging in as `user` with `mechanism`. */
function clientConfig(
  name: string,
  mechanism: string,
  module: string,
  user: string,
  password: string,
): string {
  const file = join(dir, `${name}.properties`);
  writeFileSync(
    file,
    [
      'security.protocol=SASL_PLAINTEXT',
      `sasl.mechanism=${mechanism}`,
      `sasl.jaas.config=${module} required username="${user}" password="${password}";`,
    ].join('\n'),
  );
  return file;
}
const admin = clientConfig(
  'admin',
  'PLAIN',
  'org.apache.kafka.common.security.plain.PlainLoginModule',
  'admin',
  'admin-secret',
);
const scram = 'org.apache.kafka.common.security.scram.ScramLoginModule';

/** What ConfigCommand reads of the user's SCRAM credentials ('' when none). */
async function credentials(): Promise<string> {
  const out = await kafkaTool('kafka.admin.ConfigCommand', [
    '--bootstrap-server',
    SECOND,
    '--command-config',
    admin,
    '--describe',
    '--entity-type',
    'users',
    '--entity-name',
    USER,
  ]);
  return /SCRAM credential configs for user-principal '[^']+' are (.*)/.exec(out)?.[1]?.trim() ?? '';
}

/** Kafka's TopicCommand logs in as the user (it lists nothing: the user has no ACLs, but the login holds). */
async function logsIn(password: string): Promise<void> {
  const file = clientConfig(`user-${password}`, 'SCRAM-SHA-512', scram, USER, password);
  await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    SECOND,
    '--command-config',
    file,
    '--list',
  ]);
}

after(async () => {
  await fetch(`${baseUrl}/api/second/scram-user/${USER}`, { method: 'DELETE' });
});

browserTest('create a SCRAM user, log in with it, change its password, delete it', async (page) => {
  await page.goto('/ui/second/scram-user');
  await eventually(async () => assert.equal(await page.title(), 'Users | Kafka Console'));
  assert.equal(await text(page.getByTestId('sidebar-scram-user')), 'Users');

  await page.getByTestId('scram-create').click();
  await page.getByTestId('scram-form-user').fill(USER);
  await page.getByTestId('scram-form-password').fill(FIRST);
  await page.getByTestId('scram-form-confirm').fill(`${FIRST}x`);
  await eventually(async () =>
    assert.match(await text(page.getByTestId('scram-form')), /the two passwords differ/),
  );
  assert.ok(await page.getByTestId('scram-form-submit').isDisabled());
  await screenshot(page, 'scram-form-mismatch');
  await page.getByTestId('scram-form-confirm').fill(FIRST);
  await page.getByTestId('scram-form-submit').click();
  await eventually(async () =>
    assert.equal(
      await text(page.getByTestId('notification-success')),
      `User '${USER}' created with SCRAM-SHA-512`,
    ),
  );

  await page.getByTestId('search-input').fill(USER);
  await page.getByTestId('search-submit').click();
  const row = page.getByTestId('scram-table').getByTestId('table-row');
  await eventually(async () => {
    assert.equal(await row.count(), 1);
    assert.equal(await text(row.getByTestId('cell-name')), USER);
    assert.equal(await text(row.getByTestId('scram-credential')), 'SCRAM-SHA-512 · 8,192 iterations');
  });
  await screenshot(page, 'scram-list');
  assert.equal(await credentials(), 'SCRAM-SHA-512=iterations=8192');
  await eventually(() => logsIn(FIRST), { timeoutMs: 60_000 });

  await row.getByTestId('row-action-edit').click();
  assert.ok(await page.getByTestId('scram-form-user').isDisabled());
  await page.getByTestId('scram-form-iterations').fill('4096');
  await page.getByTestId('scram-form-password').fill(NEXT);
  await page.getByTestId('scram-form-confirm').fill(NEXT);
  await screenshot(page, 'scram-change-password');
  await page.getByTestId('scram-form-submit').click();
  await eventually(async () =>
    assert.equal(await text(row.getByTestId('scram-credential')), 'SCRAM-SHA-512 · 4,096 iterations'),
  );
  await eventually(() => logsIn(NEXT), { timeoutMs: 60_000 });

  await row.getByTestId('row-action-delete').click();
  assert.equal(
    await text(page.getByTestId('confirm-message')),
    `Delete the user '${USER}'? It can no longer log in with SCRAM.`,
  );
  await page.getByTestId('confirm-ok').click();
  await eventually(async () =>
    assert.equal(await text(page.getByTestId('table-empty')), `No user matches '${USER}'`),
  );
  await eventually(async () => assert.equal(await credentials(), ''), { timeoutMs: 60_000 });
});
