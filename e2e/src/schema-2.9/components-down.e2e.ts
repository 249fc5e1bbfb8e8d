// Spec §2.9/§2.10 and design §1: a registry or a Connect worker that is down shows a clear error
// on its own section, while the rest of the console keeps working. Runs a second server of its own
// whose config points the registry and Connect at a closed port.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { useOwnConsole } from '../own-console.ts';

const own = useOwnConsole({
  editConfig: (demo) =>
    demo
      .replace('http://127.0.0.1:8085/apis/ccompat/v7', 'http://127.0.0.1:1/apis/ccompat/v7')
      .replace('http://127.0.0.1:8083', 'http://127.0.0.1:1'),
});

browserTest('an unreachable registry shows an error on the schema section only', async (page) => {
  await page.goto(`${own.url()}/ui/main/schema`);
  await eventually(async () =>
    assert.match(
      await text(page.getByTestId('section-error')),
      /Schema registry is unreachable at http:\/\/127\.0\.0\.1:1/,
    ),
  );
  assert.equal(await text(page.getByTestId('table-empty')), 'No data available');
  await screenshot(page, 'schema-registry-down');

  await page.getByTestId('sidebar-node').click();
  await eventually(async () =>
    assert.equal(await page.getByTestId('node-table').getByTestId('table-row').count(), 3),
  );
  assert.equal(await page.getByTestId('section-error').count(), 0);
});

browserTest('a Connect worker that is down shows an error on its own section only', async (page) => {
  await page.goto(`${own.url()}/ui/main/connect/demo-connect`);
  await eventually(async () =>
    assert.match(await text(page.getByTestId('section-error')), /Connect 'demo-connect' is unreachable/),
  );
  await screenshot(page, 'connect-down');
  const topics = await page.request.get(`${own.url()}/api/main/node`);
  assert.equal(topics.status(), 200);
  await page.goto(`${own.url()}/ui/main/node`);
  await eventually(async () =>
    assert.equal(await page.getByTestId('node-table').getByTestId('table-row').count(), 3),
  );
});
