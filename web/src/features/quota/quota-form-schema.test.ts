import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftOf, QuotaFormSchema } from './quota-form-schema.ts';

const blank = draftOf();

test('a user with the default client id, only the filled boxes become values', () => {
  const change = QuotaFormSchema.parse({
    ...blank,
    kind: 'user+client-id',
    user: { name: ' alice ', isDefault: false },
    clientId: { name: 'ignored', isDefault: true },
    values: { producer_byte_rate: '1024', consumer_byte_rate: '', connection_creation_rate: '9' },
  });
  assert.deepEqual(change, {
    entity: [{ type: 'user', name: 'alice' }, { type: 'client-id' }],
    values: { producer_byte_rate: 1024 },
  });
});

test('errors land on the fields: a missing name, a negative value', () => {
  const result = QuotaFormSchema.safeParse({ ...blank, values: { request_percentage: '-1' } });
  assert.equal(result.success, false);
  const paths = result.error?.issues.map((i) => i.path.join('.'));
  assert.deepEqual(paths, ['user.name', 'values.request_percentage']);
});

test('an edited quota comes back as the form it was made with', () => {
  const draft = draftOf({ entity: [{ type: 'ip' }], values: { connection_creation_rate: 5 } });
  assert.equal(draft.kind, 'ip');
  assert.deepEqual(draft.ip, { name: '', isDefault: true });
  assert.deepEqual(QuotaFormSchema.parse(draft), {
    entity: [{ type: 'ip' }],
    values: { connection_creation_rate: 5 },
  });
});
