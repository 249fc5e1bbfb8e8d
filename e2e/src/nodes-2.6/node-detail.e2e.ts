// Spec §2.6 (node detail): logs tab by default, configs tab with 'Update configs', a broker config
// changed in the browser and read back after a reload (put back to its default at the end).
import assert from 'node:assert/strict';
import { after } from 'node:test';
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
  await screenshot(page, 'node-logs');
  await node.open('/ui/main/node/3/nope');
  await eventually(async () =>
    assert.equal(await page.getByTestId('tab-logs').getAttribute('aria-selected'), 'true'),
  );
});

browserTest('a broker config is changed in the configs tab and read back after a reload', async (page) => {
  const node = new ConsolePage(page);
  await node.open('/ui/main/node/3/configs');
  const input = page.getByTestId(`config-input-${config}`);
  await eventually(async () => assert.equal(await input.inputValue(), '15000'));
  assert.equal(await text(page.getByTestId(`config-hint-${config}`)), '15 seconds');
  assert.ok(await page.getByTestId('config-input-broker.id').isDisabled(), 'read-only values are locked');
  assert.equal(
    (await page.getByTestId('config-sensitive').count()) > 0,
    true,
    'sensitive entries are marked',
  );
  await page.getByTestId('config-filter').fill('cleaner backoff');
  await eventually(async () =>
    assert.deepEqual(await page.getByTestId('config-table').getByTestId('config-name').allInnerTexts(), [
      config,
    ]),
  );
  await input.fill('17000');
  await page.getByTestId('config-save').click();
  await eventually(async () =>
    assert.match(await text(node.notification('success')), /updated successfully/),
  );
  await page.reload();
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
