// Issue 15 (Connect): the whole config as raw JSON beside the form. A connector is created from a
// pasted JSON config and changed through the same editor; Connect holds what was typed.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConnectPages } from '../pages/connect-pages.ts';
import { fillCodeEditor } from '../pages/schema-pages.ts';

const connectUrl = 'http://127.0.0.1:8083';
const name = `e2e-connect-json-${Math.random().toString(36).slice(2, 8)}`;

after(async () => {
  await fetch(`${connectUrl}/connectors/${name}`, { method: 'DELETE' }).catch(() => {});
});

const config = async (): Promise<Record<string, string>> =>
  (await fetch(`${connectUrl}/connectors/${name}/config`)).json();

browserTest('a connector is created and changed as raw JSON', async (page) => {
  const connect = new ConnectPages(page);
  await connect.open('/ui/main/connect/demo-connect/create');
  await connect.choosePlugin(/^FileStreamSinkConnector/);
  await page.getByTestId('connect-config-mode').getByText('JSON').click();
  await page.getByTestId('connect-json-form').waitFor();

  // Not an object: said under the editor, Create disabled.
  await fillCodeEditor(page, 'connect-json', '[1, 2]');
  await eventually(async () =>
    assert.equal(await page.getByTestId('connect-json-submit').isDisabled(), true),
  );
  await page.getByText('The config must be a JSON object').waitFor();

  // Connect's own verdict is listed and nothing is created.
  const typed = {
    name,
    'connector.class': 'org.apache.kafka.connect.file.FileStreamSinkConnector',
    'tasks.max': 0,
    topics: 'connect-file-lines',
    file: '/tmp/e2e-connect-json-out.txt',
  };
  await fillCodeEditor(page, 'connect-json', JSON.stringify(typed));
  await page.getByTestId('connect-json-submit').click();
  await eventually(async () =>
    assert.match(await text(page.getByTestId('connect-json-errors')), /tasks\.max: .*at least 1/),
  );
  assert.equal((await fetch(`${connectUrl}/connectors/${name}`)).status, 404);

  // Connect's verdict was about the text it checked: a changed text no longer shows it.
  await fillCodeEditor(page, 'connect-json', JSON.stringify({ ...typed, 'tasks.max': 1 }));
  await eventually(async () => assert.equal(await page.getByTestId('connect-json-errors').count(), 0));
  await screenshot(page, 'connect-create-json');
  await page.getByTestId('connect-json-submit').click();
  await connect.waitForPath(`/ui/main/connect/demo-connect/definition/${name}`);
  await eventually(async () => assert.equal((await config()).topics, 'connect-file-lines'));

  // The configs tab's JSON holds the stored config; a change there is what Connect then holds.
  await page.getByTestId('tab-configs').click();
  await page.getByTestId('connect-config-mode').getByText('JSON').click();
  await eventually(async () =>
    assert.match(await text(page.getByTestId('connect-json')), /"file": "\/tmp\/e2e-connect-json-out.txt"/),
  );
  await fillCodeEditor(page, 'connect-json', JSON.stringify({ ...typed, 'tasks.max': 1, 'batch.size': 7 }));
  await page.getByTestId('connect-json-submit').click();
  await eventually(async () =>
    assert.equal(await text(connect.notification('success').last()), `Definition '${name}' is updated`),
  );
  assert.equal((await config())['batch.size'], '7');
  await screenshot(page, 'connect-configs-json');
});
