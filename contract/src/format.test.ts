import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  configDisplayKind,
  formatBytes,
  formatCounter,
  formatDuration,
  formatPickerDate,
  formatRelative,
  humanizeConfigValue,
} from './format.ts';

test('bytes use base 1024 with up to 3 decimals', () => {
  assert.equal(formatBytes(0), '0 B');
  assert.equal(formatBytes(1023), '1023 B');
  assert.equal(formatBytes(1536), '1.5 KB');
  assert.equal(formatBytes(1024 ** 2 * 1.2346), '1.235 MB');
  assert.equal(formatBytes(1024 ** 8 * 3), '3 YB');
  assert.equal(formatBytes(1024 ** 9 * 2), '2048 YB');
});

test('durations show the best unit with a remainder and never milliseconds', () => {
  assert.equal(formatDuration(0), '0 seconds');
  assert.equal(formatDuration(999), '0 seconds');
  assert.equal(formatDuration(1000), '1 second');
  assert.equal(formatDuration(86_400_000), '1 day');
  assert.equal(formatDuration(90_000_000), '1 day 1 hour');
  assert.equal(formatDuration(604_800_000), '7 days');
  assert.equal(formatDuration(61_500), '1 minute 1 second');
  assert.equal(formatDuration(3_600_000 + 1000), '1 hour');
});

test('config hints follow the name suffix', () => {
  assert.equal(configDisplayKind('retention.ms'), 'MILLI');
  assert.equal(configDisplayKind('segment.bytes'), 'BYTES');
  assert.equal(configDisplayKind('max.message.size'), 'BYTES');
  assert.equal(configDisplayKind('cleanup.policy'), 'TEXT');
  assert.equal(humanizeConfigValue('retention.ms', '604800000'), '7 days');
  assert.equal(humanizeConfigValue('retention.ms', '-1'), undefined);
  assert.equal(humanizeConfigValue('segment.bytes', '1073741824'), '1 GB');
  assert.equal(humanizeConfigValue('cleanup.policy', 'delete'), undefined);
});

test('picker date is DD-MM-YYYY HH:mm', () => {
  assert.equal(formatPickerDate(new Date(2026, 0, 5, 7, 3)), '05-01-2026 07:03');
});

test('relative dates read like a person would say them', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  assert.equal(formatRelative(new Date('2026-01-01T11:59:50Z'), now), 'a few seconds ago');
  assert.equal(formatRelative(new Date('2026-01-01T09:00:00Z'), now), '3 hours ago');
  assert.equal(formatRelative(new Date('2026-01-01T11:00:00Z'), now), 'an hour ago');
  assert.equal(formatRelative(new Date('2026-01-03T12:00:00Z'), now), 'in 2 days');
});

test('search counter caps at 999+', () => {
  assert.equal(formatCounter(12), '12');
  assert.equal(formatCounter(1000), '999+');
});
