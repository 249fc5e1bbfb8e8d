import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LoginLimiter } from './login-limiter.ts';

test('spellings of one account share its budget', () => {
  const limiter = new LoginLimiter({ max: 3, windowMs: 60_000 }, () => 0);
  for (const name of ['carol', 'CaRoL', ' carol ']) assert.equal(limiter.attempt(name, 'a').allowed, true);
  assert.deepEqual(limiter.attempt('CAROL', 'a'), { allowed: false, retryAfterSeconds: 60 });
  assert.equal(limiter.attempt('carol', 'b').allowed, true, 'another address has its own budget');
});

test('a window ends and its entry goes with it', () => {
  let now = 0;
  const limiter = new LoginLimiter({ max: 1, windowMs: 1000 }, () => now);
  limiter.attempt('dave', 'a');
  assert.equal(limiter.attempt('dave', 'a').allowed, false);
  now = 1000;
  assert.equal(limiter.attempt('erin', 'b').allowed, true);
  assert.equal(limiter.size, 2, 'only erin and her address are left');
  assert.equal(limiter.attempt('dave', 'a').allowed, true);
});

test('the table never holds more than its capacity', () => {
  const limiter = new LoginLimiter({ max: 1000, windowMs: 60_000, capacity: 100 }, () => 0);
  for (let i = 0; i < 1000; i++) limiter.attempt(`user-${i}`, `10.0.${i % 7}.1`);
  assert.ok(limiter.size <= 100, `${limiter.size} entries`);
});

test('one address cannot try unlimited accounts', () => {
  const limiter = new LoginLimiter({ max: 2, windowMs: 60_000 }, () => 0);
  const answers = Array.from({ length: 30 }, (_, i) => limiter.attempt(`user-${i}`, 'a').allowed);
  assert.equal(answers.filter(Boolean).length, 20);
});
