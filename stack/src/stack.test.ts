import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Component } from './components/types.ts';
import { select } from './stack.ts';

const c = (name: string, dependsOn: string[] = [], group?: string): Component => ({
  name,
  dependsOn,
  address: '',
  timeoutMs: 1,
  prepare: async () => {},
  launch: () => ({ cmd: 'true', args: [] }),
  probe: async () => true,
  ...(group ? { group } : {}),
});
const all = [
  c('main-1', [], 'main'),
  c('main-2', [], 'main'),
  c('registry'),
  c('connect', ['main-1', 'main-2']),
];
const names = (list: Component[]) => list.map((x) => x.name);

test('no only-list selects everything; an empty one selects nothing', () => {
  assert.deepEqual(names(select(all, undefined, true)), ['main-1', 'main-2', 'registry', 'connect']);
  assert.deepEqual(names(select(all, [], false)), []);
});

test('groups expand and up pulls in dependencies, down does not', () => {
  assert.deepEqual(names(select(all, ['main'], false)), ['main-1', 'main-2']);
  assert.deepEqual(names(select(all, ['connect'], true)), ['main-1', 'main-2', 'connect']);
  assert.deepEqual(names(select(all, ['connect'], false)), ['connect']);
});

test('unknown names are rejected', () => {
  assert.throws(() => select(all, ['nope'], true), /unknown component/);
});
