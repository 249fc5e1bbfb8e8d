// Spec §2.6 (node detail): logs tab by default, configs tab with 'Update configs', a broker config
// changed in the browser and read back after a reload (put back to its default at the end).
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { brokerReplicas } from '@console/stack/list-kafka';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConsolePage } from '../pages/console-page.ts';

const config = 'log.cleaner.backoff.ms';

after(async () => {
  await fetch(`${baseUrl}/api/main/node/3/configs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ configs: { [config]: '' } }),
  }).catch(() => {});
});

browserTest('the logs tab is the default and lists the replicas on that broker', async (page) => {
  const node = new ConsolePage(page);
  await node.open('/ui/main/node/3');
  await eventually(async () =>
    assert.equal(await page.getByTestId('tab-logs').getAttribute('aria-selected'), 'true'),
  );
  const rows = page.getByTestId('log-table').getByTestId('table-row');
  await eventually(async () => assert.ok((await rows.count()) > 20));
  assert.ok((await rows.getByTestId('cell-broker').allInnerTexts()).every((b) => b.trim() === '3'));
  // A page at a time, filtered by topic; the count is what Kafka's LogDirsCommand lists (issue 15).
  assert.ok((await rows.count()) <= 50);
  await page.getByTestId('log-filter').fill('orders');
  const onBroker = (await brokerReplicas(3)).filter((r) => r.replace(/-\d+$/, '').includes('orders'));
  await eventually(async () =>
    assert.match(await text(page.getByTestId('log-count')), new RegExp(`^${onBroker.length} replicas · `)),
  );
  assert.ok((await rows.getByTestId('cell-topic').allInnerTexts()).every((t) => t.includes('orders')));
  await screenshot(page, 'node-logs');
  await node.open('/ui/main/node/3/nope');
  await eventually(async () =>
    assert.equal(await page.getByTestId('tab-logs').getAttribute('aria-selected'), 'true'),
  );
});

browserTest('a broker config is changed in the configs tab and read back after a reload', async (page) => {
  const node = new ConsolePage(page);
  await node.open('/ui/main/node/3/configs');
  // Some 250 configs, 50 a page (issue 15: it was one 27,710 px page).
  const names = page.getByTestId('config-table').getByTestId('config-name');
  await eventually(async () => assert.equal(await names.count(), 50));
  assert.match(await text(page.getByTestId('config-count')), /^\d{3} of \d{3} configs$/);
  assert.equal(await page.getByTestId('pagination-input').inputValue(), '1');
  await page.getByTestId('config-filter').fill('broker.id');
  await eventually(async () => assert.ok(await page.getByTestId('config-input-broker.id').isDisabled()));
  await page.getByTestId('config-filter').fill('sasl');
  await eventually(async () =>
    assert.equal(
      (await page.getByTestId('config-sensitive').count()) > 0,
      true,
      'sensitive entries are marked',
    ),
  );
  await page.getByTestId('config-filter').fill('cleaner backoff');
  await eventually(async () => assert.deepEqual(await names.allInnerTexts(), [config]));
  const input = page.getByTestId(`config-input-${config}`);
  await eventually(async () => assert.equal(await input.inputValue(), '15000'));
  assert.equal(await text(page.getByTestId(`config-hint-${config}`)), '15 seconds');
  await input.fill('17000');
  await page.getByTestId('config-save').click();
  await eventually(async () =>
    assert.match(await text(node.notification('success')), /updated successfully/),
  );
  await page.reload();
  // Only overridden: the broker's non-default values, the one just set among them.
  await page.getByTestId('config-overridden-only').check();
  await eventually(async () => assert.ok((await names.allInnerTexts()).includes(config)));
  assert.ok((await page.getByTestId('config-source').allInnerTexts()).every((s) => s !== 'DEFAULT_CONFIG'));
  await eventually(async () =>
    assert.equal(await page.getByTestId(`config-input-${config}`).inputValue(), '17000'),
  );
  await screenshot(page, 'node-configs');
  const configs = (await (await page.request.get('/api/main/node/3/configs')).json()) as {
    name: string;
    value?: string;
    source: string;
  }[];
  const entry = configs.find((c) => c.name === config);
  assert.equal(entry?.value, '17000');
  assert.equal(entry?.source, 'DYNAMIC_BROKER_CONFIG');
});
