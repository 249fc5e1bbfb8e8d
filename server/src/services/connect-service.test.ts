import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ConfigValidation } from '../connect/connect-client.ts';
import { overallState, sortDefinitions, toDefinition, toPlugin } from './connect-service.ts';
import { keepSecrets, MASK, secretKeys } from './secret-configs.ts';

const definition = (
  name: string,
  group: string | null,
  order: number,
): ConfigValidation['configs'][number] => ({
  definition: {
    name,
    type: 'STRING',
    required: false,
    default_value: null,
    importance: 'LOW',
    documentation: null,
    group,
    order_in_group: order,
    width: 'NONE',
    display_name: null,
    dependents: [],
  },
  value: {
    name,
    value: name === 'topic' ? 't' : null,
    errors: name === 'file' ? ['bad'] : [],
    visible: true,
  },
});

test('plugin definitions follow Connect group order, keys without a group last', () => {
  const plugin = toPlugin(
    { class: 'a.b.FileStreamSourceConnector', type: 'source', version: '1' },
    {
      name: 'x',
      error_count: 1,
      groups: ['Common', 'Transforms'],
      configs: [
        definition('topic', null, -1),
        definition('transforms', 'Transforms', 1),
        definition('tasks.max', 'Common', 2),
        definition('name', 'Common', 1),
        definition('file', null, -1),
      ],
    },
    true,
  );
  assert.deepEqual(
    plugin.definitions.map((d) => [d.group, d.name]),
    [
      ['Common', 'name'],
      ['Common', 'tasks.max'],
      ['Transforms', 'transforms'],
      ['Others', 'topic'],
      ['Others', 'file'],
    ],
  );
  assert.equal(plugin.shortClassName, 'FileStreamSourceConnector');
  assert.equal(plugin.errorCount, 1);
  assert.deepEqual(plugin.definitions.find((d) => d.name === 'file')?.errors, ['bad']);
  assert.equal(plugin.definitions.find((d) => d.name === 'topic')?.value, 't');
});

const none = () => false;

test('a definition is paused when the connector or a task is; empty fields are left out', () => {
  const base = {
    info: { name: 'c', type: 'source', config: { 'connector.class': 'org.x.FileStreamSource' } },
    status: { name: 'c', connector: { state: 'RUNNING', worker_id: 'w' }, tasks: [] },
  };
  assert.deepEqual(toDefinition(base, none), {
    name: 'c',
    type: 'source',
    configs: { 'connector.class': 'org.x.FileStreamSource' },
    shortClassName: 'FileStreamSource',
    paused: false,
    state: 'RUNNING',
    failedTasks: 0,
    overallState: 'RUNNING',
  });
  const paused = toDefinition(
    {
      ...base,
      status: {
        ...base.status,
        tasks: [
          { id: 1, state: 'PAUSED', worker_id: 'w' },
          { id: 0, state: 'FAILED', worker_id: 'w', trace: 'boom' },
        ],
      },
    },
    none,
  );
  assert.equal(paused.paused, true);
  assert.deepEqual(
    paused.tasks?.map((t) => [t.id, t.state, t.trace]),
    [
      [0, 'FAILED', 'boom'],
      [1, 'PAUSED', undefined],
    ],
  );
});

test('secret values are masked in definitions and validations, and an untouched mask keeps the stored value', () => {
  const isSecret = secretKeys(['.*(password|secret|jaas).*', '.*\\.key']);
  const definition = toDefinition(
    {
      info: {
        name: 'db',
        type: 'source',
        config: {
          'connector.class': 'org.x.Jdbc',
          'connection.password': 'hunter2',
          'sasl.jaas.config': 'PlainLoginModule required password="p";',
          'ssl.key': 'PEM',
          'connection.user': 'app',
          'empty.password': '',
        },
      },
      status: { name: 'db', connector: { state: 'RUNNING', worker_id: 'w' }, tasks: [] },
    },
    isSecret,
  );
  assert.deepEqual(definition.configs, {
    'connector.class': 'org.x.Jdbc',
    'connection.password': MASK,
    'sasl.jaas.config': MASK,
    'ssl.key': MASK,
    'connection.user': 'app',
    'empty.password': '',
  });
  assert.doesNotMatch(JSON.stringify(definition), /hunter2|PlainLoginModule|PEM/);
  const stored = { 'connection.password': 'hunter2', 'connection.user': 'app' };
  assert.deepEqual(
    keepSecrets({ 'connection.password': MASK, 'connection.user': 'root' }, stored, isSecret),
    {
      'connection.password': 'hunter2',
      'connection.user': 'root',
    },
  );
  assert.deepEqual(keepSecrets({ 'connection.password': 'new' }, stored, isSecret), {
    'connection.password': 'new',
  });
});

test('the state shown folds failed tasks in: RUNNING with all tasks failed is FAILED, with some DEGRADED', () => {
  assert.equal(overallState('RUNNING', 1, 1), 'FAILED');
  assert.equal(overallState('RUNNING', 3, 1), 'DEGRADED');
  assert.equal(overallState('RUNNING', 2, 0), 'RUNNING');
  assert.equal(overallState('PAUSED', 1, 1), 'PAUSED');
  assert.equal(overallState('RUNNING', 0, 0), 'RUNNING');
});

test('definitions sort on state (failures last ascending) and failed tasks, then by name', () => {
  const d = (name: string, overall: string, failedTasks: number) => ({
    name,
    type: 'source',
    configs: {},
    shortClassName: 'X',
    paused: false,
    overallState: overall,
    failedTasks,
  });
  const list = [d('b', 'RUNNING', 0), d('a', 'FAILED', 2), d('c', 'DEGRADED', 1), d('d', 'RUNNING', 0)];
  assert.deepEqual(
    sortDefinitions(list, 'state', true).map((x) => x.name),
    ['a', 'c', 'b', 'd'],
  );
  assert.deepEqual(
    sortDefinitions(list, 'failedTasks').map((x) => x.name),
    ['b', 'd', 'c', 'a'],
  );
  assert.deepEqual(
    sortDefinitions(list).map((x) => x.name),
    ['a', 'b', 'c', 'd'],
  );
});
