// Spec §5 (Connector create): the form's own checks under their fields from the first change, Create
// disabled while one fails; Connect's own messages on an existing connector whose class is spelled
// short (the seeded FileStreamSource). Nothing is submitted: the seeded connector stays as it is.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { ConnectPages } from '../pages/connect-pages.ts';

browserTest('the create form checks name, fields and transforms before Create is offered', async (page) => {
  const connect = new ConnectPages(page);
  await connect.open('/ui/main/connect/demo-connect/create');
  await connect.choosePlugin(/^FileStreamSourceConnector/);
  // The plugin's required field says so from the start.
  await eventually(async () => assert.equal(await connect.fieldError('topic'), 'topic is required'));
  assert.equal(await connect.submit.isDisabled(), true);

  await page.getByTestId('connect-name').fill('a/b');
  await connect.field('topic').fill('lines');
  await connect.field('batch.size').fill('many');
  await eventually(async () => assert.equal(await connect.fieldError('batch.size'), 'Must be a number'));
  assert.equal(await connect.fieldError('topic'), '');
  await eventually(async () => assert.equal(await connect.nameError(), 'Name may not contain / or \\'));
  await page.getByTestId('connect-name').fill('e2e-never-created');
  await connect.field('batch.size').fill('10');
  await eventually(async () => assert.equal(await connect.submit.isDisabled(), false));

  await connect.fillExtras('{ "transforms": ');
  await eventually(async () => assert.equal(await connect.submit.isDisabled(), true));
  await page.getByText(/^Transforms must be a JSON object/).waitFor();
  await screenshot(page, 'connect-form-invalid');
});

browserTest("Connect's messages show on the seeded connector, whose class is spelled short", async (page) => {
  const connect = new ConnectPages(page);
  await connect.open('/ui/main/connect/demo-connect/definition/demo-file-source/configs');
  await connect.field('tasks.max').waitFor();
  assert.equal(await page.getByTestId('connect-class').inputValue(), 'FileStreamSource');
  await connect.field('tasks.max').fill('0');
  await eventually(async () => assert.match(await connect.fieldError('tasks.max'), /at least 1/));
  assert.equal(await connect.notification('warning').count(), 0);
});
