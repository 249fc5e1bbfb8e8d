// Client quotas (issue 16): create a quota for a user with the default client id through the form,
// see it in the list and on the user's ACL principal page, edit it, refuse a negative value, delete
// it; after each change Kafka's own ConfigCommand reads what the cluster holds.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { BOOTSTRAP, kafkaTool } from '@console/stack/list-kafka';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const USER = `e2e-quota-${randomBytes(4).toString('hex')}`;
const entity = [{ type: 'user', name: USER }, { type: 'client-id' }];
const entityArgs = [
  '--entity-type',
  'users',
  '--entity-name',
  USER,
  '--entity-type',
  'clients',
  '--entity-default',
];

/** What ConfigCommand reads for the entity, as `key=value` pairs. */
async function heldByKafka(): Promise<Record<string, number>> {
  const out = await kafkaTool('kafka.admin.ConfigCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    ...entityArgs,
  ]);
  return Object.fromEntries([...out.matchAll(/([a-z_]+)=([0-9.E+-]+)/g)].map(([, k, v]) => [k, Number(v)]));
}
const kafkaHolds = (expected: Record<string, number>) =>
  eventually(async () => assert.deepEqual(await heldByKafka(), expected), { timeoutMs: 60_000 });

after(async () => {
  await fetch(`${baseUrl}/api/main/quota`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ entity }),
  });
});

browserTest('create, show, edit and delete the quotas of a user with the default client id', async (page) => {
  await page.goto('/ui/main/quota');
  await eventually(async () => assert.equal(await page.title(), 'Quotas | Kafka Console'));
  assert.equal(await text(page.getByTestId('sidebar-quota')), 'Quotas');

  await page.getByTestId('quota-create').click();
  await page.getByTestId('quota-form-kind').getByText('User and client id').click();
  await page.getByTestId('quota-form-user').fill(USER);
  await page.getByTestId('quota-form-clientId-default').check();
  await page.getByTestId('quota-form-producer_byte_rate').fill('-5');
  await eventually(async () =>
    assert.match(
      await text(page.getByTestId('quota-form')),
      /'producer_byte_rate' must be 0 or more, not -5/,
    ),
  );
  assert.ok(await page.getByTestId('quota-form-submit').isDisabled());
  await screenshot(page, 'quota-form-negative');
  await page.getByTestId('quota-form-producer_byte_rate').fill('1048576');
  await page.getByTestId('quota-form-request_percentage').fill('50');
  await screenshot(page, 'quota-form');
  await page.getByTestId('quota-form-submit').click();
  await eventually(async () =>
    assert.equal(
      await text(page.getByTestId('notification-success')),
      `Quotas of user=${USER}, client-id=<default> created`,
    ),
  );

  await page.getByTestId('search-input').fill(USER);
  await page.getByTestId('search-submit').click();
  const row = page.getByTestId('quota-table').getByTestId('table-row');
  await eventually(async () => {
    assert.equal(await row.count(), 1);
    assert.equal(await text(row.getByTestId('cell-user')), USER);
    assert.equal(await text(row.getByTestId('cell-client-id')), '<default>');
    assert.equal(await text(row.getByTestId('cell-producer_byte_rate')), '1 MB/s');
    assert.equal(await text(row.getByTestId('cell-request_percentage')), '50 %');
  });
  await screenshot(page, 'quota-list');
  // Both row actions fit on the screen beside the eight columns.
  const edit = await row.getByTestId('row-action-edit').boundingBox();
  assert.ok(edit && edit.x + edit.width <= 1366, `the edit button is off screen at x=${edit?.x}`);
  await kafkaHolds({ producer_byte_rate: 1048576, request_percentage: 50 });

  // The user's ACL principal page shows the quotas that apply to it.
  await page.goto(`/ui/main/acls/${Buffer.from(`User:${USER}`).toString('base64')}`);
  const applying = page.getByTestId('principal-quota-table').getByTestId('table-row');
  await eventually(async () =>
    assert.equal(await text(applying.getByTestId('cell-entity')), `user=${USER}, client-id=<default>`),
  );
  assert.equal(
    await text(applying.getByTestId('cell-values')),
    'producer_byte_rate=1048576, request_percentage=50',
  );
  await screenshot(page, 'quota-on-principal-page');

  // Edit: an emptied box removes that quota, a filled one sets it.
  await page.goto(`/ui/main/quota?search=${USER}`);
  await row.getByTestId('row-action-edit').click();
  assert.equal(await page.getByTestId('quota-form-producer_byte_rate').inputValue(), '1048576');
  await page.getByTestId('quota-form-producer_byte_rate').fill('');
  await page.getByTestId('quota-form-consumer_byte_rate').fill('2048');
  await page.getByTestId('quota-form-submit').click();
  await eventually(async () => {
    assert.equal(await text(row.getByTestId('cell-producer_byte_rate')), '');
    assert.equal(await text(row.getByTestId('cell-consumer_byte_rate')), '2 KB/s');
  });
  await kafkaHolds({ consumer_byte_rate: 2048, request_percentage: 50 });

  await row.getByTestId('row-action-delete').click();
  assert.equal(
    await text(page.getByTestId('confirm-message')),
    `Delete every quota of user=${USER}, client-id=<default>?`,
  );
  await page.getByTestId('confirm-ok').click();
  await eventually(async () => assert.equal(await text(page.getByTestId('table-empty')), 'No quota matches'));
  await kafkaHolds({});
});
