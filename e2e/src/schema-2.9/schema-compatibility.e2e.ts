// Issue 15 (schema registry): the global and each subject's compatibility shown and changed, a
// compatibility column the list sorts on (with subject and version), and references followed from
// one subject to the one it is built on. Checked against what the registry holds.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { SchemaPages } from '../pages/schema-pages.ts';

const registryUrl = 'http://127.0.0.1:8085/apis/ccompat/v7';
const prefix = `e2e-compat-${Math.random().toString(36).slice(2, 8)}`;
const loose = `${prefix}-loose`;
const strict = `${prefix}-strict`;
const address = `${prefix}-address`;
const person = `${prefix}-person`;
const subjects = [loose, strict, address, person];

const registry = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${registryUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const level = async (path: string) => {
  const c = (await (await registry(path)).json()) as { compatibilityLevel?: string; compatibility?: string };
  return c.compatibilityLevel ?? c.compatibility;
};
const record = (name: string, fields: object[]) =>
  JSON.stringify({ type: 'record', name, namespace: 'e2e', fields });

before(async () => {
  // loose: NONE with two versions; strict: FULL with one; person references address's Address type.
  for (const [subject, schemas, compatibility] of [
    [
      loose,
      [record('L', [{ name: 'a', type: 'string' }]), record('L', [{ name: 'b', type: 'int' }])],
      'NONE',
    ],
    [strict, [record('S', [{ name: 'a', type: 'string' }])], 'FULL'],
  ] as const) {
    await registry(`/subjects/${subject}/versions`, 'POST', { schema: schemas[0] });
    await registry(`/config/${subject}`, 'PUT', { compatibility });
    if (schemas[1]) await registry(`/subjects/${subject}/versions`, 'POST', { schema: schemas[1] });
  }
  await registry(`/subjects/${address}/versions`, 'POST', {
    schema: record('Address', [{ name: 'street', type: 'string' }]),
  });
  const referenced = await registry(`/subjects/${person}/versions`, 'POST', {
    schema: record('Person', [{ name: 'home', type: 'e2e.Address' }]),
    references: [{ name: 'e2e.Address', subject: address, version: 1 }],
  });
  assert.equal(referenced.status, 200, await referenced.text());
});

after(async () => {
  for (const s of [person, ...subjects]) {
    await registry(`/subjects/${s}`, 'DELETE').catch(() => {});
    await registry(`/subjects/${s}?permanent=true`, 'DELETE').catch(() => {});
  }
});

browserTest('the list shows each compatibility and sorts on it, on version and on subject', async (page) => {
  const schemas = new SchemaPages(page);
  await schemas.openList('main', `?search=${prefix}-`);
  await eventually(async () => assert.equal((await schemas.subjects()).length, 4));
  assert.equal(await text(schemas.row(loose).getByTestId('cell-compatibility')), 'NONE');
  assert.equal(await text(schemas.row(strict).getByTestId('cell-compatibility')), 'FULL');
  assert.equal(await text(schemas.row(loose).getByTestId('cell-version')), '2');

  await page.getByTestId('sort-compatibility').click();
  await eventually(async () => assert.match(page.url(), /sort=compatibility/));
  await page.getByTestId('sort-compatibility').click();
  await eventually(async () => assert.match(page.url(), /desc=true/));
  await eventually(async () => assert.equal((await schemas.subjects())[0], strict));
  await screenshot(page, 'schema-list-compatibility');

  await page.getByTestId('sort-version').click();
  await eventually(async () => assert.match(page.url(), /sort=version/));
  await page.getByTestId('sort-version').click();
  await eventually(async () => assert.equal((await schemas.subjects())[0], loose));

  await page.getByTestId('sort-subject').click();
  await eventually(async () => assert.deepEqual(await schemas.subjects(), [address, loose, person, strict]));
  // The order survives a reload: it is in the URL.
  await page.reload();
  await eventually(async () => assert.deepEqual(await schemas.subjects(), [address, loose, person, strict]));
});

browserTest("a subject's compatibility is changed from its page without a new version", async (page) => {
  const schemas = new SchemaPages(page);
  await schemas.open(`/ui/main/schema/details/${loose}/versions`);
  const select = page.getByTestId('schema-subject-compatibility');
  await eventually(async () => assert.equal(await select.inputValue(), 'NONE'));
  await schemas.choose('schema-subject-compatibility', 'FORWARD');
  await eventually(async () =>
    assert.equal(await text(schemas.notification('success')), `Compatibility of '${loose}' is FORWARD`),
  );
  await eventually(async () => assert.equal(await level(`/config/${loose}`), 'FORWARD'));
  assert.deepEqual(await (await registry(`/subjects/${loose}/versions`)).json(), [1, 2]);
  await eventually(async () => assert.equal(await select.inputValue(), 'FORWARD'));
  await screenshot(page, 'schema-subject-compatibility');
});

browserTest('the global compatibility is shown and changed on the list', async (page) => {
  const original = await level('/config');
  const other = original === 'FULL' ? 'BACKWARD' : 'FULL';
  const schemas = new SchemaPages(page);
  try {
    await schemas.openList('main');
    const select = page.getByTestId('schema-global-compatibility');
    await eventually(async () => assert.equal(await select.inputValue(), original));
    await schemas.choose('schema-global-compatibility', other);
    await eventually(async () =>
      assert.equal(await text(schemas.notification('success')), `Global compatibility is ${other}`),
    );
    assert.equal(await level('/config'), other);
    await screenshot(page, 'schema-global-compatibility');
  } finally {
    // Put back at once: other tests share this registry.
    await registry('/config', 'PUT', { compatibility: original });
  }
});

browserTest('a reference is shown and followed to the subject it names', async (page) => {
  const schemas = new SchemaPages(page);
  await schemas.open(`/ui/main/schema/details/${person}/versions`);
  const reference = page.getByTestId('schema-references').first().getByTestId('schema-reference');
  await eventually(async () => assert.equal(await text(reference), `e2e.Address → ${address} v1`));
  await screenshot(page, 'schema-references');
  await reference.click();
  await schemas.waitForPath(`/ui/main/schema/details/${address}/versions`);
  await eventually(async () => assert.equal(await text(schemas.title), address));
  await schemas.versionRows.first().getByTestId('row-expand').click();
  assert.match(await text(page.getByTestId('schema-text').first()), /"street"/);
});
