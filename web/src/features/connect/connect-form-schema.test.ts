import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConnectPluginDefinition } from '@console/contract';
import { connectFormSchema, connectFormValues } from './connect-form-schema.ts';

const def = (name: string, type: string, extra: Partial<ConnectPluginDefinition> = {}) => ({
  name,
  type,
  required: false,
  importance: 'HIGH',
  group: 'Common',
  width: 'NONE',
  order: 1,
  ...extra,
});

const plugin = {
  className: 'org.apache.kafka.connect.file.FileStreamSourceConnector',
  definitions: [
    def('name', 'STRING', { required: true }),
    def('connector.class', 'STRING', { required: true }),
    def('topic', 'STRING', { required: true }),
    def('tasks.max', 'INT', { defaultValue: '1' }),
  ],
};

test('the schema outputs the create body: trimmed name, set values, extras and the class', () => {
  const schema = connectFormSchema(plugin);
  const answer = schema.parse({ name: ' files ', fields: ['lines', '1'], extra: '{"transforms":"t"}' });
  assert.deepEqual(answer, {
    name: 'files',
    configs: { topic: 'lines', transforms: 't', 'connector.class': plugin.className },
  });
});

test('errors sit under their field: the i-th editable definition, the name, the extras', () => {
  const result = connectFormSchema(plugin).safeParse({ name: '', fields: ['', 'x'], extra: '[' });
  assert.equal(result.success, false);
  const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
  assert.equal(byPath.name, 'Name is required');
  assert.equal(byPath['fields.0'], 'topic is required');
  assert.equal(byPath['fields.1'], 'Must be a number');
  assert.match(byPath.extra ?? '', /JSON object/);
});

test('an existing connector fills the fields in definition order and the rest as extras', () => {
  assert.deepEqual(
    connectFormValues(plugin, 'files', {
      name: 'files',
      'connector.class': 'FileStreamSource',
      'tasks.max': '2',
      'topic.creation.default.partitions': '1',
    }),
    {
      name: 'files',
      fields: ['', '2'],
      extra: JSON.stringify({ 'topic.creation.default.partitions': '1' }, null, 2),
    },
  );
  assert.deepEqual(connectFormValues(plugin, ''), { name: '', fields: ['', ''], extra: '{}' });
});
