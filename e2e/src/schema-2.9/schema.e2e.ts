// Spec §2.9 (schema registry): create an Avro subject, a compatible then a refused version, diff,
// delete a version, delete the subject; list search/page in the URL; expanded rows.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { SchemaPages } from '../pages/schema-pages.ts';

const subject = `e2e-schema-${Math.random().toString(36).slice(2, 8)}`;
const v1 = { type: 'record', name: 'Probe', fields: [{ name: 'id', type: 'string' }] };
const v2 = {
  ...v1,
  fields: [...v1.fields, { name: 'note', type: 'string', default: '' }],
};
const incompatible = { ...v1, fields: [{ name: 'id', type: 'int' }] };

after(async () => {
  // Whatever the test left behind goes, soft and hard.
  await fetch(`${baseUrl}/api/main/schema/${subject}?permanent=true`, { method: 'DELETE' }).catch(() => {});
});

browserTest('an Avro subject lives its whole life through the screens', async (page) => {
  const schemas = new SchemaPages(page);
  await schemas.openList('main');
  await page.getByTestId('schema-create-button').click();
  await schemas.waitForPath('/ui/main/schema/create');
  await eventually(async () => assert.equal(await text(schemas.title), 'Create a Subject'));
  await schemas.fillForm({ subject, schema: JSON.stringify(v1, null, 2) });
  assert.equal(await page.getByTestId('schema-compatibility').inputValue(), 'BACKWARD');
  assert.equal(await page.getByTestId('schema-type').inputValue(), 'AVRO');
  await screenshot(page, 'schema-create');
  await schemas.submit.click();
  await eventually(async () =>
    assert.equal(await text(schemas.notification('success')), `Schema '${subject}' created`),
  );
  // Create lands on the new subject, its one version listed.
  await schemas.waitForPath(`/ui/main/schema/details/${subject}/versions`);
  await eventually(async () => assert.equal(await schemas.versionRows.count(), 1));
  assert.equal(await text(schemas.title), subject);

  await schemas.openList('main');
  await schemas.search(subject);
  await eventually(async () => assert.deepEqual(await schemas.subjects(), [subject]));
  await schemas.row(subject).dblclick();
  await schemas.waitForPath(`/ui/main/schema/details/${subject}`);

  // A compatible version: checked first, then registered.
  await schemas.fillForm({ schema: JSON.stringify(v2, null, 2) });
  await page.getByTestId('schema-check').click();
  await eventually(async () =>
    assert.equal(await page.getByTestId('compatibility-result').getAttribute('data-compatible'), 'true'),
  );
  await schemas.submit.click();
  await eventually(async () =>
    assert.match(await text(schemas.notification('success')), /updated \(version 2\)/),
  );

  // An incompatible one: the registry refuses it and its message is shown.
  await schemas.fillForm({ schema: JSON.stringify(incompatible, null, 2) });
  await page.getByTestId('schema-check').click();
  await eventually(async () =>
    assert.equal(await page.getByTestId('compatibility-result').getAttribute('data-compatible'), 'false'),
  );
  await schemas.submit.click();
  await eventually(async () => assert.match(await text(schemas.notification('warning')), /incompatible/i));
  await screenshot(page, 'schema-update-refused');
  // The verdict was about that text: editing it again drops the verdict.
  await schemas.fillForm({ schema: JSON.stringify(v2, null, 2) });
  await eventually(async () => assert.equal(await page.getByTestId('compatibility-result').count(), 0));

  // Two versions, diffed side by side: the added field is the change.
  await schemas.tab('versions').click();
  await eventually(async () => assert.equal(await schemas.versionRows.count(), 2));
  const added = page.getByTestId('schema-diff').getByTestId(/diff-row-(added|changed)/);
  await eventually(async () => assert.ok((await added.count()) >= 1));
  assert.match(await page.getByTestId('schema-diff').innerText(), /"note"/);
  await screenshot(page, 'schema-versions-diff');

  // Delete version 1 (the oldest, last row).
  await schemas.versionRows.last().getByTestId('row-action-delete').click();
  assert.equal(
    await text(page.getByTestId('confirm-message')),
    `Delete version 1 of SchemaRegistry ${subject}?`,
  );
  await page.getByTestId('confirm-ok').click();
  await eventually(async () => assert.equal(await schemas.versionRows.count(), 1));
  const versions = await (await page.request.get(`/api/main/schema/${subject}/version`)).json();
  assert.deepEqual(
    versions.map((v: { version: number }) => v.version),
    [2],
  );

  // Delete the subject from the list.
  await schemas.openList('main', `?search=${subject}`);
  await schemas.row(subject).getByTestId('row-action-delete').click();
  assert.equal(await text(page.getByTestId('confirm-message')), `Delete SchemaRegistry ${subject}?`);
  await page.getByTestId('confirm-ok').click();
  await eventually(async () =>
    assert.equal(await text(schemas.notification('success')), `Schema '${subject}' is deleted`),
  );
  await eventually(async () =>
    assert.equal(await text(page.getByTestId('table-empty')), 'No schemas available'),
  );
  assert.equal((await page.request.get(`/api/main/schema/${subject}`)).status(), 404);
});

// The seeded subjects are the ones asserted on: the demo and other tests register subjects of their
// own, which may fill the first page and match the same searches.
browserTest('search is kept in the URL and Back shows the previous list again', async (page) => {
  const schemas = new SchemaPages(page);
  const pagination = page.getByTestId('pagination-of');
  await schemas.openList('main');
  await eventually(async () => assert.ok((await schemas.subjects()).length > 0));
  const all = await schemas.subjects();
  const pages = await pagination.innerText();
  await schemas.search('proto');
  const protoOnly = async () => {
    const found = await schemas.subjects();
    assert.ok(found.includes('customers-proto-value'), found.join());
    assert.deepEqual(
      found.filter((s) => !/proto/i.test(s)),
      [],
    );
  };
  await eventually(protoOnly);
  assert.match(page.url(), /search=proto/);
  await page.reload();
  await eventually(protoOnly);
  await page.goBack();
  await eventually(async () => assert.deepEqual(await schemas.subjects(), all));
  assert.equal(await pagination.innerText(), pages);
  // A page past the end (an old link) is clamped to the last page.
  const last = Number(pages.replace(/\D/g, ''));
  await schemas.openList('main', `?page=${last}`);
  await eventually(async () => assert.ok((await schemas.subjects()).length > 0));
  const lastPage = await schemas.subjects();
  await schemas.openList('main', `?page=${last + 8}`);
  await eventually(async () => assert.deepEqual(await schemas.subjects(), lastPage));
  assert.doesNotMatch(page.url(), new RegExp(`page=${last + 8}`));
  assert.equal(await page.title(), 'Schema Registry | Kafka Console');
});

browserTest('expanded rows: Avro pretty-printed, Protobuf raw', async (page) => {
  const schemas = new SchemaPages(page);
  await schemas.openList('main', '?search=payments-avro-value');
  await schemas.row('payments-avro-value').getByTestId('row-expand').click();
  const avro = await page.getByTestId('schema-text').first().innerText();
  assert.match(avro, /^\{\n {2}"type": "record",/);
  await schemas.openList('main', '?search=customers-proto-value');
  await schemas.row('customers-proto-value').getByTestId('row-expand').click();
  assert.match(await page.getByTestId('schema-text').first().innerText(), /message Customer/);
  await screenshot(page, 'schema-list-expanded');
});
