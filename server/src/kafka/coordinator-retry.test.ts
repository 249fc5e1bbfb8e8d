import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MultipleErrors, protocolErrors, ResponseError } from '@platformatic/kafka';
import { whileCoordinatorMoves } from './coordinator-retry.ts';

// Errors as the admin client builds them for one refused group (DeleteGroups, api key 42).
const refused = (name: keyof typeof protocolErrors) =>
  new MultipleErrors('failed.', [
    new ResponseError(42, 0, { '/groups/0': [protocolErrors[name]?.code ?? -1, null] }, {}),
  ]);

test('a coordinator that is loading or moving is asked again until it answers', async () => {
  const answers = [refused('COORDINATOR_LOAD_IN_PROGRESS'), refused('NOT_COORDINATOR')];
  let calls = 0;
  const result = await whileCoordinatorMoves(async () => {
    calls += 1;
    const next = answers.shift();
    if (next) throw next;
    return 'done';
  });
  assert.equal(result, 'done');
  assert.equal(calls, 3);
});

test('any other refusal is answered at once, and a coordinator that stays away past the wait too', async () => {
  let calls = 0;
  const other = refused('GROUP_ID_NOT_FOUND');
  await assert.rejects(
    whileCoordinatorMoves(async () => {
      calls += 1;
      throw other;
    }),
    (error) => error === other,
  );
  assert.equal(calls, 1);
  calls = 0;
  await assert.rejects(
    whileCoordinatorMoves(async () => {
      calls += 1;
      throw refused('COORDINATOR_LOAD_IN_PROGRESS');
    }, 250),
  );
  assert.ok(calls >= 2 && calls <= 3, `${calls} tries in 250 ms`);
});
