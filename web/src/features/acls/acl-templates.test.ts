import assert from 'node:assert/strict';
import { test } from 'node:test';
import { namesOf, templateBindings, templateProblem } from './acl-templates.ts';

const short = (b: { resourceType: string; resourceName: string; patternType: string; operation: string }) =>
  `${b.resourceType} ${b.patternType} ${b.resourceName} ${b.operation}`;

test('a consumer reads and describes its topics and reads its group', () => {
  const bindings = templateBindings({
    kind: 'consumer',
    principal: 'User:app',
    topics: namesOf('orders, payments'),
    prefixed: false,
    group: 'billing',
  });
  assert.deepEqual(bindings.map(short), [
    'TOPIC LITERAL orders READ',
    'TOPIC LITERAL orders DESCRIBE',
    'TOPIC LITERAL payments READ',
    'TOPIC LITERAL payments DESCRIBE',
    'GROUP LITERAL billing READ',
  ]);
  assert.ok(bindings.every((b) => b.permissionType === 'ALLOW' && b.host === '*'));
});

test('a producer writes its topics; a transactional id adds its two bindings', () => {
  const bindings = templateBindings({
    kind: 'producer',
    principal: 'User:app',
    topics: ['orders-'],
    prefixed: true,
    transactionalId: 'tx-1',
  });
  assert.deepEqual(bindings.map(short), [
    'TOPIC PREFIXED orders- WRITE',
    'TOPIC PREFIXED orders- DESCRIBE',
    'TRANSACTIONAL_ID LITERAL tx-1 WRITE',
    'TRANSACTIONAL_ID LITERAL tx-1 DESCRIBE',
  ]);
});

test('a Streams application owns what starts with its application.id', () => {
  const bindings = templateBindings({
    kind: 'streams',
    principal: 'User:app',
    topics: ['in'],
    outputTopics: ['out'],
    prefixed: false,
    applicationId: 'wordcount',
  });
  assert.deepEqual(bindings.map(short), [
    'TOPIC LITERAL in READ',
    'TOPIC LITERAL in DESCRIBE',
    'TOPIC LITERAL out WRITE',
    'TOPIC LITERAL out DESCRIBE',
    'TOPIC PREFIXED wordcount ALL',
    'GROUP PREFIXED wordcount READ',
    'TRANSACTIONAL_ID PREFIXED wordcount WRITE',
    'TRANSACTIONAL_ID PREFIXED wordcount DESCRIBE',
  ]);
});

test('what a template still needs is said', () => {
  const base = { principal: 'User:a', topics: ['t'], prefixed: false };
  assert.equal(templateProblem({ ...base, kind: 'consumer' }), 'Consumer group is required');
  assert.equal(templateProblem({ ...base, kind: 'streams' }), 'application.id is required');
  assert.equal(
    templateProblem({ ...base, kind: 'producer', principal: 'alice' })?.startsWith('Principal'),
    true,
  );
  assert.equal(templateProblem({ ...base, kind: 'producer' }), undefined);
});
