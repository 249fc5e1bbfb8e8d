// Spec §2.10 (Connect): a FileStreamSource connector created through the form, RUNNING with its
// task, paused, resumed, its task restarted, a config changed, deleted; the list and its search.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after } from 'node:test';
import { createFailingSink } from '@console/stack/connect-rest';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConnectPages } from '../pages/connect-pages.ts';

const repo = join(import.meta.dirname, '../../..');
const suffix = Math.random().toString(36).slice(2, 8);
const name = `e2e-connect-${suffix}`;
const topic = `e2e-connect-${suffix}`;
const file = join(repo, '.run', `e2e-connect-${suffix}.txt`);
mkdirSync(join(repo, '.run'), { recursive: true });
writeFileSync(file, 'one\ntwo\nthree\n');
const connectUrl = 'http://127.0.0.1:8083';

const failing = `e2e-connect-failing-${suffix}`;

after(async () => {
  rmSync(file, { force: true });
  await fetch(`${connectUrl}/connectors/${name}`, { method: 'DELETE' }).catch(() => {});
  await fetch(`${connectUrl}/connectors/${failing}`, { method: 'DELETE' }).catch(() => {});
  // Connect created the topic (topic.creation.*); remove it with Kafka's own tool.
  try {
    execFileSync(
      'java',
      [
        '-cp',
        join(repo, '.deps/kafka/lib/*'),
        'org.apache.kafka.tools.TopicCommand',
        '--bootstrap-server',
        '127.0.0.1:19092',
        '--delete',
        '--if-exists',
        '--topic',
        topic,
      ],
      { stdio: 'ignore', timeout: 30_000 },
    );
  } catch {}
});

async function connectorState(): Promise<{ connector: { state: string }; tasks: Array<{ state: string }> }> {
  return (await fetch(`${connectUrl}/connectors/${name}/status`)).json();
}

browserTest('a FileStreamSource connector lives its whole life through the screens', async (page) => {
  const connect = new ConnectPages(page);
  await connect.openList('main', 'demo-connect');
  await page.getByTestId('connect-create-button').click();
  await connect.waitForPath('/ui/main/connect/demo-connect/create');
  await connect.choosePlugin(/^FileStreamSourceConnector/);
  assert.equal(
    await page.getByTestId('connect-class').inputValue(),
    'org.apache.kafka.connect.file.FileStreamSourceConnector',
  );

  // topic is required by the plugin: Create stays disabled until it is set.
  await page.getByTestId('connect-name').fill(name);
  await connect.field('file').fill(file);
  await eventually(async () => assert.equal(await connect.submit.isDisabled(), true));
  await connect.field('topic').fill(topic);
  // Connect's own check: tasks.max must be at least 1, said under the field.
  await connect.field('tasks.max').fill('0');
  await eventually(async () => assert.match(await connect.fieldError('tasks.max'), /at least 1/));
  await connect.field('tasks.max').fill('1');
  await connect.fillExtras({
    'topic.creation.default.replication.factor': '-1',
    'topic.creation.default.partitions': '1',
  });
  await eventually(async () => assert.equal(await connect.fieldError('tasks.max'), ''));
  await screenshot(page, 'connect-create');
  await connect.submit.click();
  await eventually(async () =>
    assert.equal(await text(connect.notification('success')), `Definition '${name}' is created`),
  );
  await connect.waitForPath(`/ui/main/connect/demo-connect/definition/${name}`);

  await eventually(async () => assert.equal(await connect.state.getAttribute('data-state'), 'RUNNING'), {
    timeoutMs: 20_000,
  });
  await eventually(async () =>
    assert.equal(await text(connect.taskRows.first().getByTestId('cell-state')), 'RUNNING'),
  );
  assert.match(await text(connect.taskRows.first().getByTestId('cell-worker')), /:8083$/);
  assert.equal(await page.getByTestId('connect-resume').count(), 0);
  await screenshot(page, 'connect-detail-running');

  assert.equal(await connect.confirm('pause'), `Do you want to pause the definition '${name}'?`);
  await eventually(async () => assert.equal(await connect.state.getAttribute('data-state'), 'PAUSED'), {
    timeoutMs: 20_000,
  });
  assert.equal((await connectorState()).connector.state, 'PAUSED');
  await eventually(async () => assert.equal(await page.getByTestId('connect-pause').count(), 0));
  assert.equal(await page.getByTestId('connect-restart').count(), 0);

  await connect.confirm('resume');
  await eventually(async () => assert.equal(await connect.state.getAttribute('data-state'), 'RUNNING'), {
    timeoutMs: 20_000,
  });

  await connect.taskRows.first().getByTestId('row-action-restart').click();
  assert.equal(
    await text(page.getByTestId('confirm-message')),
    `Do you want to restart task 0 of the definition '${name}'?`,
  );
  await page.getByTestId('confirm-ok').click();
  await eventually(async () =>
    assert.equal(
      await text(connect.notification('success').last()),
      `Task 0 of definition '${name}' is restarted`,
    ),
  );

  // Change a config: the form is prefilled, name and class locked.
  await page.getByTestId('tab-configs').click();
  await connect.field('batch.size').waitFor();
  assert.equal(await page.getByTestId('connect-name').isDisabled(), true);
  assert.equal(await connect.field('topic').inputValue(), topic);
  await connect.field('batch.size').fill('100');
  await connect.submit.click();
  await eventually(async () =>
    assert.equal(await text(connect.notification('success').last()), `Definition '${name}' is updated`),
  );
  const configs = await (await fetch(`${connectUrl}/connectors/${name}/config`)).json();
  assert.equal(configs['batch.size'], '100');
  assert.equal(configs['topic.creation.default.partitions'], '1');
  await screenshot(page, 'connect-configs');

  assert.equal(await connect.confirm('delete'), `Do you want to delete the definition '${name}'?`);
  await connect.waitForPath('/ui/main/connect/demo-connect');
  await eventually(async () => assert.equal((await fetch(`${connectUrl}/connectors/${name}`)).status, 404));
});

