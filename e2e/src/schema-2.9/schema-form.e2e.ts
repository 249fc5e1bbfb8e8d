// Spec §2.9/§5 (schema create form): Protobuf mode of the editor, invalid JSON keeps Create
// disabled, a pasted registry answer is unwrapped, and a subject with '/' and ' ' is URL-encoded
// in the details route.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { baseUrl, browserTest, eventually, text } from '../harness.ts';
import { SchemaPages } from '../pages/schema-pages.ts';

const subject = `e2e-schema-${Math.random().toString(36).slice(2, 8)} a/b`;
const jsonSchema = { type: 'object', properties: { id: { type: 'string' } } };

after(async () => {
  await fetch(`${baseUrl}/api/main/schema/${encodeURIComponent(subject)}?permanent=true`, {
    method: 'DELETE',
  }).catch(() => {});
});

browserTest(
  'the create form checks the schema, unwraps a pasted answer, encodes the subject',
  async (page) => {
    const schemas = new SchemaPages(page);
    await schemas.open('/ui/main/schema/create');
    await page.getByTestId('schema-form').waitFor();
    await schemas.choose('schema-type', 'PROTOBUF');
    await eventually(async () =>
      assert.equal(await page.getByTestId('schema-editor').getAttribute('data-mode'), 'protobuf'),
    );
    await schemas.fillForm({ subject, schemaType: 'JSON', schema: '{ not json' });
    assert.equal(await page.getByTestId('schema-editor').getAttribute('data-mode'), 'json');
    await eventually(async () => assert.equal(await schemas.submit.isDisabled(), true));
    assert.match(await page.getByTestId('schema-form').innerText(), /Schema is not valid JSON/);

    // A registry answer pasted whole: its `schema` member is what gets registered.
    await schemas.fillForm({
      schema: JSON.stringify({ schema: JSON.stringify(jsonSchema), references: [] }),
    });
    await eventually(async () => assert.equal(await schemas.submit.isDisabled(), false));
    await schemas.submit.click();
    await eventually(async () =>
      assert.equal(await text(schemas.notification('success')), `Schema '${subject}' created`),
    );
    const stored = await (await page.request.get(`/api/main/schema/${encodeURIComponent(subject)}`)).json();
    assert.equal(stored.schemaType, 'JSON');
    assert.deepEqual(JSON.parse(stored.schema), jsonSchema);

    await schemas.openList('main', `?search=${encodeURIComponent(subject)}`);
    await schemas.row(subject).getByTestId('row-action-details').click();
    await eventually(async () => assert.equal(await text(schemas.title), subject));
    assert.match(page.url(), /\/ui\/main\/schema\/details\/e2e-schema-\w+%20a%2Fb/);
    await schemas.tab('versions').click();
    await eventually(async () => assert.equal(await schemas.versionRows.count(), 1));
  },
);
