import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConnectPluginDefinition } from '@console/contract';
import {
  byGroup,
  editableDefinitions,
  fieldError,
  fromConfigs,
  parseExtra,
  toConfigs,
} from './connect-form-values.ts';

const def = (
  name: string,
  type: string,
  extra: Partial<ConnectPluginDefinition> = {},
): ConnectPluginDefinition => ({
  name,
  type,
  required: false,
  importance: 'HIGH',
  group: 'Common',
  width: 'NONE',
  order: 1,
  ...extra,
});

test('required fields without a default need a value; numbers and booleans are checked', () => {
  assert.equal(fieldError(def('topic', 'STRING', { required: true }), ''), 'topic is required');
  assert.equal(fieldError(def('tasks.max', 'INT', { required: true, defaultValue: '1' }), ''), undefined);
  assert.equal(fieldError(def('batch.size', 'INT'), 'abc'), 'Must be a number');
  assert.equal(fieldError(def('batch.size', 'INT'), '1.5'), 'Must be a whole number');
  assert.equal(fieldError(def('ratio', 'DOUBLE'), '1.5'), undefined);
  assert.equal(fieldError(def('flag', 'BOOLEAN'), 'yes'), 'Must be true or false');
});

test('transforms must be a JSON object of scalars', () => {
  assert.deepEqual(parseExtra(''), { value: {} });
  assert.deepEqual(parseExtra('{"transforms":"a","transforms.a.n":1}'), {
    value: { transforms: 'a', 'transforms.a.n': '1' },
  });
  assert.match(parseExtra('[1]').error ?? '', /JSON object/);
  assert.match(parseExtra('{').error ?? '', /JSON object/);
  assert.match(parseExtra('{"a":{"b":1}}').error ?? '', /strings, numbers or booleans/);
});

test('configs keep set values that differ from defaults, the extras and the locked class', () => {
  const all = [def('name', 'STRING'), def('topic', 'STRING'), def('tasks.max', 'INT', { defaultValue: '1' })];
  const defs = editableDefinitions(all);
  assert.deepEqual(
    defs.map((d) => d.name),
    ['topic', 'tasks.max'],
  );
  assert.deepEqual(toConfigs(defs, [' t ', '1'], { 'transforms.a.type': 'X' }, 'C'), {
    topic: 't',
    'transforms.a.type': 'X',
    'connector.class': 'C',
  });
  const split = fromConfigs(defs, {
    name: 'x',
    'connector.class': 'C',
    topic: 't',
    'transforms.a.type': 'X',
  });
  assert.deepEqual(split.fields, ['t', '']);
  assert.deepEqual(JSON.parse(split.extra), { 'transforms.a.type': 'X' });
  assert.deepEqual(
    byGroup(defs).map(([g, items]) => [g, items.map((i) => [i.definition.name, i.index])]),
    [
      [
        'Common',
        [
          ['topic', 0],
          ['tasks.max', 1],
        ],
      ],
    ],
  );
});
