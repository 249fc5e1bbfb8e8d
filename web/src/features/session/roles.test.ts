import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstArea, flattenRoles } from './roles.ts';

const entry = (resources: string[], actions: string[], clusters: string[] = []) => ({
  resources,
  actions,
  patterns: ['.*'],
  clusters,
});

test('roles flatten to resource -> actions, merging entries and skipping non-resources', () => {
  const roles = flattenRoles([
    entry(['TOPIC', 'topic'], ['READ']),
    entry(['TOPIC', 'NODE'], ['DELETE', 'READ']),
  ]);
  assert.deepEqual(roles, { TOPIC: ['READ', 'DELETE'], NODE: ['DELETE', 'READ'] });
});

test('cluster patterns are full-match regexes; none means every cluster', () => {
  const entries = [entry(['TOPIC'], ['READ'], ['ma.*']), entry(['NODE'], ['READ'])];
  assert.deepEqual(Object.keys(flattenRoles(entries, 'main')), ['TOPIC', 'NODE']);
  assert.deepEqual(Object.keys(flattenRoles(entries, 'second')), ['NODE']);
  assert.deepEqual(Object.keys(flattenRoles(entries, 'xmain')), ['NODE']);
});

test('the home area follows spec §2.1: topic, node, group, acls, schema, else topic, none without roles', () => {
  assert.equal(firstArea({ TOPIC: ['READ'], NODE: ['READ'] }), 'topic');
  assert.equal(firstArea({ NODE: ['READ'], ACL: ['READ'] }), 'node');
  assert.equal(firstArea({ SCHEMA: ['READ'], ACL: ['READ'] }), 'acls');
  assert.equal(firstArea({ CONNECTOR: ['READ'] }), 'topic');
  assert.equal(firstArea({}), undefined);
});