browserTest('the list shows the seeded connector; search misses say so', async (page) => {
  const connect = new ConnectPages(page);
  await connect.openList('main', 'demo-connect');
  await eventually(async () => assert.ok((await connect.names()).includes('demo-file-source')));
  const row = connect.row('demo-file-source');
  assert.equal(await text(row.getByTestId('cell-state')), 'RUNNING');
  assert.equal(await text(row.getByTestId('cell-class')), 'FileStreamSource');
  await page.getByTestId('search-input').fill('no-such-connector-anywhere');
  await page.getByTestId('search-submit').click();
  await eventually(async () =>
    assert.equal(await text(page.getByTestId('table-empty')), 'No connectors available'),
  );
  assert.match(page.url(), /search=no-such-connector-anywhere/);
  await page.goBack();
  await eventually(async () => assert.ok((await connect.names()).includes('demo-file-source')));
  assert.equal(await page.title(), 'demo-connect · Connect · main');
  await screenshot(page, 'connect-list');
});

/** Red and green channels of an element's text colour: states are told apart by colour (spec §4). */
async function colour(locator: import('playwright-core').Locator): Promise<{ red: number; green: number }> {
  const rgb = await locator.evaluate((el) => getComputedStyle(el).color);
  const [red = 0, green = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return { red, green };
}

browserTest('a failed task is red with its trace; a running one green', async (page) => {
  // A sink that cannot open its file fails its task at start, before it reads anything.
  await createFailingSink(failing);
  const connect = new ConnectPages(page);
  await connect.open(`/ui/main/connect/demo-connect/definition/${failing}/tasks`);
  const state = connect.taskRows.first().getByTestId('state-badge');
  await eventually(async () => assert.equal(await state.getAttribute('data-state'), 'FAILED'), {
    timeoutMs: 20_000,
  });
  const failed = await colour(state);
  assert.ok(failed.red > failed.green, `FAILED is red: ${JSON.stringify(failed)}`);
  await connect.taskRows.first().getByTestId('row-expand').click();
  assert.match(await text(page.getByTestId('task-trace')), /Couldn't find or create file/);
  await screenshot(page, 'connect-task-failed');

  // Connect says the connector is RUNNING; the header says what its only task says, FAILED, and
  // one click shows the trace.
  const status = await (await fetch(`${connectUrl}/connectors/${failing}/status`)).json();
  assert.equal(status.connector.state, 'RUNNING');
  assert.equal(await connect.state.getAttribute('data-state'), 'FAILED');
  assert.equal(await text(page.getByTestId('connect-failures')), '1 of 1 task failed · show trace');
  await page.getByTestId('connect-failures').click();
  assert.match(await text(page.getByTestId('failure-trace')), /Couldn't find or create file/);
  await screenshot(page, 'connect-failures-dialog');
  await page.keyboard.press('Escape');

  // The list shows it FAILED with its failed-task count; sorted on state, failures come first.
  await connect.openList('main', 'demo-connect');
  const row = connect.row(failing);
  await eventually(async () => assert.equal(await text(row.getByTestId('cell-state')), 'FAILED'));
  assert.equal(await text(row.getByTestId('cell-failedTasks')), '1');
  assert.equal(await text(connect.row('demo-file-source').getByTestId('cell-failedTasks')), '0');
  // The count opens the trace, without leaving the list.
  await row.getByTestId('failed-tasks').click();
  assert.match(await text(page.getByTestId('failure-trace')), /Couldn't find or create file/);
  await page.keyboard.press('Escape');
  await eventually(async () => assert.equal(await page.getByTestId('failure-trace').count(), 0));
  await connect.sortBy('state');
  await eventually(async () => assert.match(page.url(), /sort=state/));
  await connect.sortBy('state');
  await eventually(async () => assert.match(page.url(), /desc=true/));
  await eventually(async () => {
    const names = await connect.names();
    assert.ok(names.indexOf(failing) < names.indexOf('demo-file-source'), names.join());
  });
  await connect.sortBy('failedTasks');
  await eventually(async () => {
    const names = await connect.names();
    assert.ok(names.indexOf(failing) > names.indexOf('demo-file-source'), names.join());
  });
  await screenshot(page, 'connect-list-failed');

  await connect.open('/ui/main/connect/demo-connect/definition/demo-file-source/tasks');
  const running = connect.taskRows.first().getByTestId('state-badge');
  await eventually(async () => assert.equal(await running.getAttribute('data-state'), 'RUNNING'));
  const green = await colour(running);
  assert.ok(green.green > green.red, `RUNNING is green: ${JSON.stringify(green)}`);
  assert.equal(await page.getByTestId('connect-pause').count(), 1);
});
