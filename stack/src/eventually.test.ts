import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from './eventually.ts';

test('eventually returns what the probe returns once it stops throwing', async () => {
  let calls = 0;
  const value = await eventually(
    () => {
      calls++;
      assert.ok(calls >= 3, `call ${calls}`);
      return calls;
    },
    { intervalMs: 1 },
  );
  assert.equal(value, 3);
});

test('eventually throws the last failure as it is when nothing is named', async () => {
  let calls = 0;
  await assert.rejects(
    eventually(
      () => {
        calls++;
        assert.equal(calls, 0);
      },
      { timeoutMs: 30, intervalMs: 5 },
    ),
    (error: Error) => error instanceof assert.AssertionError && /\d+ !== 0/.test(error.message),
  );
  assert.ok(calls > 1);
});

test('eventually names what it waited for, with the last failure as cause', async () => {
  await assert.rejects(
    eventually(
      async () => {
        throw new Error('state PAUSED');
      },
      { timeoutMs: 20, intervalMs: 5, what: 'connector RUNNING' },
    ),
    (error: Error) =>
      /^connector RUNNING: still not so after 0\.02 s \(last: state PAUSED\)$/.test(error.message) &&
      (error.cause as Error).message === 'state PAUSED',
  );
});
